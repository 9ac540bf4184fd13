//===- KernelsIndependence.h - Distinct writes of a kernels nest -*- C++
//-*-===//
//
// A `kernels` loop without `independent` runs in parallel only when its
// iterations provably write distinct array elements (OpenACC 3.3 2.9.6:
// `auto`, the implementation decides). The proof accepted here: every
// reference to a written array is a subscript with one and the same list
// of indices, and each parallel loop variable v has an index of its own
// that is injective in v alone:
//   v + e, v - e, e + v, c * v (c a nonzero integer constant), with e
//   loop invariant (no loop variable, nothing the nest writes, no call);
//   or a row-major linearisation w * u + v + e (any order of terms) with w
//   loop invariant and v's loop running within [0, w) (it starts at a
//   non-negative constant and stops at w or below), which covers u too.
// Iterations that differ in any parallel loop variable then differ in that
// variable's index, so no two write the same element.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_KERNELSINDEPENDENCE_H
#define ACC2CUDA_ANALYSIS_KERNELSINDEPENDENCE_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

/// Whether the iterations of \p Loops, whose body is \p Body, write
/// distinct elements of each array in \p Arrays (the ones the body writes
/// element-wise). \p Written are all the variables the body writes.
bool writesAreDistinct(
    llvm::ArrayRef<CanonicalLoop> Loops, const clang::Stmt *Body,
    const llvm::SmallPtrSetImpl<const clang::ValueDecl *> &Arrays,
    const llvm::SmallPtrSetImpl<const clang::ValueDecl *> &Written,
    clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
