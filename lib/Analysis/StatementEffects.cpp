//===- StatementEffects.cpp -----------------------------------------------===//

#include "StatementEffects.h"
#include "Support/Subscripts.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

const ValueDecl *ownStorage(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
      if (ICE->getCastKind() != CK_ArrayToPointerDecay &&
          ICE->getCastKind() != CK_NoOp &&
          ICE->getCastKind() != CK_UncheckedDerivedToBase &&
          ICE->getCastKind() != CK_DerivedToBase)
        return nullptr;
      E = ICE->getSubExpr();
    } else if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      return DRE->getDecl();
    } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (!ME->isArrow()) {
        E = ME->getBase();
        continue;
      }
      if (isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
        return ME->getMemberDecl();
      return nullptr;
    } else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      const auto *Base = dyn_cast<ImplicitCastExpr>(subscriptBase(ASE));
      if (!Base || Base->getCastKind() != CK_ArrayToPointerDecay)
        return nullptr;
      E = Base->getSubExpr();
    } else {
      return nullptr;
    }
  }
}

bool isPureCall(const CallExpr *CE, const ASTContext &Ctx, unsigned Depth) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || isa<CXXMethodDecl>(FD) || FD->isVariadic() ||
      FD->getReturnType()->isVoidType())
    return false;
  // A builtin the compiler knows to have no effect (__builtin_inff, which
  // INFINITY expands to).
  if (unsigned ID = FD->getBuiltinID(); ID && Ctx.BuiltinInfo.isConst(ID))
    return true;
  const SourceManager &SM = Ctx.getSourceManager();
  bool Library = FD->getBuiltinID() ||
                 SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()));
  if (Library &&
      (FD->getNumParams() == 0 || !FD->getReturnType()->isArithmeticType()))
    return false;
  for (const ParmVarDecl *P : FD->parameters()) {
    QualType T = P->getType();
    if (T->isReferenceType()) {
      if (!T.getNonReferenceType().isConstQualified())
        return false;
      T = T.getNonReferenceType();
    }
    if (Library ? !T->isArithmeticType()
                : T->isPointerType() && !T->getPointeeType().isConstQualified())
      return false;
  }
  if (Library)
    return true;
  const FunctionDecl *Def = nullptr;
  if (Depth >= 8 || !FD->hasBody(Def) || !Def) // deep or recursive: assume not
    return false;
  llvm::SmallPtrSet<const ValueDecl *, 1> None;
  EffectScan E(None, Ctx, Depth + 1);
  for (const ParmVarDecl *P : Def->parameters())
    E.own(P);
  E.TraverseStmt(Def->getBody());
  return E.Shared.isInvalid();
}

} // namespace acc2cuda
