//===- AtomicLowering.cpp -------------------------------------------------===//

#include "AtomicLowering.h"
#include "Support/SourceText.h"
#include "Support/StatementEnds.h"
#include "Support/Subscripts.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

bool isWithin(SourceLocation Loc, const Stmt *S, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = fileRange(S->getSourceRange(), Ctx);
  // An OpenMP directive's range is its pragma line: the statement it
  // governs (and one ending in such a directive) ends later.
  CharSourceRange Last = fileRange(lastStatement(S)->getSourceRange(), Ctx);
  SourceLocation End =
      Last.isValid() && SM.isBeforeInTranslationUnit(R.getEnd(), Last.getEnd())
          ? Last.getEnd()
          : R.getEnd();
  SourceLocation L = SM.getExpansionLoc(Loc);
  return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
         SM.isBeforeInTranslationUnit(L, End);
}

namespace {

/// `x = x OP e` (or a form the runtime's AtomicOp names) on x.
struct Update {
  const Expr *X = nullptr;
  const char *Op = nullptr; ///< AtomicOp enumerator
  const Expr *E = nullptr;  ///< null: the constant 1 (x++, --x)
  const Expr *E2 = nullptr; ///< compare: the value stored on equality
  bool ValueBefore = false; ///< the expression's value is x's old value
};

const char *binaryOp(BinaryOperatorKind K, bool Reversed) {
  switch (K) {
  case BO_Add:
  case BO_AddAssign:
    return "Add";
  case BO_Mul:
  case BO_MulAssign:
    return "Mul";
  case BO_And:
  case BO_AndAssign:
    return "And";
  case BO_Or:
  case BO_OrAssign:
    return "Or";
  case BO_Xor:
  case BO_XorAssign:
    return "Xor";
  case BO_Sub:
  case BO_SubAssign:
    return Reversed ? "RevSub" : "Sub";
  case BO_Div:
  case BO_DivAssign:
    return Reversed ? "RevDiv" : "Div";
  case BO_Shl:
  case BO_ShlAssign:
    return Reversed ? "RevShl" : "Shl";
  case BO_Shr:
  case BO_ShrAssign:
    return Reversed ? "RevShr" : "Shr";
  default:
    return nullptr;
  }
}

const Expr *bare(const Stmt *S) {
  auto *E = dyn_cast_or_null<Expr>(S);
  return E ? E->IgnoreParenImpCasts() : nullptr;
}

const BinaryOperator *assignment(const Stmt *S) {
  auto *BO = dyn_cast_or_null<BinaryOperator>(bare(S));
  return BO && BO->getOpcode() == BO_Assign ? BO : nullptr;
}

/// `{ s; }` -> s.
const Stmt *unbrace(const Stmt *S) {
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    if (CS->size() != 1)
      return S;
    S = CS->body_front();
  }
  return S;
}

/// Two expressions written alike, ignoring white space.
bool sameText(const Expr *L, const Expr *R, const ASTContext &Ctx) {
  auto Key = [&](const Expr *E) {
    std::string T = sourceText(E->IgnoreParenImpCasts(), Ctx), K;
    for (char C : T)
      if (!isspace(static_cast<unsigned char>(C)))
        K += C;
    return K;
  };
  return Key(L) == Key(R);
}

