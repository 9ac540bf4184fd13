//===- TargetTasks.h - OpenMP nowait, depend and taskwait --*- C++ -*-===//
//
// An OpenMP target construct is a task (OpenMP 5.2 13.8). With `nowait` it
// may be deferred; `depend` orders it after sibling tasks; `taskwait`
// completes them. acc2cuda runs a deferred target task on a CUDA stream
// and its dependences as events, which orders target tasks among
// themselves. Host tasks are ordered by OpenMP's own runtime, which knows
// nothing of the streams, so where host tasks take part the translation
// falls back to what OpenMP allows: undeferred target tasks, and a host
// `taskwait depend(...)` ahead of each target construct with dependences.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_TARGETTASKS_H
#define ACC2CUDA_ANALYSIS_TARGETTASKS_H

#include "Frontend/StatementIndex.h"
#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/StmtOpenMP.h"
#include <vector>

namespace acc2cuda {

/// The host side of a file's OpenMP task structure.
struct HostTasks {
  /// `taskwait` directives.
  std::vector<const clang::OMPTaskwaitDirective *> Taskwaits;
  /// Host directives with a statement (parallel regions, tasks, ...),
  /// whose barriers and task scheduling the streams do not follow.
  std::vector<const clang::OMPExecutableDirective *> Regions;
  /// A host `task` with `depend` clauses.
  bool TaskDepends = false;

  /// Records \p D (any OpenMP directive of the main file) if it is one of
  /// the above.
  void note(const clang::OMPExecutableDirective *D);
};

/// Decides which OpenMP `nowait` target constructs of \p Compute and
/// \p Data become deferred target tasks: those followed by a `taskwait` in
/// their function, outside host OpenMP constructs, in a file without host
/// tasks with dependences. The others stay undeferred, with warning
/// A2C5005. The `taskwait`s that complete deferred tasks, and those with
/// `depend` clauses when any task is deferred, join \p Data as wait
/// constructs.
void planTargetTasks(const HostTasks &H, std::vector<ComputeConstruct> &Compute,
                     std::vector<DataConstruct> &Data,
                     const StatementIndex &Index, clang::ASTContext &Ctx,
                     Diag &D);

} // namespace acc2cuda

#endif
