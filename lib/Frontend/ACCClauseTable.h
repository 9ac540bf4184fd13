//===- ACCClauseTable.h - OpenACC directives and their clauses --*- C++ -*-===//
//
// Which clauses each OpenACC directive takes, as OpenACC 3.3 says and as
// acc2cuda translates them: the parser checks clauses against these tables,
// and --list-supported (docs/openacc.md) prints them.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_ACCCLAUSETABLE_H
#define ACC2CUDA_FRONTEND_ACCCLAUSETABLE_H

#include "Model/Directive.h"
#include "llvm/ADT/StringRef.h"

namespace acc2cuda::openacc {

// Which constructs a clause may appear on (OpenACC 3.3, sections 2.5, 2.9).
enum On : unsigned {
  OnParallel = 1,
  OnKernels = 2,
  OnSerial = 4,
  OnLoop = 8,
  OnData = 16,
  OnEnter = 32,
  OnExit = 64,
  OnUpdate = 128,
  OnHostData = 256,
  OnDeclare = 512,
  OnWait = 1024, ///< the `wait` directive
  OnRoutine = 2048,
  OnInit = 4096,      ///< `init` and `shutdown`
  OnSet = 8192,       ///< `set`
  OnRuntimeDirectives = OnInit | OnSet,
  OnCompute = OnParallel | OnKernels | OnSerial,
  OnComputeOrData = OnCompute | OnData,
  OnDataDirectives = OnData | OnEnter | OnExit | OnUpdate,
  // Data clauses that also make a declare directive's implicit region.
  OnDataOrDeclare = OnComputeOrData | OnDeclare,
};

enum class ClauseKind {
  Data,
  Private,
  FirstPrivate,
  Reduction,
  NumGangs,
  NumWorkers,
  VectorLength,
  If,
  Default,
  Gang,
  Worker,
  Vector,
  Seq,
  Independent,
  Auto,
  Collapse,
  Tile,
  DeviceType, ///< starts clauses for some device types (handled per section)
  Finalize,
  IfPresent,
  UpdateHost,
  UpdateDevice,
  UseDevice,
  Async,
  Wait,
  NoHost,   ///< `routine nohost`: a host version is allowed anyway
  DeviceNum,    ///< init, shutdown, set
  DefaultAsync, ///< set
  ComputeSelf, ///< `self[(cond)]` on a compute construct: run on the host
  Rejected, ///< valid OpenACC this version cannot translate yet
};

struct ClauseSpec {
  llvm::StringRef Name;
  ClauseKind Kind;
  unsigned Allowed;
  MapType Map = {};
  const char *Why = nullptr; ///< for Rejected: why, and what to do instead
};

/// The directive's construct mask (0 for a directive without clauses or an
/// unknown one).
unsigned directiveMask(llvm::StringRef Name);

/// Clauses a construct may carry at most once (data attribute clauses
/// and reductions take lists and may repeat).
bool onlyOnce(ClauseKind K);

/// The clause \p Name as it applies on constructs \p Mask (`self` means
/// different things on compute constructs and on `update`); any entry of
/// that name when none applies, for the "not valid on" message.
const ClauseSpec *findClause(llvm::StringRef Name, unsigned Mask);

/// Clauses that may follow `device_type` (OpenACC 3.3 2.4).
bool allowedAfterDeviceType(ClauseKind K);

} // namespace acc2cuda::openacc

#endif