/// Two expressions name the same storage: alike node by node, where integer
/// constant values compare by value as compilers fold them (`t[i % (N/10 +
/// 1)]` and `t[i % ((int)N/10 + 1)]` with a constant N are one element).
/// Forms not compared structurally (calls, literals) must be written alike.
bool same(const Expr *L, const Expr *R, const ASTContext &Ctx) {
  auto IsInt = [](const Expr *E) {
    return E->isPRValue() && !E->isValueDependent() &&
           E->getType()->isIntegralOrEnumerationType();
  };
  if (IsInt(L) && IsInt(R)) {
    Expr::EvalResult A, B;
    if (L->EvaluateAsInt(A, Ctx) && R->EvaluateAsInt(B, Ctx))
      return llvm::APSInt::isSameValue(A.Val.getInt(), B.Val.getInt());
  }
  const Expr *A = L->IgnoreParenImpCasts(), *B = R->IgnoreParenImpCasts();
  if (A->getStmtClass() != B->getStmtClass())
    return false;
  if (auto *DA = dyn_cast<DeclRefExpr>(A))
    return DA->getDecl()->getCanonicalDecl() ==
           cast<DeclRefExpr>(B)->getDecl()->getCanonicalDecl();
  if (isa<CXXThisExpr>(A))
    return true;
  if (auto *MA = dyn_cast<MemberExpr>(A)) {
    auto *MB = cast<MemberExpr>(B);
    return MA->getMemberDecl() == MB->getMemberDecl() &&
           MA->isArrow() == MB->isArrow() &&
           same(MA->getBase(), MB->getBase(), Ctx);
  }
  if (auto *SA = dyn_cast<ArraySubscriptExpr>(A)) {
    auto *SB = cast<ArraySubscriptExpr>(B);
    return same(subscriptBase(SA), subscriptBase(SB), Ctx) &&
           same(subscriptIndex(SA), subscriptIndex(SB), Ctx);
  }
  if (auto *BA = dyn_cast<BinaryOperator>(A)) {
    auto *BB = cast<BinaryOperator>(B);
    return BA->getOpcode() == BB->getOpcode() && !BA->isAssignmentOp() &&
           same(BA->getLHS(), BB->getLHS(), Ctx) &&
           same(BA->getRHS(), BB->getRHS(), Ctx);
  }
  if (auto *UA = dyn_cast<UnaryOperator>(A)) {
    auto *UB = cast<UnaryOperator>(B);
    return UA->getOpcode() == UB->getOpcode() &&
           !UA->isIncrementDecrementOp() &&
           same(UA->getSubExpr(), UB->getSubExpr(), Ctx);
  }
  if (auto *CA = dyn_cast<ExplicitCastExpr>(A)) {
    auto *CB = cast<ExplicitCastExpr>(B);
    return Ctx.hasSameType(CA->getTypeAsWritten(), CB->getTypeAsWritten()) &&
           same(CA->getSubExpr(), CB->getSubExpr(), Ctx);
  }
  return sameText(A, B, Ctx);
}

/// Whether \p E reads the storage \p X names (a subexpression the same as
/// X).
bool readsX(const Stmt *E, const Expr *X, const ASTContext &Ctx) {
  if (!E)
    return false;
  if (const auto *Sub = dyn_cast<Expr>(E); Sub && same(Sub, X, Ctx))
    return true;
  return llvm::any_of(E->children(),
                      [&](const Stmt *C) { return readsX(C, X, Ctx); });
}

/// x++, x--, ++x, --x, x op= e, x = x op e, x = e op x.
std::optional<Update> matchUpdate(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  Update U;
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (!UO->isIncrementDecrementOp())
      return std::nullopt;
    U.X = UO->getSubExpr()->IgnoreParens();
    U.Op = UO->isIncrementOp() ? "Add" : "Sub";
    U.ValueBefore = UO->isPostfix();
    return U;
  }
  auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO)
    return std::nullopt;
  if (auto *CA = dyn_cast<CompoundAssignOperator>(BO)) {
    U.Op = binaryOp(CA->getOpcode(), false);
    if (!U.Op)
      return std::nullopt;
    U.X = CA->getLHS()->IgnoreParens();
    U.E = CA->getRHS();
    return U;
  }
  if (BO->getOpcode() != BO_Assign)
    return std::nullopt;
  auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
  if (!RHS)
    return std::nullopt;
  U.X = BO->getLHS()->IgnoreParens();
  if (same(U.X, RHS->getLHS(), Ctx)) {
    U.Op = binaryOp(RHS->getOpcode(), false);
    U.E = RHS->getRHS();
  } else if (same(U.X, RHS->getRHS(), Ctx)) {
    U.Op = binaryOp(RHS->getOpcode(), true);
    U.E = RHS->getLHS();
  }
  if (!U.Op)
    return std::nullopt;
  return U;
}

