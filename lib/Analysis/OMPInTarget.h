//===- OMPInTarget.h - OpenMP directives in target-region code --*- C++ -*-===//
//
// `barrier`, `flush`, `critical`, `master`, `masked` and `single` in the
// code of a target region. acc2cuda runs OpenMP threads on CUDA threads
// only in loops of threads (`parallel for` and its combined forms), where
// OpenMP forbids all of these but `critical` and `flush`. Everywhere else a
// team's code runs on one OpenMP thread, number 0, so:
//   - `barrier` has nobody to wait for: it stays as a comment;
//   - `single` and `master` (`masked` with filter 0) run their statement;
//   - `masked filter(n)` runs it when the thread number is n;
//   - `critical` takes a lock per name (threads of other teams and of loops
//     of threads contend for it), `flush` is a fence.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_OMPINTARGET_H
#define ACC2CUDA_ANALYSIS_OMPINTARGET_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/StmtOpenMP.h"

namespace acc2cuda {

/// Adds to \p P's body edits the lowering of \p Dirs (directives of
/// isLoweredInTarget (Frontend/OMPImporter.h) in \p P's kernel body, whose
/// pragmas the caller erases); false after reporting the clauses it cannot
/// take.
bool lowerOMPInTarget(
    KernelPlan &P, llvm::ArrayRef<const clang::OMPExecutableDirective *> Dirs,
    clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
