//===- DataAnalysis.h - Data construct -> DataPlan --------------*- C++ -*-===//

#ifndef ACC2CUDA_ANALYSIS_DATAANALYSIS_H
#define ACC2CUDA_ANALYSIS_DATAANALYSIS_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include <optional>

namespace acc2cuda {

/// The host ranges a data construct maps, unmaps or copies, or nothing
/// after an error.
std::optional<DataPlan> analyzeData(const DataConstruct &C,
                                    clang::ASTContext &Ctx, Diag &D);

/// Whether \p S may change the value of \p V: any use that is not a read
/// of its value (assignment, increment, its address taken, a reference
/// bound to it, e.g. std::swap).
bool mayChange(const clang::VarDecl *V, const clang::Stmt *S);

} // namespace acc2cuda

#endif
