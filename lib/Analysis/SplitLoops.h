//===- SplitLoops.h - Inner reductions shared among threads -----*- C++ -*-===//
//
// A parallel loop whose iterations each run a long sequential loop that only
// sums into a variable of the iteration (a matrix-vector product with one
// thread per row) gives the GPU as many threads as the outer loop has
// iterations: too few, when there are a few thousand, to keep its memory
// system busy. Such an inner loop can be shared among several threads per
// iteration, each accumulating a partial, when nothing else in it depends
// on the order of its iterations: a reduction, as `loop vector reduction`
// would ask. OpenACC lets the implementation parallelise an inner loop
// without a directive this way (nvc++ does by default); floating-point
// results then differ in rounding, as with any reduction. OpenMP specifies
// the inner loop as sequential, so there only reductions whose result does
// not depend on the order qualify (integer operands, max and min).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_SPLITLOOPS_H
#define ACC2CUDA_ANALYSIS_SPLITLOOPS_H

#include "Analysis/RegionAnalysis.h"
#include "Model/KernelPlan.h"

namespace acc2cuda {

/// Sets P.Split when P's kernel body (one grid loop on a block size no
/// directive fixes) is: statements that compute only variables of the
/// iteration, then a loop without a directive, in canonical form, that
/// only updates variables those statements declare with reduction
/// operators, then anything. \p Loops are the loop directives in the body.
void planSplitLoop(KernelPlan &P, const NestedLoopMap &Loops,
                   clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
