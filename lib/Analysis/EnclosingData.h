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

} // namespace acc2cuda

#endif
