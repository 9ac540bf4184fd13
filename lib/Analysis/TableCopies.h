//===- TableCopies.h - Visible copies of present-table data ----*- C++ -*-===//
//
// Data that stays in the runtime's present table (the source cannot decide
// whether it is present: Analysis/ExplicitMemory.h) still moves through
// cudaMemcpy calls written in the output, each guarded by the lookup's
// answer (docs/generated-cuda.md, present table form):
//
//   const auto d_a_entry = acc2cuda_c.lookup_map(a, n, MapCopy, "a");
//   if (d_a_entry.absent) cudaMemcpy(d_a, a, d_a_bytes, HostToDevice) ...
//   if (acc2cuda_c.end_map(d_a_entry)) cudaMemcpy(a, d_a, ...) ...
//
// The runtime keeps the reference counts, the allocation and the release;
// the copies it would make are the output's. A mapping keeps the runtime's
// own copies where they do more than one cudaMemcpy: with `always` or
// `zero`, for jagged rows, for elements that hold pointers (attached ones
// keep their device values), for the copy out of `declare` (when the scope
// ends), and for the parts of a split region (whose queue is the region's,
// known at run time). On a queue the copies are cudaMemcpyAsync on its
// stream, the host waiting for the queue before each copy in, as the
// runtime does. A data region with an `if` declares its lookups before the
// block the condition opens, as its copies out follow its body.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_TABLECOPIES_H
#define ACC2CUDA_ANALYSIS_TABLECOPIES_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <vector>

namespace acc2cuda {

/// Sets Mapping::Table on every present-table mapping of \p Plans and
/// \p DataPlans whose copies the output can make itself.
void planTableCopies(std::vector<KernelPlan> &Plans,
                     std::vector<DataPlan> &DataPlans,
                     const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
