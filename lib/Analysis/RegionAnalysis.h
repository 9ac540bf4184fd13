//===- RegionAnalysis.h - Compute construct -> KernelPlan -------*- C++ -*-===//
//
// Fills in everything the directives leave implicit: which loops of the nest
// are spread over the grid, the data attribute of every variable the region
// references (explicit clause, implicit rule of the dialect, or predetermined
// like loop variables), the host ranges to map, the reductions to combine,
// and the functions that need a device version.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_REGIONANALYSIS_H
#define ACC2CUDA_ANALYSIS_REGIONANALYSIS_H

#include "Analysis/DeviceCode.h"
#include "Analysis/Instantiations.h"
#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include <optional>

namespace acc2cuda {

/// OpenACC `loop` directives inside compute regions, by the loop they govern.
using NestedLoopMap = llvm::DenseMap<const clang::Stmt *, NestedLoopDirective>;

struct RegionContext {
  clang::ASTContext &Ctx;
  Diag &D;
  const NestedLoopMap &NestedLoops;
  /// Pragma ranges inside regions that must not reach the kernel text.
  const std::vector<clang::SourceRange> &ErasablePragmas;
  /// Functions called from device code (collected across regions).
  llvm::SetVector<const clang::FunctionDecl *> &DeviceFunctions;
  /// Instantiations of templates holding compute constructs.
  InstantiationIndex &Instantiations;
  DeviceGlobals &Globals;
  /// OpenACC atomic directives (OpenMP ones are found in the region's AST).
  const std::vector<AtomicDirective> &Atomics;
};

std::optional<KernelPlan> analyzeRegion(const ComputeConstruct &C,
                                        RegionContext &RC);

} // namespace acc2cuda

#endif
