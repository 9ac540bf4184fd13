//===- LoopAnalysis.cpp ---------------------------------------------------===//

#include "LoopAnalysis.h"
#include "AtomicLowering.h"
#include "Support/SourceText.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace acc2cuda {

namespace {

const VarDecl *refersTo(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

bool isLiteralOne(const Expr *E, ASTContext &Ctx) {
  Expr::EvalResult R;
  return E->EvaluateAsInt(R, Ctx) && R.Val.getInt() == 1;
}

CanonicalLoop::Test flip(CanonicalLoop::Test T) {
  switch (T) {
  case CanonicalLoop::Test::LT:
    return CanonicalLoop::Test::GT;
  case CanonicalLoop::Test::LE:
    return CanonicalLoop::Test::GE;
  case CanonicalLoop::Test::GT:
    return CanonicalLoop::Test::LT;
  case CanonicalLoop::Test::GE:
    return CanonicalLoop::Test::LE;
  case CanonicalLoop::Test::NE:
    return CanonicalLoop::Test::NE;
  }
  return T;
}

} // namespace

const Stmt *singleStatement(const Stmt *S) {
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    if (CS->size() != 1)
      return nullptr;
    S = CS->body_front();
  }
  return S;
}

std::optional<CanonicalLoop> analyzeCanonicalLoop(const Stmt *S,
                                                  ASTContext &Ctx, Diag &D,
                                                  llvm::StringRef Directive) {
  auto *F = dyn_cast_or_null<ForStmt>(S);
  if (isa_and_nonnull<CXXForRangeStmt>(S)) {
    D.report(diag::NonCanonicalLoop, S->getBeginLoc(),
             "loop is not in canonical form: range-based for loops are not "
             "supported by this version of acc2cuda; loop over an index "
             "('for (size_t i = 0; i < v.size(); ++i)')");
    return std::nullopt;
  }
  if (!F) {
    D.report(diag::NeedsStatement, S ? S->getBeginLoc() : SourceLocation(),
             "'" + Directive + "' must be followed by a 'for' loop");
    return std::nullopt;
  }
  CanonicalLoop L;
  L.For = F;
  auto Fail = [&](SourceLocation Loc, const Twine &Why) {
    D.report(diag::NonCanonicalLoop, Loc,
             "loop is not in canonical form: " + Why);
    return std::nullopt;
  };

  // init: `T i = lb` or `i = lb`.
  const Stmt *Init = F->getInit();
  if (!Init)
    return Fail(F->getBeginLoc(),
                "missing initialisation of the loop variable");
  if (auto *DS = dyn_cast<DeclStmt>(Init)) {
    if (!DS->isSingleDecl())
      return Fail(Init->getBeginLoc(), "declare exactly one loop variable");
    auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (!VD || !VD->getInit())
      return Fail(Init->getBeginLoc(), "the loop variable must be initialised");
    L.IndVar = VD;
    L.LowerExpr = VD->getInit()->IgnoreImplicit();
    L.Lower = sourceText(L.LowerExpr, Ctx);
  } else if (auto *BO = dyn_cast<BinaryOperator>(Init);
             BO && BO->getOpcode() == BO_Assign) {
    L.DeclaredOutside = true;
    L.IndVar = refersTo(BO->getLHS());
    if (!L.IndVar)
      return Fail(Init->getBeginLoc(),
                  "the initialisation must assign the loop variable");
    L.LowerExpr = BO->getRHS();
    L.Lower = sourceText(L.LowerExpr, Ctx);
  } else {
    return Fail(Init->getBeginLoc(), "the initialisation must be 'var = lb'");
  }
  QualType IT = L.IndVar->getType();
  L.DependentType = IT->isDependentType();
  const bool Pointer = IT->isPointerType() &&
                       IT->getPointeeType()->isObjectType() &&
                       !IT->getPointeeType()->isIncompleteType();
  if (Pointer && L.DeclaredOutside)
    return Fail(L.IndVar->getLocation(),
                "a pointer loop variable ('" + L.IndVar->getName() +
                    "') must be declared in the loop's initialisation");
  if (!L.DependentType && !Pointer &&
      (!IT->isIntegerType() || IT->isBooleanType()))
    return Fail(L.IndVar->getLocation(),
                "the loop variable '" + L.IndVar->getName() +
                    "' must have integer or pointer type (iterator loops "
                    "are not supported)");
  L.IndName = L.IndVar->getName().str();
  // `decltype(n) i`: the kernel has no n; name the type it stands for.
  QualType Named = IT.getUnqualifiedType();
  for (const auto *DT = dyn_cast<DecltypeType>(Named.getTypePtr());
       DT && !DT->isDependentType();
       DT = dyn_cast<DecltypeType>(Named.getTypePtr()))
    Named = DT->getUnderlyingType().getUnqualifiedType();
  L.IndType = typeText(Named, Ctx);

  // test: `i op ub` or `ub op i`.
  auto *Cond = dyn_cast_or_null<BinaryOperator>(
      F->getCond() ? F->getCond()->IgnoreParenImpCasts() : nullptr);
  if (!Cond || !Cond->isComparisonOp() || Cond->getOpcode() == BO_EQ ||
      Cond->getOpcode() == BO_Cmp)
    return Fail(F->getCond() ? F->getCond()->getBeginLoc() : F->getBeginLoc(),
                "the test must compare the loop variable with <, <=, >, >= "
                "or !=");
  CanonicalLoop::Test T;
  switch (Cond->getOpcode()) {
  case BO_LT:
    T = CanonicalLoop::Test::LT;
    break;
  case BO_LE:
    T = CanonicalLoop::Test::LE;
    break;
  case BO_GT:
    T = CanonicalLoop::Test::GT;
    break;
  case BO_GE:
    T = CanonicalLoop::Test::GE;
    break;
  default:
    T = CanonicalLoop::Test::NE;
    break;
  }
  if (refersTo(Cond->getLHS()) == L.IndVar) {
    L.BoundExpr = Cond->getRHS();
    L.Bound = sourceText(L.BoundExpr, Ctx);
  } else if (refersTo(Cond->getRHS()) == L.IndVar) {
    L.BoundExpr = Cond->getLHS();
    L.Bound = sourceText(L.BoundExpr, Ctx);
    T = flip(T);
  } else {
    return Fail(Cond->getBeginLoc(),
                "the test must compare the loop variable '" + L.IndName + "'");
  }
  L.Cmp = T;
  // An integer variable against a floating-point bound: `i < 10.5` runs to
  // 10, `i > -3.5` down to -3; truncating the bound would lose one.
  if (L.BoundExpr->IgnoreParenImpCasts()->getType()->isRealFloatingType() &&
      T != CanonicalLoop::Test::NE && !IT->isDependentType() &&
      IT->isIntegerType()) {
    const bool Up =
        T == CanonicalLoop::Test::LT || T == CanonicalLoop::Test::GE;
    L.BoundRounding = Up ? "ceil" : "floor";
    L.Bound = roundedBound(L, L.Bound);
  }
  // The operands are converted to the type the test compares in.
  QualType CT = Cond->getLHS()->getType().getUnqualifiedType();
  if (!CT->isDependentType() && !IT->isDependentType() &&
      CT->isUnsignedIntegerType() &&
      (Ctx.getTypeSize(CT) >= 64 || IT->isSignedIntegerType()))
    L.CompareType = typeText(CT, Ctx);
  if (T == CanonicalLoop::Test::NE && !IT->isDependentType() &&
      IT->isUnsignedIntegerType())
    L.WrapType = typeText(IT.getUnqualifiedType(), Ctx);

  // increment.
  const Expr *Inc = F->getInc() ? F->getInc()->IgnoreParens() : nullptr;
  bool UnitStep = false;
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(Inc);
      UO && UO->isIncrementDecrementOp() &&
      refersTo(UO->getSubExpr()) == L.IndVar) {
    L.Subtracts = UO->isDecrementOp();
    L.Step = L.Subtracts ? "-1" : "1";
    UnitStep = true;
  } else if (auto *CA = dyn_cast_or_null<CompoundAssignOperator>(Inc);
             CA && refersTo(CA->getLHS()) == L.IndVar &&
             (CA->getOpcode() == BO_AddAssign ||
              CA->getOpcode() == BO_SubAssign)) {
    L.StepExpr = CA->getRHS();
    std::string S = sourceText(L.StepExpr, Ctx);
    L.Subtracts = CA->getOpcode() == BO_SubAssign;
    L.Step = L.Subtracts ? subtractedStep(S) : S;
    UnitStep = isLiteralOne(CA->getRHS(), Ctx);
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Inc);
             BO && BO->getOpcode() == BO_Assign &&
             refersTo(BO->getLHS()) == L.IndVar) {
    auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
    if (!RHS || (RHS->getOpcode() != BO_Add && RHS->getOpcode() != BO_Sub))
      return Fail(Inc->getBeginLoc(), "the increment must be i++, i--, i += s, "
                                      "i -= s, i = i + s or i = i - s");
    const Expr *StepE = nullptr;
    if (refersTo(RHS->getLHS()) == L.IndVar)
      StepE = RHS->getRHS();
    else if (RHS->getOpcode() == BO_Add && refersTo(RHS->getRHS()) == L.IndVar)
      StepE = RHS->getLHS();
    if (!StepE)
      return Fail(Inc->getBeginLoc(), "the increment must add to or subtract "
                                      "from the loop variable");
    L.StepExpr = StepE;
    std::string S = sourceText(StepE, Ctx);
    L.Subtracts = RHS->getOpcode() == BO_Sub;
    L.Step = L.Subtracts ? subtractedStep(S) : S;
    UnitStep = isLiteralOne(StepE, Ctx);
  } else {
    return Fail(Inc ? Inc->getBeginLoc() : F->getBeginLoc(),
                "the increment must be i++, i--, i += s, i -= s, i = i + s or "
                "i = i - s");
  }

  bool Up = T == CanonicalLoop::Test::LT || T == CanonicalLoop::Test::LE;
  bool Down = T == CanonicalLoop::Test::GT || T == CanonicalLoop::Test::GE;
  // The test gives the direction; the step's sign must agree with it. A
  // step known here must (`i += 2` with `i > 0` never ends), one known
  // only at run time is the program's promise (OpenMP 5.2 4.4.1), as a
  // negative one added (`i += -3` with `i > 0`) is.
  L.Increasing = Up || (!Down && !L.Subtracts);
  std::optional<llvm::APSInt> Known;
  if (L.StepExpr)
    Known = L.StepExpr->getIntegerConstantExpr(Ctx);
  bool StepUp = !L.Subtracts;
  if (Known && Known->isNegative())
    StepUp = !StepUp;
  if ((Up || Down) && (!L.StepExpr || Known) && StepUp != L.Increasing)
    return Fail(Cond->getBeginLoc(),
                "the test and the increment go in opposite directions");
  if (Known && Known->isZero())
    return Fail(Inc->getBeginLoc(), "the loop's step is zero");
  if (T == CanonicalLoop::Test::NE && !UnitStep)
    return Fail(Cond->getBeginLoc(),
                "a '!=' test needs an increment of exactly 1");
  if (Pointer) {
    // Offsets in elements from the initial value, which the pointer
    // difference gives for the bound.
    L.PointerBase = L.Lower;
    L.Lower = "0";
    L.Bound = "(" + L.Bound + ") - (" + L.PointerBase + ")";
  }
  return L;
}

