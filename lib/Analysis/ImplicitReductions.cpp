//===- ImplicitReductions.cpp ---------------------------------------------===//

#include "ImplicitReductions.h"
#include "Support/SourceText.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace acc2cuda {

namespace {

class Accumulations : public RecursiveASTVisitor<Accumulations> {
public:
  Accumulations(const ValueDecl *X, ASTContext &Ctx) : X(X), Ctx(Ctx) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs += E->getDecl() == X;
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp() && isX(E->getSubExpr()))
      statement(E, ReductionOp::Add, 1);
    return true;
  }
  bool VisitCompoundAssignOperator(CompoundAssignOperator *E) {
    if (!isX(E->getLHS()))
      return true;
    if (std::optional<ReductionOp> Op = opOf(E->getOpcode(), /*Compound=*/true))
      statement(E, *Op, 1);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->getOpcode() != BO_Assign || !isX(E->getLHS()))
      return true;
    const Expr *R = E->getRHS()->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(R)) {
      std::optional<ReductionOp> Op = opOf(B->getOpcode(), false);
      // x - e accumulates -e; e - x does not accumulate.
      bool Commutes = B->getOpcode() != BO_Sub;
      if (Op && (isX(B->getLHS()) || (Commutes && isX(B->getRHS()))))
        statement(E, *Op, 2);
    } else if (const auto *C = dyn_cast<CallExpr>(R)) {
      if (std::optional<ReductionOp> Op = minMaxCall(C);
          Op && (isX(C->getArg(0)) || isX(C->getArg(1))))
        statement(E, *Op, 2);
    } else if (const auto *CO = dyn_cast<ConditionalOperator>(R)) {
      if (std::optional<ReductionOp> Op = minMaxSelect(CO))
        statement(E, *Op, 3);
    }
    return true;
  }

  /// The operator if every reference to X is in an accumulation.
  std::optional<ReductionOp> result() const {
    if (Mixed || !Op || Refs != Covered)
      return std::nullopt;
    return Op;
  }

private:
  bool isX(const Expr *E) const {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return D && D->getDecl() == X;
  }

  /// An accumulation with N references to X, when its value is unused (it
  /// is an expression statement).
  void statement(const Expr *E, ReductionOp O, unsigned N) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    // Temporaries (std::max binds its arguments to references) wrap the
    // statement in a full-expression node.
    while (!Parents.empty() && Parents[0].get<FullExpr>())
      Parents = Ctx.getParents(Parents[0]);
    if (Parents.empty() || Parents[0].get<Expr>())
      return;
    if (Op && *Op != O)
      Mixed = true;
    Op = O;
    Covered += N;
  }

  static std::optional<ReductionOp> opOf(BinaryOperatorKind K, bool Compound) {
    switch (K) {
    case BO_AddAssign:
    case BO_SubAssign:
      return ReductionOp::Add;
    case BO_MulAssign:
      return ReductionOp::Mul;
    case BO_AndAssign:
      return ReductionOp::BitAnd;
    case BO_OrAssign:
      return ReductionOp::BitOr;
    case BO_XorAssign:
      return ReductionOp::BitXor;
    default:
      break;
    }
    if (Compound)
      return std::nullopt;
    switch (K) {
    case BO_Add:
    case BO_Sub:
      return ReductionOp::Add;
    case BO_Mul:
      return ReductionOp::Mul;
    case BO_And:
      return ReductionOp::BitAnd;
    case BO_Or:
      return ReductionOp::BitOr;
    case BO_Xor:
      return ReductionOp::BitXor;
    case BO_LAnd:
      return ReductionOp::LogAnd;
    case BO_LOr:
      return ReductionOp::LogOr;
    default:
      return std::nullopt;
    }
  }

  /// max/min of two arguments from the C or C++ library (a user function
  /// of that name may mean anything).
  std::optional<ReductionOp> minMaxCall(const CallExpr *C) const {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || C->getNumArgs() != 2 || !FD->getIdentifier() ||
        !(FD->getBuiltinID() ||
          Ctx.getSourceManager().isInSystemHeader(FD->getLocation())))
      return std::nullopt;
    return llvm::StringSwitch<std::optional<ReductionOp>>(FD->getName())
        .Cases("max", "fmax", "fmaxf", "fmaxl", ReductionOp::Max)
        .Cases("min", "fmin", "fminf", "fminl", ReductionOp::Min)
        .Default(std::nullopt);
  }

  /// `a > b ? a : b` and the like, with x as one side and the same
  /// expression as the other in the condition and the choice.
  std::optional<ReductionOp> minMaxSelect(const ConditionalOperator *CO) const {
    const auto *Cmp = dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParens());
    if (!Cmp || !Cmp->isRelationalOp())
      return std::nullopt;
    const Expr *L = Cmp->getLHS(), *R = Cmp->getRHS();
    const Expr *T = CO->getTrueExpr(), *F = CO->getFalseExpr();
    auto Same = [&](const Expr *A, const Expr *B) {
      return sourceText(A->IgnoreParenImpCasts(), Ctx) ==
             sourceText(B->IgnoreParenImpCasts(), Ctx);
    };
    // Normalise to `L > R ? ... : ...`.
    bool Greater = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
    if (!(Same(L, T) && Same(R, F)) && !(Same(L, F) && Same(R, T)))
      return std::nullopt;
    if (!((isX(L) && !isX(R)) || (isX(R) && !isX(L))))
      return std::nullopt;
    bool PicksGreater = Greater == Same(L, T);
    return PicksGreater ? ReductionOp::Max : ReductionOp::Min;
  }

  const ValueDecl *X;
  ASTContext &Ctx;
  unsigned Refs = 0, Covered = 0;
  std::optional<ReductionOp> Op;
  bool Mixed = false;
};

} // namespace

std::optional<ReductionOp> accumulationOp(const ValueDecl *X, const Stmt *Body,
                                          ASTContext &Ctx) {
  QualType T = X->getType().getNonReferenceType();
  if (!T->isArithmeticType() || T->isAnyComplexType() ||
      T.isVolatileQualified())
    return std::nullopt;
  Accumulations A(X, Ctx);
  A.TraverseStmt(const_cast<Stmt *>(Body));
  std::optional<ReductionOp> Op = A.result();
  bool Bitwise =
      Op && (*Op == ReductionOp::BitAnd || *Op == ReductionOp::BitOr ||
             *Op == ReductionOp::BitXor);
  if (Bitwise && !T->isIntegerType())
    return std::nullopt;
  return Op;
}

} // namespace acc2cuda
