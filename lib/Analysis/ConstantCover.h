//===- ConstantCover.h - Grids known to cover their loop nest --*- C++ -*-===//
//
// A kernel's grid covers its loop nest, one iteration per thread, whenever
// each grid dimension needs no more blocks than CUDA allows: the runtime
// sizes grids by the trip counts (Construct::grid_size, grid_shape), and a
// block has at least one thread. When the trip counts are constants (`for
// (int i = 0; i < N; ++i)` with N a macro or constexpr) and the blocks are
// not capped (reductions and per-block copies take one wave of blocks,
// num_gangs fixes their count), that holds on every device, so the kernel
// gets one plain instance whose loops run once instead of a template that
// the host picks at run time (KernelPlan::CoversNest).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_CONSTANTCOVER_H
#define ACC2CUDA_ANALYSIS_CONSTANTCOVER_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// The most iterations \p L runs when its bounds and step are integer
/// constants; none otherwise.
std::optional<unsigned long long>
constantTripCount(const CanonicalLoop &L, const clang::ASTContext &Ctx);

/// Sets KernelPlan::CoversNest where it holds.
void planConstantCover(KernelPlan &P, const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
