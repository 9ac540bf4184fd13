//===- PrivateSections.h - Pointer sections private to gangs ----*- C++ -*-===//
//
// `private(c[0:n])` and `firstprivate(c[0:n])` of a pointer on a `parallel`
// or `serial` construct make the section private to each gang, a CUDA
// block: the construct allocates a copy per block (Construct::gang_copies,
// filled from the host's elements for firstprivate) and the kernel's `c`
// points at its block's copy (acc2cuda::gang_span). On a loop each thread
// would need its own copy, of a size known at run time only: an error.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_PRIVATESECTIONS_H
#define ACC2CUDA_ANALYSIS_PRIVATESECTIONS_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace acc2cuda {

/// Whether \p C's own `private` clause is the gangs' (not a loop's: on a
/// combined construct other than `serial loop` it is the loop's, OpenACC
/// 3.3 2.11).
bool gangPrivateClauses(const ComputeConstruct &C);

/// Reports the pointer sections private to loops (\p LoopLevels, and \p C's
/// own when they are the loop's); false if any.
bool rejectLoopPrivateSections(const ComputeConstruct &C,
                               llvm::ArrayRef<LoopClauses> LoopLevels, Diag &D);

/// The kernel capture that gives each block its copy of section \p V
/// (filled from the host's elements when \p Fill); nothing after an error.
std::optional<Capture> gangCopies(const VarRef &V, bool Fill,
                                  clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
