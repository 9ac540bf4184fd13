//===- SplitLoops.cpp -----------------------------------------------------===//

#include "SplitLoops.h"
#include "LoopAnalysis.h"
#include "StatementEffects.h"
#include "Support/DeclRefs.h"
#include "Support/SourceText.h"
#include "Support/SplitGeometry.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

namespace {

using VarSet = llvm::SmallPtrSet<const ValueDecl *, 8>;

/// Whether \p S holds what a second copy of it, or slices of it, could not
/// run: an OpenMP directive, a label, or a loop with a directive.
bool holdsDirectiveOrLabel(const Stmt *S, const NestedLoopMap &Loops) {
  if (!S)
    return false;
  if (isa<OMPExecutableDirective>(S) || isa<LabelStmt>(S) || Loops.count(S))
    return true;
  for (const Stmt *C : S->children())
    if (holdsDirectiveOrLabel(C, Loops))
      return true;
  return false;
}

/// The variable \p E names (parentheses and conversions aside), if any.
const ValueDecl *namedVar(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE ? DRE->getDecl() : nullptr;
}

/// How a loop uses the variables it writes: each must appear only in
/// updates `v op= e`, `v = v op e`, `v = e op v` (op commutative),
/// `v = v - e`, `v++`, `v = fmax(v, e)`, ... of one reduction operator,
/// where e does not mention v.
class UpdateForms : public RecursiveASTVisitor<UpdateForms> {
public:
  UpdateForms(const VarSet &Written, ASTContext &Ctx)
      : Written(Written), Ctx(Ctx) {}

  struct Uses {
    std::optional<ReductionOp> Op;
    bool Bad = false;
    unsigned Refs = 0;
    llvm::SmallPtrSet<const Expr *, 4> InUpdates;
  };
  llvm::DenseMap<const ValueDecl *, Uses> Vars;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (Written.count(E->getDecl()))
      ++Vars[E->getDecl()].Refs;
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() && discarded(UO))
      update(UO->getSubExpr(), ReductionOp::Add, nullptr);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    // `t[k++]`, `if ((s += x) > 20)`: the update's value is read in the
    // loop, where a slice's partial is not the sequential value.
    if (BO->isAssignmentOp() && !discarded(BO))
      return true;
    const Expr *L = BO->getLHS(), *R = BO->getRHS();
    switch (BO->getOpcode()) {
    case BO_AddAssign:
    case BO_SubAssign:
      update(L, ReductionOp::Add, R);
      break;
    case BO_MulAssign:
      update(L, ReductionOp::Mul, R);
      break;
    case BO_AndAssign:
      update(L, ReductionOp::BitAnd, R);
      break;
    case BO_OrAssign:
      update(L, ReductionOp::BitOr, R);
      break;
    case BO_XorAssign:
      update(L, ReductionOp::BitXor, R);
      break;
    case BO_Assign:
      assignment(L, R);
      break;
    default:
      break;
    }
    return true;
  }

