//===- Report.h - What a translation did, for people and tools -*- C++ -*-===//
//
// Each translated file yields a FileSummary: its constructs, the kernels
// they became (loops spread over the grid and where each goes, block size,
// reductions) and the data each one maps, explicit or implied. `--report`
// writes them for a whole run as text in the manner of NVHPC's
// -Minfo=accel (docs/report.md), `--report=json` as JSON
// (docs/report.schema.json); the summary line counts them.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DRIVER_REPORT_H
#define ACC2CUDA_DRIVER_REPORT_H

#include "Analysis/RegionAnalysis.h"
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
  bool Zero = false; ///< OpenACC `zero`: allocated memory starts zeroed
  /// How the device copy is handled (Mapping::Explicit, Direct,
  /// TableReason): "explicit" (the output allocates and copies it with
  /// plain CUDA calls), "region" (an enclosing data region's device
  /// pointer), or "present table: <why>".
  std::string Form;
  /// Present table form whose copies are cudaMemcpy calls in the output,
  /// guarded by the lookup (Mapping::Table); else the runtime copies.
  bool CopiesInOutput = false;
  /// Explicit or table form on the construct's queue: the Async calls.
  bool Queued = false;
};

/// One loop of a kernel: where its iterations run.
struct LoopReport {
  enum class Level {
    Grid,      ///< spread over the grid (P.Loops)
    Thread,    ///< spread over the threads of a gang's block
    Sequential ///< runs in order inside each thread
  } Where = Level::Sequential;
  std::string Var; ///< induction variable; empty when there is none to name
  unsigned Line = 0;
  /// Components (0 x, 1 y, 2 z) of blockIdx and threadIdx the iterations
  /// follow; -1: none.
  int Block = -1, Thread = -1;
  bool Flattened = false; ///< shares its component with other loops
  /// Consecutive threads along threadIdx.x run consecutive iterations.
  bool Fastest = false;
  /// Arrays some access addresses with unit stride in Var (UnitStride.h);
  /// only for loops whose iterations go to threads.
  std::vector<std::string> UnitStride;
  std::vector<std::string> Reductions; ///< a thread loop's, across the block
  /// A vector loop in a worker loop: its reductions combine the worker's
  /// lanes, not the block.
  bool AcrossRow = false;
  /// A loop over all the threads of a block of worker rows (y, then x).
  bool WholeBlock = false;
  std::string Why; ///< Sequential: why, when known
  /// Sequential loop whose iterations the kernel's split instance shares
  /// among slices of threads (KernelPlan::Split); Reductions are then the
  /// variables it combines across them.
  bool Split = false;
};

/// A variable a compute construct passes by value.
struct FirstprivateReport {
  std::string Var;
  bool Implicit = false;
};

struct ConstructReport {
  std::string Dialect;           ///< "OpenACC" or "OpenMP"
  std::string Directive;         ///< "parallel loop", "target update", ...
  unsigned Line = 0, Column = 0; ///< of the `#pragma`
  /// The translated header holding it (as the compiler names it); empty
  /// in the input itself.
  std::string File;
  /// The enclosing function, qualified; empty at namespace scope.
  std::string Function;
  /// How the data clauses act: on a region (compute, data, declare: at
  /// entry and exit), once (enter, exit, update), or not at all.
  enum class Kind { Region, Enter, Exit, Update, Other } Action = Kind::Region;
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
  /// Why the construct's own loop nest runs on one thread.
  std::string Sequential;
  /// Every loop of the kernel in source order: grid, thread and sequential.
  std::vector<LoopReport> Loops;
  unsigned GridDims = 0;  ///< 1 to 3 with grid loops
  std::string BlockShape; ///< "x, y, z" fixed by `tile`
  std::string BlockSize;  ///< threads per block, an expression
  /// BlockSize is the default, which the runtime halves (down to a warp)
  /// while its blocks would not reach every multiprocessor.
  bool SpreadBlock = false;
  /// Worker loops holding vector loops: blocks of VectorLanes (x) by
  /// Workers (y), expressions; empty otherwise.
  std::string VectorLanes, Workers;
  std::string NumBlocks; ///< blocks asked for (num_gangs...), or empty
  /// The grid covers the loop nest on every device: one iteration per
  /// thread, one plain kernel (KernelPlan::CoversNest).
  bool CoversNest = false;
  bool IntIndices = false;             ///< its index arithmetic is in int
  std::vector<std::string> Reductions; ///< "+:sum"
  /// Arrays only updated atomically, which each block may accumulate in a
  /// copy in shared memory: "+:hist".
  std::vector<std::string> BlockCopies;
  /// Those of them whose copies may count in 32 bits: "hist".
  std::vector<std::string> NarrowCopies;
  /// Arrays the kernel only reads (`const`), and when they are also
  /// `__restrict__`: "always", "checked" (when the host finds them apart
  /// from what the kernel writes) or "never".
  std::vector<std::string> ReadOnly;
  std::string Restrict;
  std::vector<DataReport> Data;
  std::vector<FirstprivateReport> Firstprivate;
  std::vector<std::string> UseDevice; ///< host_data: names that see device
                                      ///< addresses
  bool Global = false;                ///< declare for the whole program
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

/// \p Loops: the loop directives of the file, by loop statement.
ConstructReport reportOf(const KernelPlan &P, const clang::SourceManager &SM,
                         const NestedLoopMap &Loops);
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
  std::string Given;  ///< the input as the command line named it
  std::string Status; ///< translated, copied, skipped, failed
  const FileSummary *Summary = nullptr;
  std::vector<DiagnosticRecord> Diagnostics;
};

/// Writes the JSON report of a run (docs/report.schema.json).
void writeJsonReport(llvm::raw_ostream &OS, Target T,
                     llvm::ArrayRef<FileReport> Files);

/// Writes the text report of a run (docs/report.md).
void writeTextReport(llvm::raw_ostream &OS, llvm::ArrayRef<FileReport> Files);

} // namespace acc2cuda

#endif
