//===- BlockCopies.h - Histograms privatised in shared memory ---*- C++ -*-===//
//
// A kernel whose threads only update an array with atomics (a histogram)
// contends on few addresses in global memory. When every reference to the
// array in the construct is the target of an atomic update with one
// commutative operator (+ and -, min, max, &, | or ^), the order of the
// updates is free, so each block can accumulate into a copy in shared
// memory and combine it into the array at its end: one global atomic per
// element and block instead of one per update (the privatisation a CUDA
// engineer writes by hand). The host decides per launch whether the copies
// fit and pay (Construct::block_copy_bytes).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_BLOCKCOPIES_H
#define ACC2CUDA_ANALYSIS_BLOCKCOPIES_H

#include "Model/Directive.h"
#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Fills P.BlockCopies with the captured arrays that \p Body (the whole
/// construct) only updates through \p Atomics as described above.
void planBlockCopies(KernelPlan &P, const clang::Stmt *Body,
                     llvm::ArrayRef<AtomicDirective> Atomics,
                     clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