/// OpenMP 5.2 compare forms: `x = e ordop x ? e : x`, `x = x ordop e ? e :
/// x`, `x = x == e ? d : x` and the `if (cond) { x = ...; }` spellings.
std::optional<Update> matchCompare(const Stmt *S, const ASTContext &Ctx) {
  const Expr *X = nullptr, *Cond = nullptr, *Then = nullptr;
  if (auto *If = dyn_cast<IfStmt>(S)) {
    const BinaryOperator *Set = assignment(unbrace(If->getThen()));
    if (If->getElse() || If->getInit() || If->getConditionVariable() || !Set)
      return std::nullopt;
    X = Set->getLHS()->IgnoreParens();
    Cond = If->getCond();
    Then = Set->getRHS();
  } else if (const BinaryOperator *Set = assignment(S)) {
    auto *CO =
        dyn_cast<ConditionalOperator>(Set->getRHS()->IgnoreParenImpCasts());
    if (!CO)
      return std::nullopt;
    X = Set->getLHS()->IgnoreParens();
    if (!same(X, CO->getFalseExpr(), Ctx))
      return std::nullopt;
    Cond = CO->getCond();
    Then = CO->getTrueExpr();
  } else {
    return std::nullopt;
  }
  auto *C = dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
  if (!C)
    return std::nullopt;
  Update U;
  U.X = X;
  BinaryOperatorKind K = C->getOpcode();
  if (K == BO_EQ) {
    const Expr *E = same(X, C->getLHS(), Ctx)   ? C->getRHS()
                    : same(X, C->getRHS(), Ctx) ? C->getLHS()
                                                : nullptr;
    if (!E)
      return std::nullopt;
    U.Op = "CompareExchange";
    U.E = E;
    U.E2 = Then;
    return U;
  }
  if (K != BO_LT && K != BO_GT)
    return std::nullopt;
  bool XLeft = same(X, C->getLHS(), Ctx);
  const Expr *E = XLeft ? C->getRHS() : C->getLHS();
  if ((!XLeft && !same(X, C->getRHS(), Ctx)) || !same(E, Then, Ctx))
    return std::nullopt;
  // e < x ? e : x and x > e ? e : x keep the smaller value.
  bool Min = (K == BO_LT) != XLeft;
  U.Op = Min ? "Min" : "Max";
  U.E = E;
  return U;
}

class Lowerer {
public:
  Lowerer(const AtomicDirective &A, llvm::ArrayRef<SourceRange> Erase,
          ASTContext &Ctx, Diag &D,
          llvm::function_ref<bool(const Expr *)> Private)
      : A(A), Erase(Erase), Ctx(Ctx), D(D), Private(Private) {}

  std::optional<TextEdit> run();

private:
  std::string text(const Stmt *S) const {
    return editedText(S->getSourceRange(), Erase, {}, Ctx);
  }
  std::optional<Update> matchUpdate(const Expr *E) const {
    return acc2cuda::matchUpdate(E, Ctx);
  }
  std::optional<Update> matchCompare(const Stmt *S) const {
    return acc2cuda::matchCompare(S, Ctx);
  }
  bool checkX(const Expr *X);
  bool checkWrite(const BinaryOperator *Write);
  bool checkCaptureValue(const Expr *E, const Expr *V);
  std::string call(const Update &U, bool ValueBefore) const;
  std::optional<std::string> capture();
  std::optional<TextEdit> finish(std::string Code, bool IsExpr);
  std::nullopt_t fail(const Twine &Why) {
    D.report(diag::BadAtomic, A.S->getBeginLoc(), Why);
    return std::nullopt;
  }

  const AtomicDirective &A;
  llvm::ArrayRef<SourceRange> Erase;
  ASTContext &Ctx;
  Diag &D;
  llvm::function_ref<bool(const Expr *)> Private;
  const Expr *Target = nullptr; ///< x, once checked
};

