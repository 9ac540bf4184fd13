//===- OutputLayout.h - Where each input's translation goes ----*- C++ -*-===//
//
// One input: `-o FILE` or `<stem>.cu` in the current directory. Many inputs:
// flat into `--out-dir`, or keeping their tree below `--in-root` under
// `--out-root` (headers they include from that tree are copied along, so the
// output tree builds on its own).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_OUTPUTLAYOUT_H
#define ACC2CUDA_DRIVER_OUTPUTLAYOUT_H

#include "Driver/HeaderTranslation.h"
#include "Emit/CudaEmitter.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace acc2cuda {

struct OutputLayout {
  Target Tgt = Target::Cuda;
  std::string OutputFile; ///< -o (one input only)
  std::string OutDir;     ///< --out-dir: every output directly in it
  std::string InRoot;     ///< --in-root (default: the current directory)
  std::string OutRoot;    ///< --out-root: the tree below InRoot, mirrored
  std::string HeaderDir;  ///< --header-dir: translated headers (flat)

  /// The output of each input, in order; an error names the first conflict
  /// (bad option combination, an input outside --in-root, two inputs with
  /// the same output).
  llvm::Expected<std::vector<std::string>>
  outputs(llvm::ArrayRef<std::string> Inputs) const;

  /// Where a header the inputs include goes with --out-root: its mirror
  /// below the output root, or none when the header is outside --in-root
  /// (or without --out-root) and is included from where it is.
  std::optional<std::string> mirror(llvm::StringRef Header) const;

  /// Where translated headers go: with --out-root at their mirror, else in
  /// --header-dir or the outputs' directory (that of -o, --out-dir, or the
  /// current directory), nowhere for stdout. Call after outputs().
  std::unique_ptr<HeaderOutputs> headerOutputs() const;

private:
  std::string inRoot() const; ///< absolute
};

/// \p P made absolute against the current directory, without `.`/`..`.
std::string absolutePath(llvm::StringRef P);

} // namespace acc2cuda

#endif
