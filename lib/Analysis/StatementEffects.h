//===- StatementEffects.h - What code does besides computing ---*- C++ -*-===//
//
// Whether a statement only computes values in variables of its own or of a
// given set (a gang's, an iteration's), or also writes memory others share,
// exposes a variable's address or jumps out of itself. Thread loops use it
// to decide which of a gang's statements every thread may run redundantly;
// split loops (SplitLoops.h), which statements of an iteration every slice
// of its threads may run.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_STATEMENTEFFECTS_H
#define ACC2CUDA_ANALYSIS_STATEMENTEFFECTS_H

#include "Support/Subscripts.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

/// The variable whose own storage an lvalue is (`x`, `s.f`, `a[i]` of an
/// array `a`, a member reached through `this`); null when the storage is
/// reached through a pointer.
const clang::ValueDecl *ownStorage(const clang::Expr *E);

/// A call with no effect but its value: a math function (system header or
/// builtin) taking and returning arithmetic values, or a free function
/// defined here whose parameters cannot reach the caller's data (values,
/// const references and pointers to const) and whose body writes only its
/// own variables and calls only such functions. \p Depth counts the calls
/// followed so far.
bool isPureCall(const clang::CallExpr *CE, const clang::ASTContext &Ctx,
                unsigned Depth = 0);

using DeclSet = llvm::SmallPtrSetImpl<const clang::ValueDecl *>;

/// What a statement does besides computing: writes to memory the gang
/// shares, writes to the gang's variables, exposes a gang variable's
/// address, or jumps out of itself.
class EffectScan : public clang::RecursiveASTVisitor<EffectScan> {
public:
  EffectScan(const DeclSet &Gang, const clang::ASTContext &Ctx,
             unsigned Depth = 0)
      : Gang(Gang), Ctx(Ctx), Depth(Depth) {}

  /// Variables the scanned code owns besides those it declares (a
  /// function's parameters).
  void own(const clang::ValueDecl *V) { Inner.insert(V); }

  bool shouldVisitImplicitCode() const { return false; }

  clang::SourceLocation Shared, Escape, Jump;
  struct GangWrite {
    const clang::ValueDecl *Var;
    clang::SourceLocation Loc;
  };
  std::vector<GangWrite> GangWrites;
  const clang::ValueDecl *Escaped = nullptr;

  bool TraverseForStmt(clang::ForStmt *S) {
    return loop([&] { return Base::TraverseForStmt(S); });
  }
  bool TraverseWhileStmt(clang::WhileStmt *S) {
    return loop([&] { return Base::TraverseWhileStmt(S); });
  }
  bool TraverseDoStmt(clang::DoStmt *S) {
    return loop([&] { return Base::TraverseDoStmt(S); });
  }
  bool TraverseCXXForRangeStmt(clang::CXXForRangeStmt *S) {
    return loop([&] { return Base::TraverseCXXForRangeStmt(S); });
  }
  bool TraverseSwitchStmt(clang::SwitchStmt *S) {
    ++Switches;
    bool R = Base::TraverseSwitchStmt(S);
    --Switches;
    return R;
  }

  bool VisitBreakStmt(clang::BreakStmt *S) {
    if (Loops + Switches == 0)
      note(Jump, S->getBeginLoc());
    return true;
  }
  bool VisitContinueStmt(clang::ContinueStmt *S) {
    if (Loops == 0)
      note(Jump, S->getBeginLoc());
    return true;
  }
  bool VisitReturnStmt(clang::ReturnStmt *S) {
    return note(Jump, S->getBeginLoc());
  }
  bool VisitGotoStmt(clang::GotoStmt *S) {
    return note(Jump, S->getBeginLoc());
  }
  bool VisitAsmStmt(clang::AsmStmt *S) {
    return note(Shared, S->getBeginLoc());
  }