private:
  /// `v = <combination of v and e>`.
  void assignment(const Expr *L, const Expr *Value) {
    const ValueDecl *V = namedVar(L);
    if (!V || !Written.count(V))
      return;
    Value = Value->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(Value)) {
      std::optional<ReductionOp> Op;
      switch (B->getOpcode()) {
      case BO_Add:
      case BO_Sub:
        Op = ReductionOp::Add;
        break;
      case BO_Mul:
        Op = ReductionOp::Mul;
        break;
      case BO_And:
        Op = ReductionOp::BitAnd;
        break;
      case BO_Or:
        Op = ReductionOp::BitOr;
        break;
      case BO_Xor:
        Op = ReductionOp::BitXor;
        break;
      case BO_LAnd:
        Op = ReductionOp::LogAnd;
        break;
      case BO_LOr:
        Op = ReductionOp::LogOr;
        break;
      default:
        return;
      }
      operands(L, *Op, B->getLHS(), B->getRHS(),
               /*Commutes=*/B->getOpcode() != BO_Sub);
      return;
    }
    if (const auto *CE = dyn_cast<CallExpr>(Value); CE && CE->getNumArgs() == 2)
      if (const FunctionDecl *FD = CE->getDirectCallee();
          FD && libraryFunction(FD)) {
        llvm::StringRef Name =
            FD->getIdentifier() ? FD->getName() : llvm::StringRef();
        if (Name == "fmax" || Name == "fmaxf" || Name == "max")
          operands(L, ReductionOp::Max, CE->getArg(0), CE->getArg(1), true);
        else if (Name == "fmin" || Name == "fminf" || Name == "min")
          operands(L, ReductionOp::Min, CE->getArg(0), CE->getArg(1), true);
      }
  }

  /// `v = A op B`: one of them is v (A unless the operator commutes).
  void operands(const Expr *L, ReductionOp Op, const Expr *A, const Expr *B,
                bool Commutes) {
    const ValueDecl *V = namedVar(L);
    if (namedVar(A) == V) {
      if (update(L, Op, B))
        Vars[V].InUpdates.insert(A->IgnoreParenImpCasts());
    } else if (Commutes && namedVar(B) == V) {
      if (update(L, Op, A))
        Vars[V].InUpdates.insert(B->IgnoreParenImpCasts());
    }
  }

  /// The C library's, the C++ library's or a builtin (not the program's
  /// own `max`).
  bool libraryFunction(const FunctionDecl *FD) const {
    const SourceManager &SM = Ctx.getSourceManager();
    return FD->getBuiltinID() ||
           SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()));
  }

  /// Whether \p E's value is not used: a statement of its own (also a
  /// loop's or branch's body, a for loop's init or increment), or the left
  /// operand of a comma.
  bool discarded(const Expr *E) const {
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*E);
      if (Parents.size() != 1)
        return false;
      const Stmt *S = Parents[0].get<Stmt>();
      if (!S)
        return false;
      if (isa<ParenExpr, ExprWithCleanups>(S)) {
        E = cast<Expr>(S);
        continue;
      }
      if (const auto *Comma = dyn_cast<BinaryOperator>(S);
          Comma && Comma->getOpcode() == BO_Comma) {
        if (Comma->getLHS() == E)
          return true;
        E = Comma;
        continue;
      }
      if (isa<Expr>(S) || isa<ReturnStmt>(S))
        return false;
      if (const auto *F = dyn_cast<ForStmt>(S))
        return F->getCond() != E;
      if (const auto *If = dyn_cast<IfStmt>(S))
        return If->getCond() != E;
      if (const auto *W = dyn_cast<WhileStmt>(S))
        return W->getCond() != E;
      if (const auto *Do = dyn_cast<DoStmt>(S))
        return Do->getCond() != E;
      if (const auto *Sw = dyn_cast<SwitchStmt>(S))
        return Sw->getCond() != E;
      return true;
    }
  }

  /// Whether \p Op regroups on a bool accumulator: the conversion to bool
  /// after each step keeps only whether the value is non-zero, which
  /// `|=`, `&=` (of 0/1 values), `*=`, `&&`, `||`, max and min respect and
  /// `+=`, `^=` do not. `&&` and `||` on another type turn it into 0/1
  /// only when the loop runs: the value before an empty loop would change.
  static bool fitsType(QualType T, ReductionOp Op) {
    const bool Logical = Op == ReductionOp::LogAnd || Op == ReductionOp::LogOr;
    if (!T->isBooleanType())
      return !Logical;
    return Op != ReductionOp::Add && Op != ReductionOp::BitXor;
  }

  /// Records an update of the variable \p L names with \p Op and operand
  /// \p E (null for ++ and --); whether it has that form.
  bool update(const Expr *L, ReductionOp Op, const Expr *E) {
    const ValueDecl *V = namedVar(L);
    if (!V || !Written.count(V) || !isa<DeclRefExpr>(L->IgnoreParens()))
      return false;
    Uses &U = Vars[V];
    if (!fitsType(V->getType(), Op)) {
      U.Bad = true;
      return false;
    }
    // An integer accumulates integers only: `n += 0.5` truncates each
    // step, which no regrouping of the steps reproduces.
    if ((E && mentionsDecl(E, V)) || (U.Op && *U.Op != Op) ||
        (V->getType()->isIntegerType() && E &&
         !E->IgnoreParenImpCasts()->getType()->isIntegerType())) {
      U.Bad = true;
      return false;
    }
    U.Op = Op;
    U.InUpdates.insert(L->IgnoreParens());
    return true;
  }

  const VarSet &Written;
  ASTContext &Ctx;
};

/// A variable a split loop may accumulate into: a non-static local
/// arithmetic scalar that is not const, volatile or a reference.
bool splittableVariable(const ValueDecl *V) {
  const auto *VD = dyn_cast<VarDecl>(V);
  if (!VD || !VD->isLocalVarDecl() || VD->isStaticLocal())
    return false;
  QualType T = VD->getType();
  return !T->isReferenceType() && T->isArithmeticType() &&
         !T->isAnyComplexType() && !T.isConstQualified() &&
         !T.isVolatileQualified();
}

