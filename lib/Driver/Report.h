//===- Report.h - What a translation did, for people and tools -*- C++ -*-===//
//
// Each translated file yields a FileSummary: its constructs, the kernels
// they became (loops spread over the grid, block size, reductions) and the
// data each one maps, explicit or implied. `--report=json` writes them for a
// whole run (schema: docs/report.schema.json); the summary line counts them.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_REPORT_H
#define ACC2CUDA_DRIVER_REPORT_H

#include "Emit/CudaEmitter.h"
#include "Model/KernelPlan.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace clang {
class SourceManager;
}

namespace acc2cuda {

/// One range a directive maps, copies or unmaps.
struct DataReport {
  std::string Var;    ///< as written ("a", "A")
  std::string Clause; ///< copy, copyin, copyout, create, present, no_create,
                      ///< delete, update host, update device
  std::string Count;  ///< elements, an expression; empty: an implied lookup
  bool Implicit = false;
  bool Always = false;
};

struct ConstructReport {
  std::string Dialect;           ///< "OpenACC" or "OpenMP"
  std::string Directive;         ///< "parallel loop", "target update", ...
  unsigned Line = 0, Column = 0; ///< of the `#pragma`
  std::string Kernel; ///< the __global__ function; empty for data directives
  /// Induction variables of the loops spread over the grid, outermost first
  /// (x is the innermost); none: the body runs on a single thread.
  std::vector<std::string> GridLoops;
  /// With a gang per block: grid loops go to blocks, and these loops inside
  /// them to the block's threads.
  bool GangPerBlock = false;
  std::vector<std::string> ThreadLoops;
  /// Why loop directives inside the grid loops run sequentially per thread.
  std::string InnerLoopsSequential;
  std::string BlockSize; ///< threads per block, an expression
  std::string NumBlocks; ///< blocks asked for (num_gangs...), or empty
  std::vector<std::string> Reductions; ///< "+:sum"
  std::vector<DataReport> Data;
};

/// What translating one file did.
struct FileSummary {
  unsigned ComputeConstructs = 0;
  unsigned DataDirectives = 0;
  unsigned Kernels = 0;
  /// C++ without directives or runtime calls: written unchanged.
  bool Plain = false;
  bool Written = false;
  std::vector<ConstructReport> Constructs; ///< in source order
  /// The main file and the user (non-system) headers it read.
  std::vector<std::string> Dependencies;
};

ConstructReport reportOf(const KernelPlan &P, const clang::SourceManager &SM);
ConstructReport reportOf(const DataPlan &P, const clang::SourceManager &SM);

/// A diagnostic as the report lists it.
struct DiagnosticRecord {
  std::string Severity; ///< error, warning, note
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Message; ///< without the ID
  std::string Code;    ///< A2Cnnnn (docs/diagnostics.md); empty for clang's
};

/// One input of a run.
struct FileReport {
  std::string Input, Output;
  std::string Status; ///< translated, copied, skipped, failed
  const FileSummary *Summary = nullptr;
  std::vector<DiagnosticRecord> Diagnostics;
};

/// Writes the JSON report of a run (docs/report.schema.json).
void writeJsonReport(llvm::raw_ostream &OS, Target T,
                     llvm::ArrayRef<FileReport> Files);

} // namespace acc2cuda

#endif