/// `x = expr` in an atomic write, or a capture's write: expr must not read
/// x (OpenACC 3.3 2.12, OpenMP 5.2 15.8.4), since only the store is atomic.
bool Lowerer::checkWrite(const BinaryOperator *Write) {
  const Expr *X = Write->getLHS();
  if (!readsX(Write->getRHS(), X, Ctx))
    return true;
  D.report(diag::BadAtomic, Write->getRHS()->getBeginLoc(),
           "the value an atomic writes to '" + text(X) +
               "' must not read it: only the store is atomic (for a maximum "
               "or a minimum write 'x = e > x ? e : x' under 'atomic "
               "compare', or use an update form)");
  return false;
}

/// A capture block's update or write value \p E must not read the capture
/// variable \p V (OpenACC 3.3 2.12, OpenMP 5.2 15.8.4): the lowering
/// evaluates E before the atomic sets V, so `{v = x; x = v + 1;}` would read
/// V's previous value.
bool Lowerer::checkCaptureValue(const Expr *E, const Expr *V) {
  if (!E || !readsX(E, V->IgnoreParens(), Ctx))
    return true;
  D.report(diag::BadAtomic, E->getBeginLoc(),
           "the value an atomic capture gives '" + text(Target) +
               "' must not read the captured variable '" + text(V) +
               "': the atomic computes it before it sets '" + text(V) + "'");
  return false;
}

bool Lowerer::checkX(const Expr *X) {
  if (!X->isLValue()) {
    D.report(diag::BadAtomic, X->getBeginLoc(),
             "the target of an atomic operation must be "
             "an lvalue");
    return false;
  }
  if (X->refersToBitField()) {
    D.report(diag::BadAtomic, X->getBeginLoc(),
             "atomic operations on bit-fields are not "
             "supported");
    return false;
  }
  QualType T = X->getType().getNonReferenceType().getUnqualifiedType();
  // A template's type: acc2cuda::atomic_fetch checks each instantiation's
  // (a static_assert that names the type).
  if (T->isDependentType()) {
    Target = X;
    return true;
  }
  uint64_t Bits = T->isScalarType() ? Ctx.getTypeSize(T) : 0;
  bool Scalar =
      (T->isIntegerType() && !T->isEnumeralType()) || T->isRealFloatingType();
  if (!Scalar || T->isSpecificBuiltinType(BuiltinType::LongDouble) ||
      (Bits != 8 && Bits != 16 && Bits != 32 && Bits != 64)) {
    D.report(diag::BadAtomic, X->getBeginLoc(),
             "atomic operations on '" + T.getAsString() +
                 "' are not supported; use an integer or floating type of "
                 "1, 2, 4 or 8 bytes");
    return false;
  }
  Target = X;
  return true;
}

std::string Lowerer::call(const Update &U, bool ValueBefore) const {
  std::string X = "&(" + text(U.X) + ")";
  if (llvm::StringRef(U.Op) == "CompareExchange")
    return "acc2cuda::atomic_compare_exchange(" + X + ", (" + text(U.E) +
           "), (" + text(U.E2) + "))";
  return std::string("acc2cuda::") +
         (ValueBefore ? "atomic_fetch" : "atomic_op_fetch") +
         "<acc2cuda::AtomicOp::" + U.Op + ">(" + X + ", " +
         (U.E ? "(" + text(U.E) + ")" : std::string("1")) + ")";
}

