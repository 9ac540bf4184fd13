//===- Diag.h - clang-style diagnostics ----------------------- -*- C++ -*-===//
//
// Thin wrapper over clang's DiagnosticsEngine so every stage reports
// `file:line:col: error: ... [A2C1003]` with a caret exactly like the
// compiler does. Every error and warning has an ID from DiagnosticIDs.def,
// documented in docs/diagnostics.md.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_DIAG_H
#define ACC2CUDA_SUPPORT_DIAG_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"
#include <optional>
#include <set>
#include <string>
#include <tuple>

namespace acc2cuda {

namespace diag {
enum ID : unsigned {
#define ACC2CUDA_DIAG(Name, Number, Level, Title) Name,
#include "Support/DiagnosticIDs.def"
};
} // namespace diag

/// What DiagnosticIDs.def says about one diagnostic.
struct DiagInfo {
  const char *Code;  ///< "A2C1003"
  bool IsError;      ///< error, else warning
  const char *Title; ///< one line, as in docs/diagnostics.md
};

const DiagInfo &diagInfo(diag::ID ID);
/// Every diagnostic, in DiagnosticIDs.def order.
llvm::ArrayRef<DiagInfo> allDiagnostics();
/// Splits the ` [A2Cnnnn]` a formatted message ends with off \p Message and
/// returns the code (none for clang's own diagnostics).
std::optional<std::string> takeDiagCode(std::string &Message);

class Diag {
public:
  explicit Diag(clang::DiagnosticsEngine &DE) : DE(DE) {}

  /// Reports \p ID at \p Loc, an error or a warning as the ID says, once:
  /// the same report again (a list item several passes import) is dropped.
  void report(diag::ID ID, clang::SourceLocation Loc, const llvm::Twine &Msg);
  /// A note on the diagnostic just reported (notes have no ID).
  void note(clang::SourceLocation Loc, const llvm::Twine &Msg);
  bool hasErrors() const { return DE.hasErrorOccurred(); }
  clang::DiagnosticsEngine &engine() { return DE; }

private:
  clang::DiagnosticsEngine &DE;
  std::set<std::tuple<unsigned, int, std::string>> Reported;
  bool LastDropped = false;
};

} // namespace acc2cuda

#endif
