//===- KernelsIndependence.cpp --------------------------------------------===//

#include "KernelsIndependence.h"
#include "AtomicLowering.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// The subscripted references to each array, with their indices (outermost
/// dimension first), and every reference to it.
class Accesses : public RecursiveASTVisitor<Accesses> {
public:
  struct Access {
    std::vector<const Expr *> Indices;
  };
  llvm::DenseMap<const ValueDecl *, std::vector<Access>> Of;
  llvm::DenseMap<const ValueDecl *, unsigned> Refs;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    ++Refs[E->getDecl()];
    return true;
  }
  bool TraverseArraySubscriptExpr(ArraySubscriptExpr *E) {
    std::vector<const Expr *> Indices;
    const Expr *Base = E;
    while (const auto *AS = dyn_cast<ArraySubscriptExpr>(Base)) {
      Indices.insert(Indices.begin(), subscriptIndex(AS));
      Base = subscriptBase(AS)->IgnoreParenImpCasts();
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Base)) {
      Of[DRE->getDecl()].push_back({Indices});
      ++Refs[DRE->getDecl()];
    } else {
      TraverseStmt(const_cast<Expr *>(Base));
    }
    for (const Expr *I : Indices)
      TraverseStmt(const_cast<Expr *>(I));
    return true;
  }
};

/// A term of an index written as a sum: Sign * Scale * Var, or an
/// invariant (Var null).
struct Term {
  const VarDecl *Var = nullptr;
  const Expr *Scale = nullptr; ///< null: 1
  const Expr *E = nullptr;
};

class IndexAnalysis {
public:
  IndexAnalysis(llvm::ArrayRef<CanonicalLoop> Loops, const Stmt *Body,
                const llvm::SmallPtrSetImpl<const ValueDecl *> &Written,
                ASTContext &Ctx)
      : Loops(Loops), Body(Body), Written(Written), Ctx(Ctx) {}

  /// The loops (indices into Loops) whose variable \p Index is injective
  /// in, alone; empty when it is not such an index.
  llvm::SmallVector<size_t, 2> covers(const Expr *Index) const {
    std::vector<Term> Terms;
    if (!terms(Index, Terms))
      return {};
    std::vector<const Term *> LoopTerms;
    for (const Term &T : Terms)
      if (T.Var)
        LoopTerms.push_back(&T);
    if (LoopTerms.size() == 1) { // v + e, c * v
      const Term &T = *LoopTerms[0];
      if (T.Scale && !nonzeroConstant(T.Scale))
        return {};
      return {loopOf(T.Var)};
    }
    if (LoopTerms.size() != 2)
      return {};
    // w * u + v: v unscaled, running within [0, w).
    const Term *U = LoopTerms[0], *V = LoopTerms[1];
    if (!U->Scale)
      std::swap(U, V);
    if (!U->Scale || V->Scale || U->Var == V->Var)
      return {};
    size_t LU = loopOf(U->Var), LV = loopOf(V->Var);
    if (!withinZeroTo(Loops[LV], U->Scale))
      return {};
    return {LU, LV};
  }

private:
  size_t loopOf(const VarDecl *V) const {
    for (size_t I = 0; I < Loops.size(); ++I)
      if (Loops[I].IndVar == V)
        return I;
    return Loops.size();
  }
  const VarDecl *loopVar(const Expr *E) const {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return V && loopOf(V) < Loops.size() ? V : nullptr;
  }

