//===- PointerEscapes.cpp -------------------------------------------------===//

#include "PointerEscapes.h"
#include "AtomicLowering.h"
#include "Support/Subscripts.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include <type_traits>

using namespace clang;

namespace acc2cuda {

namespace {

/// Host references to one variable (OpenMP clauses name variables without
/// using them; kernel bodies are device code).
struct References : RecursiveASTVisitor<References> {
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool TraverseOMPClause(OMPClause *) { return true; }
  bool TraverseCapturedStmt(CapturedStmt *S) {
    return TraverseStmt(S->getCapturedStmt());
  }
  bool TraverseDecl(Decl *D) {
    // The program's variables are not named in system headers.
    if (D && !isa<TranslationUnitDecl>(D) &&
        Ctx->getSourceManager().isInSystemHeader(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() != V || inDeviceCode(E->getLocation()))
      return true;
    Found.push_back(E);
    return true;
  }
  /// A lambda that copies the pointer keeps the address in its closure
  /// (which a kernel may get, its pointers translated through the present
  /// table: Construct::closure_on_device).
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (CapturedBy || inDeviceCode(L->getBeginLoc()))
      return true;
    // A scalar captured by reference has the closure as another name.
    const bool Scalar =
        V->getType()->isScalarType() && !V->getType()->isPointerType();
    for (const LambdaCapture &C : L->captures())
      if (C.capturesVariable() && C.getCapturedVar() == V &&
          (Scalar ? C.getCaptureKind() == LCK_ByRef
                  : C.getCaptureKind() == LCK_ByCopy &&
                        !V->getType()->isArrayType()))
        CapturedBy = L;
    return true;
  }
  bool inDeviceCode(SourceLocation L) const {
    return llvm::any_of(DeviceCode,
                        [&](const Stmt *S) { return isWithin(L, S, *Ctx); });
  }
  const ValueDecl *V = nullptr;
  llvm::ArrayRef<const Stmt *> DeviceCode;
  ASTContext *Ctx = nullptr;
  std::vector<const DeclRefExpr *> Found;
  const LambdaExpr *CapturedBy = nullptr;
};

class EscapeCheck {
public:
  EscapeCheck(llvm::ArrayRef<const Stmt *> DeviceCode, ASTContext &Ctx,
              llvm::function_ref<bool(const ParmVarDecl *)> Mapped)
      : DeviceCode(DeviceCode), Ctx(Ctx), SM(Ctx.getSourceManager()),
        Mapped(Mapped) {}

