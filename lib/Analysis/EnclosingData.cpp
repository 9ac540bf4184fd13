//===- EnclosingData.cpp --------------------------------------------------===//

#include "EnclosingData.h"
#include "AtomicLowering.h"
#include "DataAnalysis.h"
#include "DataMapping.h"
#include "Support/SourceText.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// The innermost block of \p FD's body that holds \p L.
const Stmt *enclosingBlock(const FunctionDecl *FD, SourceLocation L,
                           ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    bool VisitCompoundStmt(CompoundStmt *CS) {
      CharSourceRange R = fileRange(CS->getSourceRange(), *Ctx);
      if (!SM->isBeforeInTranslationUnit(L, R.getBegin()) &&
          SM->isBeforeInTranslationUnit(L, R.getEnd()))
        Found = CS; // visited outermost first
      return true;
    }
    ASTContext *Ctx;
    const SourceManager *SM;
    SourceLocation L;
    const Stmt *Found = nullptr;
  } F;
  F.Ctx = &Ctx;
  F.SM = &Ctx.getSourceManager();
  F.L = Ctx.getSourceManager().getExpansionLoc(L);
  F.TraverseStmt(FD->getBody());
  return F.Found;
}

/// Whether data region \p DC's statement holds compute construct \p C, or
/// is C's own (the directives nested without braces).
bool governs(const DataConstruct &DC, const ComputeConstruct &C,
             ASTContext &Ctx) {
  return isWithin(C.PragmaRange.getBegin(), DC.Body, Ctx) ||
         (C.Body && isWithin(C.Body->getBeginLoc(), DC.Body, Ctx));
}

/// ComputeConstruct::EnclosingDevice: for each variable, the innermost data
/// region of the construct's dialect and function around it that maps the
/// variable whole (a pointer: from its first element, and never changed in
/// the region), without `if` or device addresses in its body.
std::vector<ComputeConstruct::DeviceOf>
enclosingDevice(const ComputeConstruct &C,
                const std::vector<DataConstruct> &DataConstructs,
                ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::MapVector<const ValueDecl *,
                  std::pair<SourceLocation, ComputeConstruct::DeviceOf>>
      Best;
  for (const DataConstruct &DC : DataConstructs) {
    if (DC.K != DataConstruct::Kind::Region || !DC.IfCond.empty() ||
        !DC.UseDevices.empty() || DC.Lang != C.Lang ||
        DC.Function != C.Function || !DC.Body || !governs(DC, C, Ctx))
      continue;
    SourceLocation At = SM.getExpansionLoc(DC.PragmaRange.getBegin());
    // OpenMP has one reference count: an `exit data` of the variable in
    // the region may remove the region's own mapping (`map(delete:)`
    // does), after which a construct maps it anew.
    auto ExitedInside = [&](const VarDecl *V) {
      return DC.Lang == Dialect::OpenMP &&
             llvm::any_of(DataConstructs, [&](const DataConstruct &X) {
               return X.K == DataConstruct::Kind::Exit &&
                      isWithin(X.Loc, DC.Body, Ctx) &&
                      llvm::any_of(X.Data, [&](const DataClause &XC) {
                        return XC.Var.Decl == V;
                      });
             });
    };
    for (const DataClause &Cl : DC.Data) {
      const auto *V = dyn_cast_or_null<VarDecl>(Cl.Var.Decl);
      if (!V || Cl.Var.IsMember() || Cl.Map.DevicePtr || Cl.Map.NoCreate ||
          V->getType()->isReferenceType() || ExitedInside(V))
        continue;
      bool Whole =
          V->getType()->isPointerType()
              ? !Cl.Var.Subscripts.empty() &&
                    (Cl.Var.Subscripts[0].Lower.empty() ||
                     Cl.Var.Subscripts[0].Lower == "0") &&
                    !mayChange(V, DC.Body)
              : Cl.Var.Subscripts.empty() || isZero(Cl.Var.Subscripts[0].Lower);
      auto It = Best.find(V);
      if (!Whole || (It != Best.end() &&
                     SM.isBeforeInTranslationUnit(At, It->second.first)))
        continue; // an inner region maps it
      Best[V] = {At, {V, deviceVarName(Cl.Var.Name, Ctx), Cl.Var}};
    }
  }
  std::vector<ComputeConstruct::DeviceOf> Out;
  for (auto &KV : Best)
    Out.push_back(KV.second.second);
  return Out;
}

} // namespace