  bool VisitVarDecl(clang::VarDecl *VD) {
    if (!VD->isStaticLocal()) // static locals outlive the call
      Inner.insert(VD);
    clang::QualType T = VD->getType();
    if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified() &&
        VD->getInit())
      escape(VD->getInit());
    return true;
  }
  bool VisitBinaryOperator(clang::BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      write(BO->getLHS(), BO->getOperatorLoc());
    return true;
  }
  bool VisitUnaryOperator(clang::UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp())
      write(UO->getSubExpr(), UO->getOperatorLoc());
    else if (UO->getOpcode() == clang::UO_AddrOf)
      escape(UO->getSubExpr());
    return true;
  }
  bool VisitArraySubscriptExpr(clang::ArraySubscriptExpr *E) {
    SubscriptBases.insert(subscriptBase(E)->IgnoreParens());
    return true;
  }
  bool VisitImplicitCastExpr(clang::ImplicitCastExpr *E) {
    if (E->getCastKind() == clang::CK_ArrayToPointerDecay &&
        !SubscriptBases.count(E))
      escape(E->getSubExpr());
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *CE) {
    if (!isPureCall(CE, Ctx, Depth))
      note(Shared, CE->getBeginLoc());
    const clang::FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    unsigned First = 0;
    if (const auto *MD = llvm::dyn_cast<clang::CXXMethodDecl>(FD);
        MD && MD->isInstance() && llvm::isa<clang::CXXOperatorCallExpr>(CE)) {
      // The object of a member operator is the first argument.
      if (!MD->isConst() && CE->getNumArgs() > 0)
        write(CE->getArg(0), CE->getBeginLoc());
      First = 1;
    }
    for (unsigned I = First; I < CE->getNumArgs(); ++I) {
      unsigned P = I - First;
      if (P >= FD->getNumParams())
        break;
      clang::QualType T = FD->getParamDecl(P)->getType();
      if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified())
        write(CE->getArg(I), CE->getArg(I)->getBeginLoc());
    }
    return true;
  }
  bool VisitCXXMemberCallExpr(clang::CXXMemberCallExpr *CE) {
    const clang::CXXMethodDecl *MD = CE->getMethodDecl();
    if (MD && !MD->isConst() && CE->getImplicitObjectArgument())
      write(CE->getImplicitObjectArgument(), CE->getBeginLoc());
    return true;
  }
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    const clang::CXXConstructorDecl *CD = E->getConstructor();
    if (CD && !CD->isTrivial() && !CD->isConstexpr())
      note(Shared, E->getBeginLoc());
    return true;
  }
  bool VisitCXXNewExpr(clang::CXXNewExpr *E) {
    return note(Shared, E->getBeginLoc());
  }
  bool VisitCXXDeleteExpr(clang::CXXDeleteExpr *E) {
    return note(Shared, E->getBeginLoc());
  }

private:
  using Base = clang::RecursiveASTVisitor<EffectScan>;

  template <class F> bool loop(F Traverse) {
    ++Loops;
    bool R = Traverse();
    --Loops;
    return R;
  }
  bool note(clang::SourceLocation &Slot, clang::SourceLocation Loc) {
    if (Slot.isInvalid())
      Slot = Loc;
    return true;
  }
  void write(const clang::Expr *LHS, clang::SourceLocation Loc) {
    const clang::ValueDecl *V = ownStorage(LHS);
    if (V && Inner.count(V))
      return;
    if (V && Gang.count(V)) {
      GangWrites.push_back({V, Loc});
      return;
    }
    note(Shared, Loc);
  }
  void escape(const clang::Expr *E) {
    const clang::ValueDecl *V = ownStorage(E);
    if (V && Gang.count(V) && !Inner.count(V) && Escape.isInvalid()) {
      Escape = E->getBeginLoc();
      Escaped = V;
    }
  }

  const DeclSet &Gang;
  const clang::ASTContext &Ctx;
  unsigned Depth;
  llvm::SmallPtrSet<const clang::ValueDecl *, 8> Inner;
  llvm::SmallPtrSet<const clang::Expr *, 8> SubscriptBases;
  unsigned Loops = 0, Switches = 0;
};

} // namespace acc2cuda

#endif
