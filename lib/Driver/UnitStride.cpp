//===- UnitStride.cpp -----------------------------------------------------===//

#include "UnitStride.h"
#include "Support/Subscripts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// The variable an lvalue names: `v`, or `v.a.b` (a write to a member
/// writes the variable).
const VarDecl *varOf(const Expr *E) {
  E = E->IgnoreParens();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (M->isArrow())
      return nullptr;
    E = M->getBase()->IgnoreParens();
  }
  const auto *R = dyn_cast<DeclRefExpr>(E);
  return R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
}

/// How the kernel body gives variables their values: the expressions
/// assigned (initialisers included), the ones stepped by ++/--, and those
/// it uses in any other way than reading (address taken, bound to a
/// reference), which the analysis gives up on.
struct Writes : RecursiveASTVisitor<Writes> {
  llvm::DenseMap<const VarDecl *, std::vector<const Expr *>> Sources;
  llvm::DenseSet<const VarDecl *> Stepped, Escaped;
  llvm::DenseSet<const Expr *> Accounted; ///< uses known to read or write
  std::vector<const DeclRefExpr *> Uses;

  bool VisitVarDecl(VarDecl *V) {
    if (const Expr *Init = V->getInit())
      Sources[V].push_back(Init);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      account(B->getLHS(), B->getRHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      if (const VarDecl *V = account(U->getSubExpr(), nullptr))
        Stepped.insert(V);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *C) {
    if (C->getCastKind() == CK_LValueToRValue ||
        C->getCastKind() == CK_ArrayToPointerDecay)
      markRead(C->getSubExpr());
    return true;
  }
  /// An OpenMP region inside the kernel refers to the variables it
  /// captures: its body's uses say how.
  bool VisitCapturedStmt(CapturedStmt *S) {
    for (const Expr *Init : S->capture_inits())
      if (Init)
        markRead(Init);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *R) {
    Uses.push_back(R);
    return true;
  }

  /// Records a write of \p Value (null: a step) to the variable \p LHS
  /// names.
  const VarDecl *account(const Expr *LHS, const Expr *Value) {
    const VarDecl *V = varOf(LHS);
    if (!V)
      return nullptr;
    markRead(LHS);
    if (Value)
      Sources[V].push_back(Value);
    return V;
  }
  void markRead(const Expr *E) {
    E = E->IgnoreParens();
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow())
        return;
      E = M->getBase()->IgnoreParens();
    }
    if (isa<DeclRefExpr>(E))
      Accounted.insert(E);
  }
  void finish() {
    for (const DeclRefExpr *R : Uses)
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
        if (!Accounted.count(R))
          Escaped.insert(V);
  }
};

/// How an expression varies with the loop variable: not at all, as the
/// variable plus terms that do not vary, or otherwise (or unknown).
enum class Dep { None, Unit, Other };

class Classifier {
public:
  Classifier(const Writes &W, const VarDecl *Var) : W(W), Var(Var) {}

  Dep of(const Expr *E, unsigned Depth = 0) {
    if (Depth > 32)
      return Dep::Other;
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      Dep D = of(C->getSubExpr(), Depth + 1);
      // Integer conversions keep the step; a detour through floating
      // point or a pointer may not.
      bool Keeps = C->getType()->isIntegralOrEnumerationType() &&
                   C->getSubExpr()->getType()->isIntegralOrEnumerationType();
      return D == Dep::Unit && !Keeps &&
                     C->getCastKind() != CK_LValueToRValue &&
                     C->getCastKind() != CK_NoOp
                 ? Dep::Other
                 : D;
    }
    if (const auto *R = dyn_cast<DeclRefExpr>(E))
      return ofDecl(R->getDecl(), Depth);
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      Dep L = of(B->getLHS(), Depth + 1), R = of(B->getRHS(), Depth + 1);
      if (L == Dep::None && R == Dep::None)
        return Dep::None;
      if (B->getOpcode() == BO_Add && ((L == Dep::Unit && R == Dep::None) ||
                                       (L == Dep::None && R == Dep::Unit)))
        return Dep::Unit;
      if (B->getOpcode() == BO_Sub && L == Dep::Unit && R == Dep::None)
        return Dep::Unit;
      return Dep::Other;
    }
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return of(M->getBase(), Depth + 1) == Dep::None ? Dep::None : Dep::Other;
    // Anything else: independent when all its parts are.
    for (const Stmt *Child : E->children()) {
      const auto *CE = dyn_cast_or_null<Expr>(Child);
      if (Child && (!CE || of(CE, Depth + 1) != Dep::None))
        return Dep::Other;
    }
    return Dep::None;
  }

