//===- DataAnalysis.cpp ---------------------------------------------------===//

#include "DataAnalysis.h"
#include "DataMapping.h"
#include "Support/SourceText.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace acc2cuda {

std::optional<DataPlan> analyzeData(const DataConstruct &C, ASTContext &Ctx,
                                    Diag &D) {
  DataPlan P;
  P.C = &C;
  for (const Unsupported &U : C.Rejected)
    D.report(U.ID, U.Loc, U.What);
  if (!C.Rejected.empty())
    return std::nullopt;
  P.Global = C.K == DataConstruct::Kind::Declare && !C.Function;
  llvm::SmallPtrSet<const ValueDecl *, 8> Seen;
  llvm::StringSet<> SeenMembers;
  for (const DataClause &DC : C.Data) {
    // OpenACC 3.3 2.13: at namespace scope the data lives as long as the
    // program, so nothing can be copied out or required present.
    if (P.Global && (DC.Map.From || DC.Map.Present || DC.Map.NoCreate)) {
      D.report(diag::DeclareVariable, DC.Var.Range.getBegin(),
               "'" + DC.Spelling +
                   "' is not allowed on a 'declare' directive at namespace "
                   "scope; use 'create', 'copyin', 'device_resident' or "
                   "'link'");
      return std::nullopt;
    }
    if (P.Global && !cast<VarDecl>(DC.Var.Decl)->hasGlobalStorage()) {
      D.report(diag::DeclareVariable, DC.Var.Range.getBegin(),
               "'" + DC.Var.Name + "' is not a global variable");
      return std::nullopt;
    }
    if (P.Global && (!DC.Var.Subscripts.empty() ||
                     DC.Var.Decl->getType()->isDependentType())) {
      D.report(diag::DeclareVariable, DC.Var.Range.getBegin(),
               "a global in 'declare' must be named whole and not be of a "
               "dependent type");
      return std::nullopt;
    }
    // A struct and its members' data are mapped apart (s, s.p[0:n]).
    bool Again = DC.Var.IsMember() || DC.Map.Attach || DC.Var.IsThis
                     ? !SeenMembers.insert(DC.Var.Name).second
                     : !Seen.insert(DC.Var.Decl).second;
    if (Again) {
      D.report(diag::ConflictingClauses, DC.Var.Range.getBegin(),
               "'" + DC.Var.Name + "' appears in more than one data clause");
      return std::nullopt;
    }
    if (DC.Map.DevicePtr)
      continue; // already a device address: nothing to map
    if (DC.Var.IsMember() && !DC.Map.Attach &&
        (C.K == DataConstruct::Kind::Declare || !DC.Var.PointerMember)) {
      D.report(diag::StructMember, DC.Var.Range.getBegin(),
               "struct members other than sections of pointer members "
               "(s.p[0:n]) in clauses of '" +
                   C.DirectiveName +
                   "' are not supported by this version of acc2cuda; map "
                   "the whole struct");
      return std::nullopt;
    }
    std::optional<Mapping> M =
        makeAttachingMapping(DC.Var, DC.Map, DC.Spelling, Ctx, D);
    if (!M)
      return std::nullopt;
    M->Finalize = DC.Finalize;
    if (P.Global) {
      M->TwinName = "acc2cuda_dev_" + DC.Var.Name;
      // A const global's twin is not const: it gets the value when the
      // program starts (bind_global), not from an initialiser.
      Qualifiers Quals;
      QualType Twin =
          Ctx.getUnqualifiedArrayType(DC.Var.Decl->getType(), Quals);
      M->DeviceTwin = declareAs(Twin, M->TwinName, Ctx);
    }
    P.Maps.push_back(std::move(*M));
  }
  for (auto [List, Out] : {std::pair{&C.UpdateHost, &P.ToHost},
                           std::pair{&C.UpdateDevice, &P.ToDevice}})
    for (const VarRef &R : *List) {
      // A member is updated in place: its part of the struct's device copy
      // (s.n), or the data a pointer member points to (s.p[0:n]).
      std::optional<Mapping> M = makeMapping(
          R, MapType::present(), false,
          Out == &P.ToHost ? "update host" : "update device", Ctx, D);
      if (!M)
        return std::nullopt;
      Out->push_back(std::move(*M));
    }
  for (const UseDevice &U : C.UseDevices) {
    QualType T = U.Var.Decl->getType().getNonReferenceType();
    bool Pointer = T->isPointerType();
    if (T->isDependentType() && !Pointer && !T->isArrayType()) {
      D.report(diag::DependentType, U.Var.Range.getBegin(),
               "'" + U.Var.Name +
                   "' has a type that depends on a template parameter; "
                   "acc2cuda cannot tell whether it is a pointer");
      return std::nullopt;
    }
    if (U.How == UseDevice::Form::Address && Pointer) {
      D.report(diag::UnsupportedListItem, U.Var.Range.getBegin(),
               "'use_device_addr' of the pointer '" + U.Var.Name +
                   "' is not supported by this version of acc2cuda; use "
                   "'use_device_ptr' for the data it points to");
      return std::nullopt;
    }
    if (!Seen.insert(U.Var.Decl).second &&
        C.K == DataConstruct::Kind::HostData) {
      D.report(diag::ConflictingClauses, U.Var.Range.getBegin(),
               "'" + U.Var.Name + "' appears more than once in 'use_device'");
      return std::nullopt;
    }
    P.UseDevice.push_back({U.Var.Name, !Pointer});
  }
  return P;
}

bool mayChange(const VarDecl *V, const Stmt *S) {
  struct Uses : RecursiveASTVisitor<Uses> {
    const VarDecl *V;
    unsigned Refs = 0, Reads = 0;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Refs += E->getDecl() == V;
      return true;
    }
    bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
      const auto *R = dyn_cast<DeclRefExpr>(E->getSubExpr()->IgnoreParens());
      Reads += E->getCastKind() == CK_LValueToRValue && R && R->getDecl() == V;
      return true;
    }
    // An OpenMP region's clauses and captures name variables without
    // changing their host values; only its statement can.
    bool TraverseOMPClause(OMPClause *) { return true; }
    bool TraverseCapturedStmt(CapturedStmt *S) {
      return TraverseStmt(S->getCapturedStmt());
    }
  } U;
  U.V = V;
  U.TraverseStmt(const_cast<Stmt *>(S));
  return U.Refs > U.Reads;
}

} // namespace acc2cuda
