//===- ImplicitReductions.h - Reductions kernels loops imply ----*- C++ -*-===//
//
// In a `kernels` region the compiler decides how loops run (OpenACC 3.3
// 2.5.2), and a loop that only accumulates into a scalar is a reduction,
// as NVHPC's "Generating implicit reduction(max:error)" says (seed 003's
// Laplace solver writes no reduction clause). A scalar counts when every
// reference to it in the loop nest is part of an accumulating statement
// with one operator, whose value is not used:
//   x += e;  x -= e;  x *= e;  x &= e;  x |= e;  x ^= e;  ++x;  x--;
//   x = x op e;  x = e op x (commutative op);  x = x - e;
//   x = max(x, e);  x = fmin(e, x);  (std:: or C library)
//   x = x > e ? x : e;  x = e < x ? x : e;  (and the min forms)
// and e never reads x.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_IMPLICITREDUCTIONS_H
#define ACC2CUDA_ANALYSIS_IMPLICITREDUCTIONS_H

#include "Model/Directive.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// The operator with which \p Body only accumulates into \p X, if it does.
std::optional<ReductionOp> accumulationOp(const clang::ValueDecl *X,
                                          const clang::Stmt *Body,
                                          clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
