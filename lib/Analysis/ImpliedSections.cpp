//===- ImpliedSections.cpp ------------------------------------------------===//

#include "ImpliedSections.h"
#include "DeviceLambdas.h"
#include "Support/SourceText.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <climits>

using namespace clang;

namespace acc2cuda {

namespace {

/// Each use of the pointer: the grid loop and the constant offset of its
/// subscript, or a use the extent cannot come from.
class PointerUses : public RecursiveASTVisitor<PointerUses> {
public:
  PointerUses(const ValueDecl *VD, const KernelPlan &P, ASTContext &Ctx)
      : VD(VD), P(P), Ctx(Ctx) {}

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    const auto *Base =
        dyn_cast<DeclRefExpr>(E->getBase()->IgnoreParenImpCasts());
    if (!Base || Base->getDecl() != VD)
      return true;
    Subscripts.insert(Base);
    const CanonicalLoop *L = nullptr;
    long long Offset = 0;
    if (!loopPlusConstant(E->getIdx(), L, Offset) || (Loop && Loop != L)) {
      Other = true;
      return true;
    }
    Loop = L;
    MinOffset = std::min(MinOffset, Offset);
    MaxOffset = std::max(MaxOffset, Offset);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == VD)
      ++Refs;
    return true;
  }

  const ValueDecl *VD;
  const KernelPlan &P;
  ASTContext &Ctx;
  llvm::SmallPtrSet<const DeclRefExpr *, 8> Subscripts;
  unsigned Refs = 0;
  const CanonicalLoop *Loop = nullptr;
  long long MinOffset = LLONG_MAX, MaxOffset = LLONG_MIN; ///< of the uses
  bool Other = false;

private:
  /// `i`, `i + c`, `i - c`, `c + i` with i a grid loop's variable.
  bool loopPlusConstant(const Expr *E, const CanonicalLoop *&L,
                        long long &Offset) {
    E = E->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      for (const CanonicalLoop &Cand : P.Loops)
        if (Cand.IndVar == DRE->getDecl())
          L = &Cand;
      Offset = 0;
      return L != nullptr;
    }
    const auto *BO = dyn_cast<BinaryOperator>(E);
    if (!BO || (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub))
      return false;
    Expr::EvalResult C;
    if (BO->getRHS()->EvaluateAsInt(C, Ctx) &&
        loopPlusConstant(BO->getLHS(), L, Offset)) {
      long long V = C.Val.getInt().getExtValue();
      Offset += BO->getOpcode() == BO_Add ? V : -V;
      return true;
    }
    if (BO->getOpcode() == BO_Add && BO->getLHS()->EvaluateAsInt(C, Ctx) &&
        loopPlusConstant(BO->getRHS(), L, Offset)) {
      Offset += C.Val.getInt().getExtValue();
      return true;
    }
    return false;
  }
};

/// E + C as source text.
std::string plus(const std::string &E, long long C) {
  if (C == 0)
    return E;
  long long Value;
  if (!llvm::StringRef(E).trim().getAsInteger(10, Value))
    return std::to_string(Value + C);
  bool Simple = llvm::all_of(E, [](char Ch) {
    return std::isalnum(static_cast<unsigned char>(Ch)) || Ch == '_';
  });
  return (Simple ? E : "(" + E + ")") + (C > 0 ? " + " : " - ") +
         std::to_string(C < 0 ? -C : C);
}

} // namespace

std::optional<Subscript> impliedSection(const ValueDecl *VD,
                                        const KernelPlan &P, ASTContext &Ctx) {
  // Elements holding addresses (double **, structs with pointers) would
  // reach the kernel with host addresses in them.
  QualType Elem = VD->getType().getNonReferenceType()->getPointeeType();
  if (!P.KernelBody || P.Loops.empty() || Elem.isNull() ||
      Elem->isIncompleteType() || holdsHostAddress(Elem, Ctx))
    return std::nullopt;
  PointerUses U(VD, P, Ctx);
  U.TraverseStmt(const_cast<Stmt *>(P.KernelBody));
  // Every reference subscripts it (no `p + k`, no `f(p)`).
  if (U.Other || !U.Loop || U.Refs != U.Subscripts.size())
    return std::nullopt;
  const CanonicalLoop &L = *U.Loop;
  // Increasing loops whose bounds the host evaluates: [Lower, Bound) or
  // [Lower, Bound]. The loop's step only skips elements of the section.
  if (!L.Increasing || L.Lower.empty() || L.Bound.empty() ||
      (L.Cmp != CanonicalLoop::Test::LT && L.Cmp != CanonicalLoop::Test::LE))
    return std::nullopt;
  // The loop's own trip count with step 1: nothing when it runs no
  // iteration.
  const bool LT = L.Cmp == CanonicalLoop::Test::LT;
  Subscript S;
  S.Lower = plus(L.Lower, U.MinOffset);
  S.Length = std::string("acc2cuda::") +
             (LT ? "trip_count_lt(" : "trip_count_le(") + S.Lower + ", " +
             plus(L.Bound, U.MaxOffset) + ", 1)";
  return S;
}

} // namespace acc2cuda
