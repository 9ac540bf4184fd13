//===- ExplicitMemory.h - Device memory the output manages itself -*- C++
//-*-===//
//
// A data clause becomes plain CUDA in the output (cudaMalloc, cudaMemcpy,
// cudaFree at the places the directives imply, Mapping::Explicit) when the
// source decides that its data is not present when the construct starts
// and that nothing while it runs looks the data up by host address:
//
//  - the variable is an array, or a local pointer initialised by an
//    allocation (malloc, new[]) that the function never changes: no other
//    name reaches its memory, and nothing mapped it before;
//  - no enter/exit data, declare, host_data or runtime routine (acc_*,
//    omp_target_*) of the program can hold it in the present table;
//  - the construct has no `async`/`nowait`/`depend`, a data region no `if`
//    and no way out but its end, and calls no function that has directives
//    of its own (or whose body is not in the file);
//  - every construct inside a data region that uses the variable takes the
//    region's device pointer (EnclosingData.h), with no lookup.
//
// Everything else keeps the runtime's present table (OpenACC 3.3 2.6.7
// reference counts), and Mapping::TableReason says why, for the report.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_EXPLICITMEMORY_H
#define ACC2CUDA_ANALYSIS_EXPLICITMEMORY_H

#include "Model/Directive.h"
#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <vector>

namespace acc2cuda {

/// Chooses the form of every mapping of the compute constructs' plans and
/// the data directives' plans; \p TableOnly keeps them all in the table.
void planExplicitMemory(std::vector<KernelPlan> &Plans,
                        std::vector<DataPlan> &DataPlans,
                        clang::ASTContext &Ctx, bool TableOnly = false);

} // namespace acc2cuda

#endif
