//===- ReadOnlyArrays.h - const and __restrict__ kernel arrays --*- C++ -*-===//
//
// A mapped array the kernel only reads is passed as `const T *`, which lets
// nvcc load it through the read-only data cache once it also knows that
// nothing the kernel writes overlaps it: `__restrict__`. C++ allows the
// overlap (`scale(x, x)` in place), so restrict is promised only where it
// holds:
// - always, when the kernel writes no device memory outside its own
//   variables;
// - else, when every store the kernel makes (its callees' included) goes
//   through an array the construct maps, in a kernel instance the host
//   picks when the present data behind the read-only arrays and that
//   behind the written ones are apart (Construct::reads_apart);
// - never otherwise (stores through pointers loaded from memory, to
//   globals, through deviceptr pointers, or in code the analysis cannot
//   follow): the arrays are only `const`.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_READONLYARRAYS_H
#define ACC2CUDA_ANALYSIS_READONLYARRAYS_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Finds the captured arrays that \p Body (the whole construct) only reads,
/// rewrites their parameter declarations and fills P.ReadOnly. Templates
/// are left alone: their patterns have no value conversions to tell reads.
void planReadOnlyArrays(KernelPlan &P, const clang::Stmt *Body,
                        clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