/// `v = update` or the two-statement block forms.
std::optional<std::string> Lowerer::capture() {
  auto *Block = dyn_cast<CompoundStmt>(A.S);
  if (!Block) {
    const BinaryOperator *Cap = assignment(A.S);
    std::optional<Update> U;
    if (Cap)
      U = matchUpdate(Cap->getRHS());
    if (!U)
      return fail("'atomic capture' needs 'v = x++', 'v = x--', 'v = ++x', "
                  "'v = --x', 'v = x binop= expr', 'v = x = x binop expr' "
                  "or a block of two statements");
    if (!checkX(U->X) || !checkCaptureValue(U->E, Cap->getLHS()))
      return std::nullopt;
    return text(Cap->getLHS()) + " = " + call(*U, U->ValueBefore);
  }
  if (Block->size() == 2) {
    const Stmt *S1 = Block->body_front(), *S2 = Block->body_back();
    // { v = x; update-or-write of x; }
    if (const BinaryOperator *Read = assignment(S1)) {
      const Expr *X = Read->getRHS()->IgnoreParenImpCasts();
      std::optional<Update> U =
          isa<Expr>(S2) ? matchUpdate(cast<Expr>(S2)) : std::nullopt;
      if (U && same(U->X, X, Ctx)) {
        if (!checkX(U->X) || !checkCaptureValue(U->E, Read->getLHS()))
          return std::nullopt;
        return "{ " + text(Read->getLHS()) + " = " + call(*U, true) + "; }";
      }
      const BinaryOperator *Write = assignment(S2);
      if (!U && Write && same(Write->getLHS(), X, Ctx)) {
        if (!checkX(Write->getLHS()) || !checkWrite(Write) ||
            !checkCaptureValue(Write->getRHS(), Read->getLHS()))
          return std::nullopt;
        Update W;
        W.X = Write->getLHS()->IgnoreParens();
        W.Op = "Assign";
        W.E = Write->getRHS();
        return "{ " + text(Read->getLHS()) + " = " + call(W, true) + "; }";
      }
    }
    // { update of x; v = x; }
    std::optional<Update> U =
        isa<Expr>(S1) ? matchUpdate(cast<Expr>(S1)) : std::nullopt;
    const BinaryOperator *Read = assignment(S2);
    if (U && Read && same(Read->getRHS(), U->X, Ctx)) {
      if (!checkX(U->X) || !checkCaptureValue(U->E, Read->getLHS()))
        return std::nullopt;
      return "{ " + text(Read->getLHS()) + " = " + call(*U, false) + "; }";
    }
  }
  return fail("an 'atomic capture' block must be '{v = x; x binop= expr;}', "
              "'{x binop= expr; v = x;}', '{v = x; x = expr;}' or the same "
              "with ++ or --");
}

std::optional<TextEdit> Lowerer::finish(std::string Code, bool IsExpr) {
  // Memory of the thread's own: the statement as written, no fence.
  if (Private && Target && Private(Target))
    Code = text(A.S);
  else if (A.Fence)
    Code = IsExpr ? "(acc2cuda::atomic_fence(), " + Code +
                        ", acc2cuda::atomic_fence())"
                  : "{ acc2cuda::atomic_fence(); " + Code +
                        " acc2cuda::atomic_fence(); }";
  CharSourceRange R = fileRange(A.S->getSourceRange(), Ctx);
  if (R.isInvalid()) {
    D.report(diag::BadAtomic, A.S->getBeginLoc(),
             "an atomic statement written by a macro "
             "cannot be rewritten; expand the macro");
    return std::nullopt;
  }
  return TextEdit{R.getBegin(), R.getEnd(), std::move(Code)};
}