private:
  Dep ofDecl(const ValueDecl *D, unsigned Depth) {
    if (D == Var)
      return Dep::Unit;
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V)
      return isa<BindingDecl>(D) ? Dep::Other : Dep::None;
    if (V->getType()->isArrayType())
      return Dep::None; // its address
    if (W.Escaped.count(V) || Active.count(V))
      return Dep::Other;
    auto It = W.Sources.find(V);
    if (It == W.Sources.end())
      return Dep::None; // not written here: the same in every iteration
    Active.insert(V);
    bool Unit = false, Other = false;
    for (const Expr *S : It->second) {
      Dep Src = of(S, Depth + 1);
      Unit |= Src == Dep::Unit;
      Other |= Src == Dep::Other;
    }
    Active.erase(V);
    if (Other)
      return Dep::Other;
    if (!Unit)
      return Dep::None;
    // A copy of an index (`k = i * n + j`) is one only when nothing else
    // changes it.
    return It->second.size() == 1 && !W.Stepped.count(V) ? Dep::Unit
                                                         : Dep::Other;
  }

  const Writes &W;
  const VarDecl *Var;
  llvm::DenseSet<const VarDecl *> Active;
};

/// The array an element access reads, as the report names it: `a`, `s.a`,
/// or the member `a` of `this`; empty when it is something else.
std::string arrayName(const Expr *Base) {
  Base = Base->IgnoreParenImpCasts();
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(Base))
    Base = subscriptBase(A)->IgnoreParenImpCasts();
  if (const auto *R = dyn_cast<DeclRefExpr>(Base))
    return R->getDecl()->getNameAsString();
  const auto *M = dyn_cast<MemberExpr>(Base);
  if (!M)
    return "";
  const Expr *Of = M->getBase()->IgnoreParenImpCasts();
  std::string Member = M->getMemberDecl()->getNameAsString();
  if (isa<CXXThisExpr>(Of))
    return Member;
  if (const auto *R = dyn_cast<DeclRefExpr>(Of))
    return R->getDecl()->getNameAsString() + (M->isArrow() ? "->" : ".") +
           Member;
  return "";
}

struct Accesses : RecursiveASTVisitor<Accesses> {
  Classifier &C;
  std::vector<std::string> Found;
  explicit Accesses(Classifier &C) : C(C) {}

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (E->getType()->isArrayType())
      return true; // a row of a multi-dimensional array, not an element
    std::string Name = arrayName(subscriptBase(E));
    if (Name.empty() || llvm::is_contained(Found, Name))
      return true;
    if (C.of(subscriptIndex(E)) == Dep::Unit &&
        C.of(subscriptBase(E)) == Dep::None)
      Found.push_back(Name);
    return true;
  }
};

} // namespace

std::vector<std::string> unitStrideArrays(const Stmt *Body, const Stmt *Scope,
                                          const VarDecl *Var) {
  if (!Body || !Scope || !Var)
    return {};
  Writes W;
  W.TraverseStmt(const_cast<Stmt *>(Body));
  W.finish();
  Classifier C(W, Var);
  Accesses A(C);
  A.TraverseStmt(const_cast<Stmt *>(Scope));
  return A.Found;
}

} // namespace acc2cuda
