//===- ImpliedSections.cpp ------------------------------------------------===//

#include "ImpliedSections.h"
#include "DeviceLambdas.h"
#include "LoopAnalysis.h"
#include "Support/SourceText.h"
#include "Support/Subscripts.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <climits>

using namespace clang;

namespace acc2cuda {

namespace {

/// Whether \p Body assigns \p VD, increments it or takes its address.
class WritesTo : public RecursiveASTVisitor<WritesTo> {
public:
  explicit WritesTo(const VarDecl *VD) : VD(VD) {}
  bool Found = false;

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      check(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      check(UO->getSubExpr());
    return true;
  }

private:
  void check(const Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    Found |= DRE && DRE->getDecl() == VD;
  }
  const VarDecl *VD;
};

/// Whether the host can evaluate \p E before the kernel runs: it reads only
/// constants and variables declared before \p Body that \p Body does not
/// change, and calls nothing.
bool hostInvariant(const Expr *E, const Stmt *Body, const SourceManager &SM) {
  if (!E)
    return false;
  struct Reads : RecursiveASTVisitor<Reads> {
    const Stmt *Body;
    const SourceManager &SM;
    bool Ok = true;
    Reads(const Stmt *Body, const SourceManager &SM) : Body(Body), SM(SM) {}
    bool VisitCallExpr(CallExpr *) { return Ok = false; }
    bool VisitMemberExpr(MemberExpr *) { return Ok = false; }
    bool VisitDeclRefExpr(DeclRefExpr *DRE) {
      if (isa<EnumConstantDecl>(DRE->getDecl()))
        return true;
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD ||
          !SM.isBeforeInTranslationUnit(VD->getLocation(), Body->getBeginLoc()))
        return Ok = false;
      WritesTo W(VD);
      W.TraverseStmt(const_cast<Stmt *>(Body));
      return Ok = !W.Found;
    }
  } R(Body, SM);
  R.TraverseStmt(const_cast<Expr *>(E));
  return R.Ok;
}

/// The loops of the kernel that are not spread over the grid (a `seq`
/// loop, a kernels loop acc2cuda cannot prove independent, a serial
/// construct's loops) whose bounds the host can evaluate at the launch.
class SequentialLoops : public RecursiveASTVisitor<SequentialLoops> {
public:
  SequentialLoops(const KernelPlan &P, ASTContext &Ctx)
      : P(P), Ctx(Ctx), Quiet(Ctx.getDiagnostics().getDiagnosticIDs(),
                              new DiagnosticOptions, &Ignore,
                              /*ShouldOwnClient=*/false) {
    Quiet.setSourceManager(&Ctx.getSourceManager());
  }
  /// The loops, found on first use: most pointers follow a grid loop.
  llvm::ArrayRef<CanonicalLoop> loops() {
    if (!Found) {
      Found = true;
      TraverseStmt(const_cast<Stmt *>(P.KernelBody));
    }
    return Loops;
  }

  bool VisitForStmt(ForStmt *F) {
    if (llvm::any_of(P.Loops,
                     [F](const CanonicalLoop &L) { return L.For == F; }))
      return true;
    Diag QD(Quiet);
    std::optional<CanonicalLoop> L = analyzeCanonicalLoop(F, Ctx, QD, "loop");
    const SourceManager &SM = Ctx.getSourceManager();
    if (L && hostInvariant(L->LowerExpr, P.KernelBody, SM) &&
        hostInvariant(L->BoundExpr, P.KernelBody, SM))
      Loops.push_back(*L);
    return true;
  }

private:
  std::vector<CanonicalLoop> Loops;
  bool Found = false;
  const KernelPlan &P;
  ASTContext &Ctx;
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine Quiet;
};

/// Each use of the pointer: the loop and the constant offset of its
/// subscript, or a use the extent cannot come from.
class PointerUses : public RecursiveASTVisitor<PointerUses> {
public:
  PointerUses(const ValueDecl *VD, const KernelPlan &P,
              SequentialLoops &Sequential, ASTContext &Ctx)
      : VD(VD), P(P), Sequential(Sequential), Ctx(Ctx) {}

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    const auto *Base =
        dyn_cast<DeclRefExpr>(subscriptBase(E)->IgnoreParenImpCasts());
    if (!Base || Base->getDecl() != VD)
      return true;
    Subscripts.insert(Base);
    const CanonicalLoop *L = nullptr;
    long long Offset = 0;
    if (!loopPlusConstant(subscriptIndex(E), L, Offset) ||
        (Loop && Loop != L) || !L->For || !within(E, L->For)) {
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
  SequentialLoops &Sequential;
  ASTContext &Ctx;
  llvm::SmallPtrSet<const DeclRefExpr *, 8> Subscripts;
  unsigned Refs = 0;
  const CanonicalLoop *Loop = nullptr;
  long long MinOffset = LLONG_MAX, MaxOffset = LLONG_MIN; ///< of the uses
  bool Other = false;

private:
  /// Whether \p E is in \p For's body, where its variable is in range.
  bool within(const Expr *E, const ForStmt *For) {
    const SourceManager &SM = Ctx.getSourceManager();
    SourceRange R = For->getBody()->getSourceRange();
    return !SM.isBeforeInTranslationUnit(E->getBeginLoc(), R.getBegin()) &&
           !SM.isBeforeInTranslationUnit(R.getEnd(), E->getBeginLoc());
  }

  /// `i`, `i + c`, `i - c`, `c + i` with i a grid loop's variable or a
  /// sequential loop's with host-evaluable bounds.
  bool loopPlusConstant(const Expr *E, const CanonicalLoop *&L,
                        long long &Offset) {
    E = E->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      for (const CanonicalLoop &Cand : P.Loops)
        if (Cand.IndVar == DRE->getDecl())
          L = &Cand;
      if (!L)
        for (const CanonicalLoop &Cand : Sequential.loops())
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
  if (!P.KernelBody || Elem.isNull() || Elem->isIncompleteType() ||
      holdsHostAddress(Elem, Ctx))
    return std::nullopt;
  SequentialLoops Sequential(P, Ctx);
  PointerUses U(VD, P, Sequential, Ctx);
  U.TraverseStmt(const_cast<Stmt *>(P.KernelBody));
  // Every reference subscripts it (no `p + k`, no `f(p)`).
  if (U.Other || !U.Loop || U.Refs != U.Subscripts.size())
    return std::nullopt;
  const CanonicalLoop &L = *U.Loop;
  // Loops whose bounds the host evaluates: [Lower, Bound) or [Lower,
  // Bound] increasing, (Bound, Lower] or [Bound, Lower] decreasing. The
  // loop's step only skips elements of the section.
  if (L.Lower.empty() || L.Bound.empty())
    return std::nullopt;
  if (!L.Increasing) {
    if (L.Cmp != CanonicalLoop::Test::GT && L.Cmp != CanonicalLoop::Test::GE)
      return std::nullopt;
    // From the lowest element to the highest: nothing when the loop runs
    // no iteration (the first is then past the last).
    Subscript S;
    S.Lower =
        plus(L.Bound, U.MinOffset + (L.Cmp == CanonicalLoop::Test::GT ? 1 : 0));
    S.Length = "acc2cuda::trip_count_le(" + S.Lower + ", " +
               plus(L.Lower, U.MaxOffset) + ", 1)";
    return S;
  }
  if (L.Cmp != CanonicalLoop::Test::LT && L.Cmp != CanonicalLoop::Test::LE)
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
