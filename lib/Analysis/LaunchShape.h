//===- LaunchShape.h - Blocks and threads of a kernel's launch --*- C++ -*-===//
//
// How many threads a block has and how many blocks the grid, as the
// directives ask (num_gangs, num_workers, vector_length, tile, OpenMP
// num_teams, thread_limit, num_threads, if(parallel: ...)) or by default:
// the expressions the host evaluates at the launch (KernelPlan::BlockSize,
// BlockShape, NumBlocks; the runtime fits them to the device).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_LAUNCHSHAPE_H
#define ACC2CUDA_ANALYSIS_LAUNCHSHAPE_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "llvm/ADT/ArrayRef.h"

namespace acc2cuda {

/// Sets \p P's launch shape from \p C's clauses and those of the loops
/// spread over the grid (\p LoopLevels), once P's loops, thread loops and
/// worker rows are planned.
void planLaunch(KernelPlan &P, const ComputeConstruct &C,
                llvm::ArrayRef<LoopClauses> LoopLevels, Diag &D);

} // namespace acc2cuda

#endif