std::optional<TextEdit> Lowerer::run() {
  using K = AtomicDirective::Kind;
  switch (A.K) {
  case K::Read: {
    const BinaryOperator *BO = assignment(A.S);
    if (!BO)
      return fail("'atomic read' needs a statement 'v = x;'");
    const Expr *X = BO->getRHS()->IgnoreParenImpCasts();
    if (!checkX(X))
      return std::nullopt;
    return finish(text(BO->getLHS()) + " = acc2cuda::atomic_load(&(" + text(X) +
                      "))",
                  true);
  }
  case K::Write: {
    const BinaryOperator *BO = assignment(A.S);
    if (!BO)
      return fail("'atomic write' needs a statement 'x = expr;'");
    if (!checkX(BO->getLHS()) || !checkWrite(BO))
      return std::nullopt;
    return finish("acc2cuda::atomic_store(&(" + text(BO->getLHS()) + "), (" +
                      text(BO->getRHS()) + "))",
                  true);
  }
  case K::Update: {
    std::optional<Update> U =
        isa<Expr>(A.S) ? matchUpdate(cast<Expr>(A.S)) : std::nullopt;
    if (!U)
      return fail("'atomic update' needs 'x++', 'x--', '++x', '--x', "
                  "'x binop= expr', 'x = x binop expr' or "
                  "'x = expr binop x' (binop: + * - / & ^ | << >>)");
    if (!checkX(U->X))
      return std::nullopt;
    return finish(call(*U, true), true);
  }
  case K::Capture: {
    std::optional<std::string> Code = capture();
    if (!Code)
      return std::nullopt;
    return finish(*Code, !isa<CompoundStmt>(A.S));
  }
  case K::Compare: {
    std::optional<Update> U = matchCompare(unbrace(A.S));
    if (!U)
      return fail("'atomic compare' needs 'x = expr ordop x ? expr : x', "
                  "'x = x == e ? d : x' or 'if (expr ordop x) { x = expr; }' "
                  "(ordop: < >), or 'if (x == e) { x = d; }'");
    if (!checkX(U->X))
      return std::nullopt;
    bool IsExpr = isa<Expr>(A.S);
    std::string Code = call(*U, true);
    return finish(IsExpr ? Code : "{ " + Code + "; }", IsExpr);
  }
  }
  return std::nullopt;
}

} // namespace

std::optional<TextEdit>
lowerAtomic(const AtomicDirective &A, llvm::ArrayRef<SourceRange> Erase,
            ASTContext &Ctx, Diag &D,
            llvm::function_ref<bool(const Expr *)> Private) {
  return Lowerer(A, Erase, Ctx, D, Private).run();
}

static bool commutative(BinaryOperatorKind K) {
  return K == BO_Add || K == BO_Mul || K == BO_And || K == BO_Or || K == BO_Xor;
}

std::optional<std::vector<TextEdit>>
compoundAssignments(const Stmt *S, const ASTContext &Ctx) {
  std::vector<TextEdit> Edits;
  bool Reversed = false;
  auto Visit = [&](const Stmt *St) {
    const BinaryOperator *BO = assignment(St);
    if (!BO)
      return;
    auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
    if (!RHS || !binaryOp(RHS->getOpcode(), false))
      return;
    const Expr *X = BO->getLHS(), *E = nullptr;
    if (same(X, RHS->getLHS(), Ctx))
      E = RHS->getRHS();
    else if (same(X, RHS->getRHS(), Ctx)) {
      if (!commutative(RHS->getOpcode()))
        Reversed = true;
      E = RHS->getLHS();
    }
    CharSourceRange R = fileRange(BO->getSourceRange(), Ctx);
    if (!E || R.isInvalid()) {
      Reversed |= E != nullptr;
      return;
    }
    Edits.push_back({R.getBegin(), R.getEnd(),
                     sourceText(X, Ctx) + " " + RHS->getOpcodeStr().str() +
                         "= " + sourceText(E, Ctx)});
  };
  // An update alone, or the statements of a capture block.
  S = unbrace(S);
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    for (const Stmt *St : CS->body())
      Visit(St);
  else
    Visit(S);
  if (Reversed)
    return std::nullopt;
  return Edits;
}

std::optional<AtomicUpdateForm> atomicUpdateForm(const AtomicDirective &A,
                                                 const ASTContext &Ctx) {
  std::optional<Update> U;
  if (A.K == AtomicDirective::Kind::Update && isa<Expr>(A.S))
    U = matchUpdate(cast<Expr>(A.S), Ctx);
  else if (A.K == AtomicDirective::Kind::Compare)
    U = matchCompare(unbrace(A.S), Ctx);
  if (!U || llvm::StringRef(U->Op) == "CompareExchange")
    return std::nullopt;
  return AtomicUpdateForm{U->X, U->Op, U->E};
}

} // namespace acc2cuda
