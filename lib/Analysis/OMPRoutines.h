//===- OMPRoutines.h - OpenMP routines called in target regions -*- C++ -*-===//
//
// A target region's code may ask where it runs: omp_get_team_num,
// omp_get_num_teams, omp_get_thread_num, omp_get_num_threads and
// omp_in_parallel. In the kernel they become device forms that read the
// CUDA block (a team) and thread the code runs on; outside a parallel
// region (a `teams distribute` loop without `parallel`, the gang code around
// a nested `parallel for`) a team has one thread, number 0. Other OpenMP
// routines without a device version are reported.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_OMPROUTINES_H
#define ACC2CUDA_ANALYSIS_OMPROUTINES_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Adds to P.BodyEdits the device forms of the OpenMP routines \p Calls
/// (the kernel body's calls) make. Returns false after reporting a routine
/// that has no device version.
bool lowerOMPRoutines(KernelPlan &P,
                      llvm::ArrayRef<const clang::CallExpr *> Calls,
                      clang::ASTContext &Ctx, Diag &D);

/// Makes \p P deal its loop's iterations as OpenMP does (KernelPlan::Exact)
/// when the kernel body asks which team or thread runs it (\p Calls) and
/// the directives fix the answer: a static schedule, or a `distribute`
/// without `parallel`, whose team runs its iterations on one thread (several
/// CUDA threads would race on data the team indexes by its number). Call it
/// after the launch shape is planned: it may make that one team, or one
/// thread per team. \p CarriesPrivate: the body assigns a private or
/// firstprivate scalar, whose value a thread carries from one iteration to
/// the next it runs; a schedule with a chunk size fixes which those are
/// (`schedule(static, 8)`: eight consecutive iterations), so it is kept.
void planExactSchedule(KernelPlan &P,
                       llvm::ArrayRef<const clang::CallExpr *> Calls,
                       bool CarriesPrivate, const clang::ASTContext &Ctx);

/// Whether code at \p L of \p P's kernel body runs in a parallel region
/// whose threads are the block's: the construct's own loop has threads, or
/// \p L is in a loop spread over the block's threads.
bool inParallelOfThreads(const KernelPlan &P, clang::SourceLocation L,
                         const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