void findEnclosingData(std::vector<ComputeConstruct> &Constructs,
                       const std::vector<DataConstruct> &DataConstructs,
                       ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  using K = DataConstruct::Kind;
  for (ComputeConstruct &C : Constructs)
    for (const DataConstruct &DC : DataConstructs) {
      // OpenMP's implicit rules already look pointers and arrays up and
      // keep scalars firstprivate inside target data. A region with an
      // `if` may map nothing, so it makes nothing present, unless it is a
      // split region's, whose parts run on the device under its `if` only.
      bool Present = false;
      if (DC.K == K::Region)
        Present = C.Lang == Dialect::OpenACC && DC.Lang == Dialect::OpenACC &&
                  (DC.IfCond.empty() || DC.OfSplitRegion) &&
                  DC.Function == C.Function && governs(DC, C, Ctx);
      // Declared data is present from the directive (or the variable's
      // definition) to the end of its scope, in either dialect.
      if (DC.K == K::Declare) {
        SourceLocation From =
            DC.Loc.isValid() ? DC.Loc : DC.After->getLocation();
        const Stmt *Scope =
            DC.Function ? enclosingBlock(DC.Function, From, Ctx) : nullptr;
        Present =
            SM.isBeforeInTranslationUnit(SM.getExpansionLoc(From),
                                         C.PragmaRange.getBegin()) &&
            (!DC.Function || (DC.Function == C.Function && Scope &&
                              isWithin(C.PragmaRange.getBegin(), Scope, Ctx)));
      }
      if (!Present)
        continue;
      for (const DataClause &Cl : DC.Data)
        if (Cl.Var.Decl && !Cl.Var.IsMember())
          C.EnclosingData.push_back(Cl);
    }
  for (ComputeConstruct &C : Constructs)
    C.EnclosingDevice = enclosingDevice(C, DataConstructs, Ctx);
}

void keepDeviceAddresses(const std::vector<KernelPlan> &Plans,
                         std::vector<DataPlan> &DataPlans, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The innermost region around each construct that maps the variable
  // keeps its device address (enclosingDevice chose that region).
  for (const KernelPlan &P : Plans)
    for (const Mapping &KM : P.Maps) {
      if (KM.Direct.empty() || !KM.Decl)
        continue;
      Mapping *Innermost = nullptr;
      SourceLocation InnermostAt;
      for (DataPlan &DP : DataPlans) {
        const DataConstruct &DC = *DP.C;
        if (DC.K != DataConstruct::Kind::Region || !DC.Body ||
            DC.Function != P.C->Function || !governs(DC, *P.C, Ctx))
          continue;
        SourceLocation At = SM.getExpansionLoc(DC.PragmaRange.getBegin());
        if (Innermost && SM.isBeforeInTranslationUnit(At, InnermostAt))
          continue;
        for (Mapping &M : DP.Maps)
          if (M.Decl == KM.Decl && M.DevVar == KM.Direct) {
            Innermost = &M;
            InnermostAt = At;
          }
      }
      if (Innermost)
        Innermost->Direct = KM.Direct;
    }
}

std::string enclosingDeviceFor(const ComputeConstruct &C,
                               const DataClause &Cl) {
  const MapType &M = Cl.Map;
  if (Cl.Var.IsMember() || Cl.Var.IsThis || M.Always || M.DevicePtr ||
      M.Attach || M.Link || Cl.Var.attachesMember())
    return "";
  const ComputeConstruct::DeviceOf *Outer = nullptr;
  for (const ComputeConstruct::DeviceOf &D : C.EnclosingDevice)
    if (D.Var == Cl.Var.Decl)
      Outer = &D;
  if (!Outer)
    return "";
  const std::string &Name = Outer->Name;
  QualType T = Cl.Var.Decl->getType().getNonReferenceType();
  // The kernel indexes the device copy from its first element.
  if (!T->isPointerType())
    return Cl.Var.Subscripts.empty() || isZero(Cl.Var.Subscripts[0].Lower)
               ? Name
               : "";
  if (Cl.Var.Subscripts.empty())
    return Name; // present(p): the data p points to
  const Subscript &In = Cl.Var.Subscripts[0];
  const Subscript &Out = Outer->RegionSection.Subscripts[0];
  return Cl.Var.Subscripts.size() == 1 && isZero(In.Lower) &&
                 In.Length == Out.Length
             ? Name
             : "";
}

} // namespace acc2cuda