/// Whether regrouping the updates leaves the result as OpenMP's sequential
/// loop computes it: integer arithmetic, max and min.
bool orderFree(const ValueDecl *V, ReductionOp Op) {
  return V->getType()->isIntegerType() || Op == ReductionOp::Max ||
         Op == ReductionOp::Min;
}

/// The loop \p For of a body whose earlier statements declare \p Iteration,
/// as a split loop; none when it does not qualify.
std::optional<SplitLoop> splitLoop(const ForStmt *For, const VarSet &Iteration,
                                   const ComputeConstruct &C,
                                   const NestedLoopMap &Loops, ASTContext &Ctx,
                                   Diag &D) {
  if (Loops.count(For) || For->getBeginLoc().isMacroID() ||
      For->getEndLoc().isMacroID() ||
      holdsDirectiveOrLabel(For->getBody(), Loops))
    return std::nullopt;
  // A loop without a directive need not be canonical: it then stays as it
  // is.
  std::optional<CanonicalLoop> L = quietCanonicalLoop(For, Ctx, D);
  if (!L || L->DeclaredOutside || !L->PointerBase.empty())
    return std::nullopt;

  EffectScan Effects(Iteration, Ctx);
  Effects.TraverseStmt(const_cast<ForStmt *>(For));
  if (Effects.Shared.isValid() || Effects.Escape.isValid() ||
      Effects.Jump.isValid() || Effects.GangWrites.empty())
    return std::nullopt;
  VarSet Written;
  for (const EffectScan::GangWrite &W : Effects.GangWrites)
    Written.insert(W.Var);
  UpdateForms Forms(Written, Ctx);
  Forms.TraverseStmt(const_cast<ForStmt *>(For));

  SplitLoop S;
  S.Loop = *L;
  for (const ValueDecl *V : Written) {
    const UpdateForms::Uses &U = Forms.Vars.lookup(V);
    if (!splittableVariable(V) || U.Bad || !U.Op ||
        U.InUpdates.size() != U.Refs ||
        (C.Lang == Dialect::OpenMP && !orderFree(V, *U.Op)))
      return std::nullopt;
    QualType T = V->getType().getUnqualifiedType();
    S.Reductions.push_back(
        {*U.Op, V->getNameAsString(), typeText(T, Ctx), V->getNameAsString()});
  }
  // Each variable's partials take MaxSlices x Columns elements of static
  // shared memory.
  CharUnits Bytes = CharUnits::Zero();
  for (const ValueDecl *V : Written)
    Bytes += Ctx.getTypeSizeInChars(V->getType());
  if (Bytes.getQuantity() * split_geometry::MaxSlices *
          split_geometry::Columns >
      split_geometry::PartialBytes)
    return std::nullopt;
  // By name: the set's order varies from run to run.
  llvm::sort(S.Reductions, [&](const ReductionPlan &A, const ReductionPlan &B) {
    return A.Name < B.Name;
  });
  return S;
}

} // namespace

void planSplitLoop(KernelPlan &P, const NestedLoopMap &Loops, ASTContext &Ctx,
                   Diag &D) {
  if (!P.SpreadBlock || P.Exact || P.Loops.size() != 1 || P.GangPerBlock ||
      P.SingleThread || !P.ThreadLoops.empty() || !P.LastPrivates.empty() ||
      !P.BlockCopies.empty() || !P.ArrayReductions.empty())
    return;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(P.KernelBody);
  if (!Body || Body->getRBracLoc().isMacroID())
    return;
  // The statements before the loop run in every slice: they may only
  // compute the iteration's own variables.
  VarSet Iteration;
  for (auto It = Body->body_begin(); It != Body->body_end(); ++It) {
    const Stmt *S = *It;
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      std::optional<SplitLoop> Split =
          splitLoop(For, Iteration, *P.C, Loops, Ctx, D);
      if (Split) {
        if (std::next(It) != Body->body_end()) {
          Split->RestBegin = (*std::next(It))->getBeginLoc();
          Split->RestEnd = Body->getRBracLoc();
          if (Split->RestBegin.isMacroID())
            return;
        }
        P.Split = std::move(*Split);
        return;
      }
    }
    if (holdsDirectiveOrLabel(S, Loops))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *Dcl : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(Dcl); VD && !VD->isStaticLocal())
          Iteration.insert(VD);
    EffectScan Effects(Iteration, Ctx);
    Effects.TraverseStmt(const_cast<Stmt *>(S));
    if (Effects.Shared.isValid() || Effects.Escape.isValid() ||
        Effects.Jump.isValid())
      return;
  }
}

} // namespace acc2cuda