namespace {

/// Finds what a parallel loop body may not contain.
class BodyChecker : public RecursiveASTVisitor<BodyChecker> {
public:
  BodyChecker(const CanonicalLoop &L, const Stmt *Body, ASTContext &Ctx,
              Diag &D)
      : L(L), Body(Body), Ctx(Ctx), D(D) {}

#define ACC2CUDA_NESTED_LOOP(KIND)                                             \
  bool Traverse##KIND(KIND *S) {                                               \
    ++LoopDepth;                                                               \
    bool R = RecursiveASTVisitor::Traverse##KIND(S);                           \
    --LoopDepth;                                                               \
    return R;                                                                  \
  }
  ACC2CUDA_NESTED_LOOP(ForStmt)
  ACC2CUDA_NESTED_LOOP(WhileStmt)
  ACC2CUDA_NESTED_LOOP(DoStmt)
  ACC2CUDA_NESTED_LOOP(CXXForRangeStmt)
#undef ACC2CUDA_NESTED_LOOP
  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++SwitchDepth;
    bool R = RecursiveASTVisitor::TraverseSwitchStmt(S);
    --SwitchDepth;
    return R;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }

  bool VisitBreakStmt(BreakStmt *S) {
    if (LoopDepth == 0 && SwitchDepth == 0)
      fail(S->getBeginLoc(), "'break' out of a parallel loop is not allowed");
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    fail(S->getBeginLoc(), "'return' inside a compute region is not allowed");
    return true;
  }
  /// A jump within one iteration is the thread's own control flow.
  bool VisitGotoStmt(GotoStmt *S) {
    const LabelStmt *Target = S->getLabel()->getStmt();
    if (Target && isWithin(Target->getBeginLoc(), Body, Ctx))
      return true;
    fail(S->getBeginLoc(),
         "'goto' out of a parallel loop's body is not allowed");
    return true;
  }
  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    fail(E->getBeginLoc(), "'throw' inside a compute region is not allowed");
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      checkWrite(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      checkWrite(UO->getSubExpr());
    return true;
  }

  bool Ok = true;

