//===- ThreadLoops.h - Loops spread over the threads of a gang --*- C++ -*-===//
//
// OpenACC's levels: a gang loop's iterations go to gangs (CUDA blocks), and
// a worker or vector loop inside its body goes to the gang's workers and
// vector lanes (the block's threads). The gang's own code around those loops
// runs in "worker-single, vector-single" mode: as if by one thread.
//
// acc2cuda runs that code redundantly on every thread of the block when it
// only computes the gang's variables (each thread has its own, equal copy),
// and on one thread between barriers when it writes memory the gang shares.
// A statement that does both, a loop writing a gang variable it does not
// privatize or reduce, and control flow it cannot keep uniform leave the
// inner loops sequential in each thread (correct, slower), and the reason is
// reported.
//
// A worker loop holding vector loops goes one level further: the block is
// rows of vector lanes, a row per worker (ThreadSpan::Rows), and the
// worker's code is planned as the gang's is, with the row's lanes for the
// block's threads (ThreadSpan::Lanes, SingleRange::Row).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_THREADLOOPS_H
#define ACC2CUDA_ANALYSIS_THREADLOOPS_H

#include "Analysis/RegionAnalysis.h"
#include "Model/KernelPlan.h"
#include "StatementEffects.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

/// Plans the loop directives in \p P's kernel body as ThreadLoops of a
/// gang-per-block kernel (sets P.GangPerBlock), or records in
/// P.InnerLoopsSequential why they stay sequential. \p OuterLevels are the
/// clauses of the loops spread over the grid; \p KernelReductions the
/// variables the kernel reduces (every thread accumulates its own). Returns
/// false after reporting an error (an inner loop that is not canonical).
bool planThreadLoops(
    KernelPlan &P, llvm::ArrayRef<LoopClauses> OuterLevels,
    const NestedLoopMap &Loops,
    const llvm::SmallPtrSetImpl<const clang::ValueDecl *> &KernelReductions,
    clang::ASTContext &Ctx, Diag &D);

/// Whether the loop directive \p L on \p For is a worker loop whose body holds
/// vector loops among other code: it stays out of the nest of loops spread
/// over the grid, so that each worker gets a row of the gang's block and
/// its vector loops the row's lanes (a nest of only loops joins the grid).
bool isWorkerOfVectorLoops(const clang::ForStmt *For, const LoopClauses &L,
                           const NestedLoopMap &Loops);

/// Gives each loop directive in \p P's kernel body that runs sequentially in
/// each thread (not a ThreadLoop) and has a `private` clause its own scope
/// declaring the variables (P.LoopPrivates). Returns false after reporting
/// a variable that cannot be redeclared.
bool planLoopPrivates(KernelPlan &P, const NestedLoopMap &Loops,
                      const clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