  /// Flattens + and - into terms; false when a term is neither a loop
  /// variable (maybe scaled by an invariant) nor invariant.
  bool terms(const Expr *E, std::vector<Term> &Out) const {
    E = E->IgnoreParenImpCasts();
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)
        return terms(BO->getLHS(), Out) && terms(BO->getRHS(), Out);
      if (BO->getOpcode() == BO_Mul) {
        const Expr *L = BO->getLHS(), *R = BO->getRHS();
        if (const VarDecl *V = loopVar(R); V && invariant(L)) {
          Out.push_back({V, L, E});
          return true;
        }
        if (const VarDecl *V = loopVar(L); V && invariant(R)) {
          Out.push_back({V, R, E});
          return true;
        }
      }
    }
    if (const VarDecl *V = loopVar(E)) {
      Out.push_back({V, nullptr, E});
      return true;
    }
    if (!invariant(E))
      return false;
    Out.push_back({nullptr, nullptr, E});
    return true;
  }

  /// No loop variable, nothing the nest writes or declares (a value per
  /// iteration), no call or memory read.
  bool invariant(const Expr *E) const {
    struct Check : RecursiveASTVisitor<Check> {
      const IndexAnalysis &A;
      bool Ok = true;
      explicit Check(const IndexAnalysis &A) : A(A) {}
      bool VisitDeclRefExpr(DeclRefExpr *D) {
        if (isa<VarDecl>(D->getDecl()) &&
            (A.Written.count(D->getDecl()) || A.loopVar(D) ||
             isWithin(D->getDecl()->getLocation(), A.Body, A.Ctx)))
          Ok = false;
        return Ok;
      }
      bool VisitCallExpr(CallExpr *) { return Ok = false; }
      bool VisitArraySubscriptExpr(ArraySubscriptExpr *) { return Ok = false; }
      bool VisitUnaryOperator(UnaryOperator *U) {
        if (U->getOpcode() == UO_Deref || U->isIncrementDecrementOp())
          Ok = false;
        return Ok;
      }
      bool VisitBinaryOperator(BinaryOperator *B) {
        if (B->isAssignmentOp())
          Ok = false;
        return Ok;
      }
    } C(*this);
    C.TraverseStmt(const_cast<Expr *>(E));
    return C.Ok;
  }

  bool nonzeroConstant(const Expr *E) const {
    Expr::EvalResult R;
    return E->EvaluateAsInt(R, Ctx) && R.Val.getInt() != 0;
  }

  /// Whether loop L's variable stays within [0, W): it increases from a
  /// non-negative constant and stops at W, or below it.
  bool withinZeroTo(const CanonicalLoop &L, const Expr *W) const {
    Expr::EvalResult R;
    if (!L.Increasing || !L.LowerExpr || !L.BoundExpr ||
        !L.LowerExpr->EvaluateAsInt(R, Ctx) || R.Val.getInt().isNegative())
      return false;
    std::string WText = sourceText(W->IgnoreParenImpCasts(), Ctx);
    const Expr *B = L.BoundExpr->IgnoreParenImpCasts();
    // `v < w`, or `v < w - c` / `v <= w - c` with c > 0 (c >= 0 for <).
    if (sourceText(B, Ctx) == WText)
      return L.Cmp == CanonicalLoop::Test::LT;
    const auto *Sub = dyn_cast<BinaryOperator>(B);
    if (!Sub || Sub->getOpcode() != BO_Sub ||
        sourceText(Sub->getLHS()->IgnoreParenImpCasts(), Ctx) != WText ||
        !Sub->getRHS()->EvaluateAsInt(R, Ctx) || R.Val.getInt().isNegative())
      return false;
    bool Positive = R.Val.getInt().isStrictlyPositive();
    return L.Cmp == CanonicalLoop::Test::LT ||
           (L.Cmp == CanonicalLoop::Test::LE && Positive);
  }

  llvm::ArrayRef<CanonicalLoop> Loops;
  const Stmt *Body;
  const llvm::SmallPtrSetImpl<const ValueDecl *> &Written;
  ASTContext &Ctx;
};

} // namespace

bool writesAreDistinct(llvm::ArrayRef<CanonicalLoop> Loops, const Stmt *Body,
                       const llvm::SmallPtrSetImpl<const ValueDecl *> &Arrays,
                       const llvm::SmallPtrSetImpl<const ValueDecl *> &Written,
                       ASTContext &Ctx) {
  Accesses A;
  A.TraverseStmt(const_cast<Stmt *>(Body));
  IndexAnalysis IA(Loops, Body, Written, Ctx);
  for (const ValueDecl *X : Arrays) {
    auto It = A.Of.find(X);
    // Only subscripts: passed whole or through pointer arithmetic, it may
    // be written anywhere.
    if (It == A.Of.end() || A.Refs.lookup(X) != It->second.size())
      return false;
    // One list of indices for every reference.
    const std::vector<const Expr *> &First = It->second.front().Indices;
    for (const Accesses::Access &Acc : It->second) {
      if (Acc.Indices.size() != First.size())
        return false;
      for (size_t I = 0; I < First.size(); ++I)
        if (sourceText(Acc.Indices[I], Ctx) != sourceText(First[I], Ctx))
          return false;
    }
    // Every parallel loop variable with an index injective in it.
    llvm::SmallVector<bool, 4> Covered(Loops.size(), false);
    for (const Expr *Index : First)
      for (size_t L : IA.covers(Index))
        Covered[L] = true;
    if (llvm::is_contained(Covered, false))
      return false;
  }
  return true;
}

} // namespace acc2cuda
