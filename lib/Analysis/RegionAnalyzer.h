//===- RegionAnalyzer.h - One compute construct's analysis -----*- C++ -*-===//
//
// Private to the analysis of a compute construct (RegionAnalysis.cpp runs
// it; RegionCaptures.cpp decides how each variable reaches the kernel).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_REGIONANALYZER_H
#define ACC2CUDA_ANALYSIS_REGIONANALYZER_H

#include "Model/Directive.h"
#include "Model/KernelPlan.h"
#include "RegionAnalysis.h"
#include "RegionScanner.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <deque>
#include <map>
#include <optional>
#include <vector>

namespace acc2cuda {

class RegionAnalyzer {
public:
  RegionAnalyzer(const ComputeConstruct &C, RegionContext &RC)
      : C(C), RC(RC), Ctx(RC.Ctx), D(RC.D) {}

  std::optional<KernelPlan> run();

private:
  bool planLoops();
  bool collectLoopChain(const clang::Stmt *S, unsigned Collapse,
                        llvm::StringRef Dir, bool Tiled = false);
  const CanonicalLoop *boundsDependOn(size_t I, size_t Upto) const;
  /// KernelPlan::BoundScalars, once the construct's mappings are known.
  void planBoundScalars(KernelPlan &P) const;
  bool kernelsLoopIsIndependent(const RegionScanner &Scan);
  bool classify(const VarUse &U);
  void planQualifiedNames(RegionScanner &Scan);
  std::optional<Mapping> pointerStorageMapping(const DataClause &DC);
  /// ComputeConstruct::EnclosingDevice's name for VD, or "".
  std::string enclosingDevice(const clang::ValueDecl *VD) const {
    for (const ComputeConstruct::DeviceOf &D : C.EnclosingDevice)
      if (D.Var == VD)
        return D.Name;
    return "";
  }
  bool lastPrivate(const VarUse &U, Capture &Cap);
  /// The members of a struct its clauses map (MemberItems) are the ones
  /// the region may write, and only those copied back.
  bool checkMemberWrites(const RegionScanner &Scan);
  bool planPointerChecks(const RegionScanner &Scan);
  bool planPrivateSections(const RegionScanner &Scan);
  bool firstPrivateArray(const VarUse &U, clang::QualType T, Capture &Cap);
  /// Calls \p F for each reduction of a loop directive inside the kernel
  /// body.
  void forEachInnerReduction(llvm::function_ref<void(const Reduction &)> F);

  const ComputeConstruct &C;
  RegionContext &RC;
  clang::ASTContext &Ctx;
  Diag &D;
  KernelPlan P;
  std::vector<LoopClauses> LoopLevels; ///< clauses of each parallel loop
  llvm::DenseMap<const clang::ValueDecl *, const DataClause *> DataOf;
  /// Data clauses naming members stored in a struct variable (s.n,
  /// s.a[0:n]), by the variable.
  llvm::MapVector<const clang::ValueDecl *, std::vector<const DataClause *>>
      MemberItems;
  llvm::DenseMap<const clang::ValueDecl *, const Reduction *> ReductionOf;
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> PrivateVars, FirstPrivateVars,
      LastPrivateVars;
  /// Variables of the construct's array reductions (ArrayReductions.h).
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> ArrayReductionVars;
  /// Variables from outside the construct that loop directives inside a
  /// kernel of one thread reduce: the thread accumulates into their
  /// device copy, which OpenACC makes `copy` (the reduction implies it).
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> SequentialReductions;
  /// Reductions a `kernels` nest implies (ImplicitReductions.h).
  std::vector<Reduction> ImplicitReductions;
  llvm::DenseMap<const clang::ValueDecl *, size_t> MapIndex;
  /// Data clauses the analysis adds (firstprivate sections read only); the
  /// deque keeps DataOf's pointers valid.
  std::deque<DataClause> AddedData;
  /// Pointers whose sections are private to each gang (gang_copies).
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> GangSectionVars;
  /// Sections of pointers without a data clause that the loops imply.
  std::map<const clang::ValueDecl *, VarRef> ImpliedSectionOf;
  /// Structs (and pointers and arrays of them) whose pointer members the
  /// region reads.
  llvm::SmallPtrSet<const clang::ValueDecl *, 4> PointerRoots;
};

} // namespace acc2cuda

#endif
