//===- EnclosingData.h - What enclosing data keeps present ------*- C++ -*-===//
//
// A compute construct inside a data region, or in the scope of a declare
// directive, finds the variables they map already on the device: it need
// not map them again, and where the innermost region keeps a variable's
// device address in a host variable it can pass that address directly
// instead of looking it up in the present table.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_ENCLOSINGDATA_H
#define ACC2CUDA_ANALYSIS_ENCLOSINGDATA_H

#include "Model/Directive.h"
#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <vector>

namespace acc2cuda {

/// Sets each construct's EnclosingData and EnclosingDevice from the data
/// constructs around it.
void findEnclosingData(std::vector<ComputeConstruct> &Constructs,
                       const std::vector<DataConstruct> &DataConstructs,
                       clang::ASTContext &Ctx);

/// The data regions keep in host variables the device addresses that the
/// compute constructs inside them use (Mapping::Direct).
void keepDeviceAddresses(const std::vector<KernelPlan> &Plans,
                         std::vector<DataPlan> &DataPlans,
                         clang::ASTContext &Ctx);

/// The host variable holding an enclosing data region's device address for
/// clause \p Cl of construct \p C, or "". The data is present, so the
/// clause does nothing, when it names the region's data (an array, or a
/// pointer's section as the region wrote it) and moves data only when
/// absent (no `always`).
std::string enclosingDeviceFor(const ComputeConstruct &C, const DataClause &Cl);

} // namespace acc2cuda

#endif