  /// The first use of \p V in \p Root (a statement or a declaration)
  /// that escapes, or null.
  template <class Node>
  const Expr *firstEscape(const ValueDecl *V, Node *Root, unsigned Depth) {
    References R;
    R.V = V;
    R.DeviceCode = DeviceCode;
    R.Ctx = &Ctx;
    if constexpr (std::is_base_of_v<Stmt, Node>)
      R.TraverseStmt(Root);
    else
      R.TraverseDecl(Root);
    if (R.CapturedBy)
      return R.CapturedBy;
    const bool Scalar =
        V->getType()->isScalarType() && !V->getType()->isPointerType();
    for (const DeclRefExpr *E : R.Found)
      if (Scalar ? scalarEscapes(E) : escapes(E, Depth))
        return E;
    return nullptr;
  }

private:
  /// Whether use \p E of a scalar variable gives its storage another name:
  /// its address taken, a reference bound to it. Reads, assignments,
  /// increments and `sizeof` do not; anything else counts as escaping.
  bool scalarEscapes(const Expr *E) {
    const Expr *Cur = E;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      if (Parents.empty())
        return false;
      const auto *P = Parents[0].get<Expr>();
      if (!P) // a reference initialised or returned
        return !Parents[0].get<Stmt>() ||
               isa<ReturnStmt>(Parents[0].get<Stmt>());
      if (isa<ParenExpr>(P) || isa<ConditionalOperator>(P)) {
        Cur = P;
        continue;
      }
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
        if (IC->getCastKind() == CK_LValueToRValue)
          return false;
        Cur = P;
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_AddrOf)
          return true;
        if (!UO->isPrefix() || !Ctx.getLangOpts().CPlusPlus)
          return false;
        Cur = P; // ++s is an lvalue in C++
        continue;
      }
      if (const auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->getOpcode() == BO_Comma && BO->getRHS() == Cur) {
          Cur = P;
          continue;
        }
        // An assignment's value is an lvalue in C++: follow it.
        if (BO->isAssignmentOp() && BO->getLHS() == Cur &&
            Ctx.getLangOpts().CPlusPlus) {
          Cur = P;
          continue;
        }
        return false;
      }
      return !isa<UnaryExprOrTypeTraitExpr>(P);
    }
  }

  /// Whether the address \p E evaluates to (the variable's, or one derived
  /// from it) may be kept somewhere.
  bool escapes(const Expr *E, unsigned Depth) {
    const Expr *Cur = E;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      if (Parents.empty())
        return false;
      if (Parents[0].get<Decl>())
        return true; // an initialiser
      const Stmt *P = Parents[0].get<Stmt>();
      if (!P)
        return true;
      if (isa<ReturnStmt>(P))
        return true;
      const auto *PE = dyn_cast<Expr>(P);
      if (!PE)
        return false; // a statement of its own, or a condition
      if (isa<ParenExpr>(PE) || isa<ConditionalOperator>(PE)) {
        Cur = PE;
        continue;
      }
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(PE)) {
        if (IC->getCastKind() == CK_PointerToBoolean)
          return false;
        Cur = PE;
        continue;
      }
      if (const auto *EC = dyn_cast<ExplicitCastExpr>(PE)) {
        if (!EC->getType()->isPointerType() && !EC->getType()->isVoidType())
          return true; // an integer holding the address
        Cur = PE;
        continue;
      }
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(PE)) {
        if (subscriptBase(AS)->IgnoreParenImpCasts() !=
                Cur->IgnoreParenImpCasts() &&
            subscriptBase(AS) != Cur)
          return true;
        // An element: its address may be taken in turn (`&a[0]`, a row
        // `a[i]` of a 2-D array decaying to a pointer).
        const Expr *Address = elementAddress(AS);
        if (!Address)
          return false;
        if (Address == AS)
          return true;
        Cur = Address;
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(PE))
        return UO->getOpcode() == UO_AddrOf;
      if (const auto *ME = dyn_cast<MemberExpr>(PE))
        return !ME->isArrow();
      if (const auto *BO = dyn_cast<BinaryOperator>(PE)) {
        if (BO->isComparisonOp())
          return false;
        if ((BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
            BO->getType()->isPointerType()) {
          Cur = PE;
          continue;
        }
        return BO->getOpcode() != BO_Sub; // a - b is a distance
      }
      if (isa<UnaryExprOrTypeTraitExpr>(PE) || isa<CXXDeleteExpr>(PE))
        return false;
      if (const auto *Call = dyn_cast<CallExpr>(PE)) {
        if (Call->getCallee() == Cur)
          return false;
        if (!passesSafely(Call, Cur, Depth))
          return true;
        if (!Call->getType()->isPointerType() &&
            !Call->getType()->isReferenceType())
          return false;
        Cur = PE; // the result may be the address
        continue;
      }
      return true;
    }
  }

  /// Where element lvalue \p E (a[i], a[i].m) becomes an address again:
  /// the `&` or array decay that yields it; \p E itself when a reference
  /// binds to it (the address is then kept); null when it is only read or
  /// written.
  const Expr *elementAddress(const Expr *E) {
    const Expr *Cur = E;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*Cur);
      if (Parents.empty())
        return nullptr;
      if (Parents[0].get<Decl>())
        return E; // bound to a reference
      const auto *PE = Parents[0].get<Expr>();
      if (!PE)
        return nullptr;
      if (isa<ParenExpr>(PE) ||
          (isa<MemberExpr>(PE) && !cast<MemberExpr>(PE)->isArrow())) {
        Cur = PE;
        continue;
      }
      if (const auto *IC = dyn_cast<ImplicitCastExpr>(PE)) {
        if (IC->getCastKind() == CK_ArrayToPointerDecay)
          return PE;
        if (IC->getCastKind() == CK_LValueToRValue)
          return nullptr;
        Cur = PE;
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(PE))
        return UO->getOpcode() == UO_AddrOf ? PE : nullptr;
      if (const auto *Call = dyn_cast<CallExpr>(PE))
        return Call->getCallee() == Cur ? nullptr : E; // by reference
      return nullptr;
    }
  }

  /// Whether the function \p Call calls keeps no copy of argument \p Arg.
  bool passesSafely(const CallExpr *Call, const Expr *Arg, unsigned Depth) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || isa<CXXMethodDecl>(FD))
      return false;
    if (FD->getBuiltinID() ||
        SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      return true; // the C library and free standard functions
    const FunctionDecl *Def = nullptr;
    if (Depth >= 2 || !FD->hasBody(Def))
      return false;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      if (Call->getArg(I) != Arg)
        continue;
      if (I >= Def->getNumParams())
        return false; // through `...`
      const ParmVarDecl *P = Def->getParamDecl(I);
      if (P->getType()->isReferenceType() || Mapped(P))
        return false;
      return !firstEscape(P, Def->getBody(), Depth + 1);
    }
    return false;
  }

  llvm::ArrayRef<const Stmt *> DeviceCode;
  ASTContext &Ctx;
  const SourceManager &SM;
  llvm::function_ref<bool(const ParmVarDecl *)> Mapped;
};

} // namespace

const Expr *aliasingUse(const VarDecl *V,
                        llvm::ArrayRef<const Stmt *> DeviceCode,
                        ASTContext &Ctx,
                        llvm::function_ref<bool(const ParmVarDecl *)> Mapped) {
  EscapeCheck Check(DeviceCode, Ctx, Mapped);
  if (V->isLocalVarDecl())
    if (const auto *F =
            dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
        F && F->getBody())
      return Check.firstEscape(V, F->getBody(), 0);
  return Check.firstEscape(V, Ctx.getTranslationUnitDecl(), 0);
}

} // namespace acc2cuda