private:
  void checkWrite(const Expr *E) {
    if (refersTo(E) == L.IndVar)
      fail(E->getBeginLoc(), "the loop variable '" + L.IndName +
                                 "' must not be modified in the loop body");
  }
  void fail(SourceLocation Loc, const Twine &Msg) {
    D.report(diag::NonCanonicalLoop, Loc, Msg);
    Ok = false;
  }

  const CanonicalLoop &L;
  const Stmt *Body;
  ASTContext &Ctx;
  Diag &D;
  int LoopDepth = 0, SwitchDepth = 0;
};

} // namespace

bool checkParallelLoopBody(const CanonicalLoop &L, const Stmt *Body,
                           ASTContext &Ctx, Diag &D) {
  BodyChecker C(L, Body, Ctx, D);
  C.TraverseStmt(const_cast<Stmt *>(Body));
  return C.Ok;
}

std::vector<const VarDecl *> forInitVariables(const Stmt *Body) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::vector<const VarDecl *> Vars;
    bool VisitForStmt(ForStmt *F) {
      const auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit());
      if (!BO || BO->getOpcode() != BO_Assign)
        return true;
      const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens());
      const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      if (V && V->isLocalVarDecl() && V->getType()->isScalarType() &&
          !llvm::is_contained(Vars, V))
        Vars.push_back(V);
      return true;
    }
  } F;
  F.TraverseStmt(const_cast<Stmt *>(Body));
  return F.Vars;
}

std::optional<CanonicalLoop> quietCanonicalLoop(const ForStmt *F,
                                                ASTContext &Ctx, Diag &D) {
  IgnoringDiagConsumer Ignore;
  DiagnosticsEngine &DE = D.engine();
  DiagnosticsEngine Quiet(DE.getDiagnosticIDs(), &DE.getDiagnosticOptions(),
                          &Ignore, /*ShouldOwnClient=*/false);
  Quiet.setSourceManager(&DE.getSourceManager());
  Diag QD(Quiet);
  std::optional<CanonicalLoop> L = analyzeCanonicalLoop(F, Ctx, QD, "loop");
  if (!L || !checkParallelLoopBody(*L, F->getBody(), Ctx, QD))
    return std::nullopt;
  return L;
}

} // namespace acc2cuda
