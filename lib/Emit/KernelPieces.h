//===- KernelPieces.h - Text pieces the kernel emitters share ---*- C++ -*-===//
//
// Internal to Emit: names and expressions that the kernel's own text
// (CudaEmitter.cpp) and the text of its split loop (SplitLoopText.cpp)
// both write.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_KERNELPIECES_H
#define ACC2CUDA_EMIT_KERNELPIECES_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// The runtime's combining operator for \p Op ("acc2cuda::ReduceAdd").
const char *reductionOpName(ReductionOp Op);

/// The runtime function computing a canonical loop's trip count for its
/// test ("acc2cuda::trip_count_lt") in the construct's dialect \p Lang.
std::string tripCountFunction(const CanonicalLoop &L, Dialect Lang);

/// An expression of the kernel body as the kernel evaluates it: the body's
/// edits applied (no `this->`).
std::string kernelText(const clang::Expr *E, const KernelPlan &P,
                       clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
