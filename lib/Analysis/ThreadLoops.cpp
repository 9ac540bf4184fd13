//===- ThreadLoops.cpp ----------------------------------------------------===//

#include "ThreadLoops.h"
#include "AtomicLowering.h"
#include "DataMapping.h"
#include "LoopAnalysis.h"
#include "StatementEffects.h"
#include "Support/DeclRefs.h"
#include "Support/SourceText.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// A loop directive whose loop the block's threads share: worker, vector or
/// no level at all (the implementation picks, OpenACC 2.9.6), unless it is
/// sequential, a gang loop (nested gang loops are invalid), or `auto`.
bool isThreadLevel(const LoopClauses &L) {
  return !L.Seq && !L.Gang && !L.Auto;
}

/// Why a loop inside a `kernels` region's loop stays sequential: only what
/// the user asserts independent is spread over threads there.
const char *const KernelsNeedIndependent =
    "in a 'kernels' region an inner loop needs 'independent' to be spread "
    "over threads";

/// Collects the loops the block's threads share and the variables declared
/// in the gang's code (outside those loops).
class ThreadLoopFinder : public RecursiveASTVisitor<ThreadLoopFinder> {
public:
  explicit ThreadLoopFinder(const NestedLoopMap &Loops) : Loops(Loops) {}

  bool TraverseForStmt(ForStmt *S) {
    auto It = Loops.find(S);
    if (It != Loops.end() && isThreadLevel(It->second.Clauses)) {
      Found.insert(S);
      InOrder.push_back(S);
      return true; // what is inside runs in one thread
    }
    return RecursiveASTVisitor::TraverseForStmt(S);
  }
  bool VisitVarDecl(VarDecl *VD) {
    GangVars.insert(VD);
    return true;
  }

  const NestedLoopMap &Loops;
  llvm::SmallPtrSet<const Stmt *, 4> Found;
  std::vector<const Stmt *> InOrder; ///< source order
  llvm::SmallPtrSet<const ValueDecl *, 16> GangVars;
};

bool containsAny(const Stmt *S,
                 const llvm::SmallPtrSetImpl<const Stmt *> &Set) {
  if (!S)
    return false;
  if (Set.count(S))
    return true;
  // An OpenMP directive's statement: children() lists only the captures.
  if (const auto *CS = dyn_cast<CapturedStmt>(S))
    return containsAny(CS->getCapturedStmt(), Set);
  for (const Stmt *C : S->children())
    if (containsAny(C, Set))
      return true;
  return false;
}

class GangPlanner {
public:
  GangPlanner(KernelPlan &P, const NestedLoopMap &Loops,
              const llvm::SmallPtrSetImpl<const Stmt *> &ThreadStmts,
              const DeclSet &Gang, const DeclSet &KernelReductions,
              ASTContext &Ctx, Diag &D, bool RowLevel = false)
      : P(P), Loops(Loops), ThreadStmts(ThreadStmts), Gang(Gang),
        KernelReductions(KernelReductions), Ctx(Ctx),
        SM(Ctx.getSourceManager()), D(D), RowLevel(RowLevel),
        Level(RowLevel                       ? "worker"
              : P.C->Lang == Dialect::OpenMP ? "team"
                                             : "gang") {}

  bool Error = false;
  std::string Why;
  SourceLocation WhyLoc;

  void plan(const Stmt *S) {
    if (!S || Error)
      return;
    if (ThreadStmts.count(S))
      return planThreadLoop(cast<ForStmt>(S));
    if (isThreadLoop(S)) // OpenMP: the directive holds its loop
      return planThreadLoop(cast<ForStmt>(cast<OMPLoopDirective>(S)
                                              ->getInnermostCapturedStmt()
                                              ->getCapturedStmt()));
    if (!containsAny(S, ThreadStmts)) {
      std::vector<const Stmt *> One = {S};
      return planStatements(One);
    }
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
      std::vector<const Stmt *> Run;
      bool AfterLoop = false;
      for (const Stmt *C : CS->body()) {
        if (!containsAny(C, ThreadStmts)) {
          Run.push_back(C);
          continue;
        }
        planStatements(Run, AfterLoop);
        Run.clear();
        plan(C);
        AfterLoop = isThreadLoop(C);
      }
      return planStatements(Run, AfterLoop);
    }
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      uniform(If->getInit());
      uniform(If->getConditionVariableDeclStmt());
      uniform(If->getCond());
      plan(If->getThen());
      return plan(If->getElse());
    }
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      auto It = Loops.find(For);
      if (It != Loops.end() && (!It->second.Clauses.Private.empty() ||
                                !It->second.Clauses.Reductions.empty()))
        return fail(For->getBeginLoc(),
                    "a sequential loop with private or reduction clauses "
                    "holds it");
      uniform(For->getInit());
      uniform(For->getCond());
      uniform(For->getInc());
      return plan(For->getBody());
    }
    if (const auto *W = dyn_cast<WhileStmt>(S)) {
      uniform(W->getCond());
      return plan(W->getBody());
    }
    if (const auto *Do = dyn_cast<DoStmt>(S)) {
      uniform(Do->getCond());
      return plan(Do->getBody());
    }
    fail(S->getBeginLoc(),
         std::string("a '") + S->getStmtClassName() + "' statement holds it");
  }

private:
  std::string where(SourceLocation L) const {
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(L));
    return PL.isValid() ? " at line " + std::to_string(PL.getLine()) : "";
  }
  void fail(SourceLocation L, std::string W) {
    if (Why.empty()) {
      Why = std::move(W);
      WhyLoc = L;
    }
  }

  /// Control that every thread evaluates: it may compute the gang's
  /// variables, nothing else.
  void uniform(const Stmt *S) {
    if (!S)
      return;
    EffectScan E(Gang, Ctx);
    E.TraverseStmt(const_cast<Stmt *>(S));
    if (const DeclRefExpr *R = readsReduction(S))
      fail(R->getLocation(), "the control of a statement around it" +
                                 where(R->getLocation()) +
                                 " reads the reduction variable '" +
                                 R->getDecl()->getNameAsString() +
                                 "', whose value differs between threads");
    else if (E.Shared.isValid())
      fail(E.Shared, "the control of a statement around it" + where(E.Shared) +
                         " writes memory or calls a function");
    else if (E.Escape.isValid())
      fail(E.Escape, "the address of '" + E.Escaped->getNameAsString() +
                         "' is taken" + where(E.Escape));
  }

  /// A use of one of the kernel's reduction variables in \p S (each thread
  /// holds its own partial value).
  const DeclRefExpr *readsReduction(const Stmt *S) const {
    return findDeclRef(
        S, [&](const ValueDecl *V) { return KernelReductions.count(V) > 0; });
  }

  /// A thread loop, or the OpenMP directive holding one.
  bool isThreadLoop(const Stmt *S) const {
    if (ThreadStmts.count(S))
      return true;
    const auto *LD = dyn_cast<OMPLoopDirective>(S);
    return LD &&
           ThreadStmts.count(LD->getInnermostCapturedStmt()->getCapturedStmt());
  }

  /// Gang code without thread loops: every thread runs what computes the
  /// gang's variables; consecutive statements that write shared memory run
  /// on one thread. \p AfterLoop: the statements follow a thread loop, whose
  /// barrier a single statement right after it needs no other.
  void planStatements(llvm::ArrayRef<const Stmt *> Run,
                      bool AfterLoop = false) {
    const Stmt *First = nullptr, *Last = nullptr;
    bool Leading = AfterLoop; // nothing ran since the loop's barrier
    bool FirstLeads = false;
    auto Flush = [&] {
      if (First)
        P.GangSingle.push_back(
            {SourceRange(SM.getExpansionLoc(First->getBeginLoc()),
                         afterStatement(Last, Ctx)),
             !FirstLeads, RowLevel});
      First = Last = nullptr;
    };
    for (const Stmt *S : Run) {
      if (isa<NullStmt>(S))
        continue;
      bool WasLeading = Leading;
      Leading = false;
      EffectScan E(Gang, Ctx);
      E.TraverseStmt(const_cast<Stmt *>(S));
      if (E.Escape.isValid()) {
        fail(E.Escape, "the address of the " + Level + "'s variable '" +
                           E.Escaped->getNameAsString() + "' is taken" +
                           where(E.Escape));
        return;
      }
      if (E.Shared.isInvalid()) {
        // Every thread runs it: what it computes must not depend on the
        // thread's own partial reduction.
        if (const DeclRefExpr *R = readsReduction(S)) {
          fail(R->getLocation(), "the statement" + where(S->getBeginLoc()) +
                                     " reads the reduction variable '" +
                                     R->getDecl()->getNameAsString() +
                                     "', whose value differs between threads");
          return;
        }
        Flush();
        continue;
      }
      if (isa<DeclStmt>(S)) {
        fail(E.Shared, "the declaration" + where(S->getBeginLoc()) +
                           " calls a function or writes memory");
        return;
      }
      if (!E.GangWrites.empty()) {
        fail(E.GangWrites.front().Loc,
             "the statement" + where(S->getBeginLoc()) +
                 " writes both memory the " + Level + " shares and the " +
                 Level + "'s variable '" +
                 E.GangWrites.front().Var->getNameAsString() + "'");
        return;
      }
      if (E.Jump.isValid()) {
        fail(E.Jump, "the statement" + where(S->getBeginLoc()) +
                         " writes memory and leaves the loop body");
        return;
      }
      if (SM.getExpansionLoc(S->getBeginLoc()) != S->getBeginLoc() ||
          S->getEndLoc().isMacroID()) {
        fail(S->getBeginLoc(),
             "the statement" + where(S->getBeginLoc()) + " comes from a macro");
        return;
      }
      if (!First) {
        First = S;
        FirstLeads = WasLeading;
      }
      Last = S;
    }
    Flush();
  }

  void planThreadLoop(const ForStmt *F) {
    const LoopClauses &LC = Loops.find(F)->second.Clauses;
    std::optional<CanonicalLoop> L = analyzeCanonicalLoop(F, Ctx, D, "loop");
    if (!L) {
      Error = true;
      return;
    }
    if (!L->PointerBase.empty())
      return fail(F->getBeginLoc(), "its loop variable is a pointer, which "
                                    "only outer loops spread");
    ThreadLoop T;
    T.Loop = std::move(*L);
    // collapse(n) / tile: the tightly nested loops join one iteration space.
    const ForStmt *Innermost = F;
    for (unsigned I = 1; I < LC.Collapse; ++I) {
      const Stmt *Body = Innermost->getBody();
      const Stmt *Next = singleStatement(Body);
      if (!Next || !isa<ForStmt>(Next)) {
        D.report(diag::CollapseDepth, Innermost->getBeginLoc(),
                 "'collapse(" + std::to_string(LC.Collapse) + ")' needs " +
                     std::to_string(LC.Collapse) + " tightly nested loops");
        Error = true;
        return;
      }
      for (const Stmt *W = Body; W != Next;) {
        const auto *CS = cast<CompoundStmt>(W);
        T.DropBraces.push_back(CS->getRBracLoc());
        W = CS->body_front();
      }
      std::optional<CanonicalLoop> C =
          analyzeCanonicalLoop(Next, Ctx, D, "loop");
      if (!C) {
        Error = true;
        return;
      }
      if (!C->PointerBase.empty())
        return fail(Next->getBeginLoc(), "its loop variable is a pointer, "
                                         "which only outer loops spread");
      Innermost = cast<ForStmt>(Next);
      std::vector<const VarDecl *> OuterVars = {T.Loop.IndVar};
      for (const CanonicalLoop &O : T.Collapsed)
        OuterVars.push_back(O.IndVar);
      for (const Expr *E : {C->LowerExpr, C->BoundExpr, C->StepExpr})
        for (const VarDecl *V : OuterVars)
          if (findDeclRef(E, [V](const ValueDecl *D) { return D == V; }))
            return fail(E->getBeginLoc(),
                        "the bounds of a collapsed inner loop use '" +
                            V->getNameAsString() + "'");
      if (C->DeclaredOutside || T.Loop.DeclaredOutside)
        return fail(Next->getBeginLoc(),
                    "a collapsed loop's variable is declared outside it");
      T.Collapsed.push_back(std::move(*C));
    }
    const CanonicalLoop &Last =
        T.Collapsed.empty() ? T.Loop : T.Collapsed.back();
    if (!checkParallelLoopBody(Last, Innermost->getBody(), Ctx, D)) {
      Error = true;
      return;
    }
    if (F->getBeginLoc().isMacroID() ||
        Innermost->getBody()->getBeginLoc().isMacroID() ||
        F->getEndLoc().isMacroID())
      return fail(F->getBeginLoc(), "the loop comes from a macro");
    T.VectorSize = LC.VectorSize;
    T.WorkerSize = LC.WorkerSize;
    llvm::SmallPtrSet<const ValueDecl *, 4> Own;
    for (const Reduction &R : LC.Reductions) {
      Own.insert(R.Var.Decl);
      if (!Gang.count(R.Var.Decl))
        continue; // the kernel's reduction: each thread accumulates its own
      QualType Ty = R.Var.Decl->getType();
      if (Ty->isReferenceType() || !Ty->isArithmeticType() ||
          Ty->isAnyComplexType())
        return fail(R.Var.Range.getBegin(),
                    "the reduction variable '" + R.Var.Name +
                        "' does not have arithmetic type");
      T.Reductions.push_back(
          {R.Op, R.Var.Name, typeText(Ty.getUnqualifiedType(), Ctx), ""});
    }
    for (const VarRef &V : LC.Private) {
      Own.insert(V.Decl);
      QualType Ty = V.Decl->getType();
      if (isPointerSection(V))
        return fail(V.Range.getBegin(),
                    "a private copy of a section of pointer '" + V.BaseName +
                        "' is not supported by this version of acc2cuda; "
                        "declare an array of the section's size in the loop");
      if (Ty->isReferenceType() || Ty->isVariablyModifiedType() ||
          Ty->isIncompleteType())
        return fail(V.Range.getBegin(), "the private variable '" + V.Name +
                                            "' has no fixed-size type");
      T.PrivateDecls.push_back(declareAs(Ty.getUnqualifiedType(), V.Name, Ctx) +
                               ";");
    }
    EffectScan E(Gang, Ctx);
    E.TraverseStmt(const_cast<Stmt *>(Innermost->getBody()));
    if (E.Escape.isValid())
      return fail(E.Escape, "the address of the " + Level + "'s variable '" +
                                E.Escaped->getNameAsString() + "' is taken" +
                                where(E.Escape));
    for (const EffectScan::GangWrite &W : E.GangWrites)
      if (!Own.count(W.Var) && !KernelReductions.count(W.Var))
        return fail(W.Loc, "it writes '" + W.Var->getNameAsString() + "'" +
                               where(W.Loc) + ", a variable of the " + Level +
                               " (declare it inside the loop, or name it in a "
                               "private or reduction clause)");
    T.Span = RowLevel ? ThreadSpan::Lanes : ThreadSpan::Block;
    if (!RowLevel && LC.Worker && !LC.Vector &&
        !planWorkerRows(T, LC, Innermost))
      return;
    P.ThreadLoops.push_back(std::move(T));
  }

  /// Whether an inner loop of a worker loop can be spread over vector lanes;
  /// asked without reporting, since such a loop ran sequentially in each
  /// worker's thread before it could be spread, and still may.
  bool spreadable(const ForStmt *F) {
    return quietCanonicalLoop(F, Ctx, D).has_value();
  }

  /// A worker loop holding vector loops: each worker takes a row of the
  /// block (threadIdx.y) and its vector loops the row's lanes (threadIdx.x).
  /// The worker's own code around them is planned as the gang's is one
  /// level up: every lane computes the worker's variables, one lane writes
  /// memory. When that cannot be done, the vector loops run sequentially in
  /// each worker's thread and the reason is reported. False on an error.
  bool planWorkerRows(ThreadLoop &T, const LoopClauses &LC,
                      const ForStmt *Innermost) {
    const Stmt *Body = Innermost->getBody();
    ThreadLoopFinder Inner(Loops);
    Inner.TraverseStmt(const_cast<Stmt *>(Body));
    if (Inner.Found.empty())
      return true;
    // The worker's variables: declared in its code, its indices, and what
    // it privatizes or reduces (equal in each lane of the row).
    llvm::SmallPtrSet<const ValueDecl *, 16> Worker(Gang.begin(), Gang.end());
    Worker.insert(Inner.GangVars.begin(), Inner.GangVars.end());
    Worker.insert(T.Loop.IndVar);
    for (const CanonicalLoop &L : T.Collapsed)
      Worker.insert(L.IndVar);
    for (const VarRef &V : LC.Private)
      Worker.insert(V.Decl);
    for (const Reduction &R : LC.Reductions)
      if (Gang.count(R.Var.Decl))
        Worker.insert(R.Var.Decl);
    const size_t ThreadLoops = P.ThreadLoops.size(),
                 Singles = P.GangSingle.size();
    GangPlanner Rows(P, Loops, Inner.Found, Worker, KernelReductions, Ctx, D,
                     /*RowLevel=*/true);
    for (const Stmt *S : Inner.InOrder) {
      if (Loops.find(S)->second.Clauses.Worker)
        Rows.fail(S->getBeginLoc(), "a worker loop is nested in a worker loop");
      else if (P.C->Kind == ComputeKind::Kernels &&
               !Loops.find(S)->second.Clauses.Independent)
        Rows.fail(S->getBeginLoc(), KernelsNeedIndependent);
      else if (!spreadable(cast<ForStmt>(S)))
        Rows.fail(S->getBeginLoc(),
                  "the loop is not in canonical form or leaves its body");
    }
    if (Rows.Why.empty())
      Rows.plan(Body);
    if (Rows.Error) {
      Error = true;
      return false;
    }
    if (Rows.Why.empty()) {
      T.Span = ThreadSpan::Rows;
      P.WorkerRows = true;
      return true;
    }
    P.ThreadLoops.resize(ThreadLoops);
    P.GangSingle.resize(Singles);
    const LoopClauses &First =
        Loops.find(Inner.InOrder.front())->second.Clauses;
    D.report(diag::InnerLoopSequential, First.Loc,
             "this loop runs sequentially in each worker: " + Rows.Why);
    if (P.InnerLoopsSequential.empty()) {
      P.InnerLoopsSequential = Rows.Why;
      P.InnerLoopsLoc = Rows.WhyLoc;
    }
    return true;
  }

  KernelPlan &P;
  const NestedLoopMap &Loops;
  const llvm::SmallPtrSetImpl<const Stmt *> &ThreadStmts;
  const DeclSet &Gang;
  const DeclSet &KernelReductions;
  ASTContext &Ctx;
  const SourceManager &SM;
  Diag &D;
  bool RowLevel;
  std::string Level; ///< whose code this plans: "gang" ("team"), "worker"
};

} // namespace

bool planThreadLoops(KernelPlan &P, llvm::ArrayRef<LoopClauses> OuterLevels,
                     const NestedLoopMap &Loops,
                     const DeclSet &KernelReductions, ASTContext &Ctx,
                     Diag &D) {
  ThreadLoopFinder Finder(Loops);
  Finder.TraverseStmt(const_cast<Stmt *>(P.KernelBody));
  if (Finder.Found.empty())
    return true;
  const LoopClauses *FirstInner =
      &Loops.find(Finder.InOrder.front())->second.Clauses;
  // An OpenACC serial region runs its loops in order by definition (OpenMP
  // target regions without a loop of their own get no thread loops).
  if (P.Loops.empty())
    return true;
  auto Sequential = [&](SourceLocation At, const std::string &Why) {
    P.InnerLoopsSequential = Why;
    P.InnerLoopsLoc = At;
    D.report(diag::InnerLoopSequential, FirstInner->Loc,
             "this loop runs sequentially in each thread of the outer loop "
             "nest: " +
                 Why);
    return true;
  };
  for (const LoopClauses &L : OuterLevels)
    if (L.Worker || L.Vector)
      return Sequential(L.Loc,
                        "the outer loop nest already uses the " +
                            std::string(P.C->Lang == Dialect::OpenMP ? "thread"
                                        : L.Vector                   ? "vector"
                                                   : "worker") +
                            " level");
  if (P.C->Kind == ComputeKind::Kernels)
    for (const Stmt *S : Finder.InOrder)
      if (!Loops.find(S)->second.Clauses.Independent)
        return Sequential(Loops.find(S)->second.Clauses.Loc,
                          KernelsNeedIndependent);

  // The gang's variables: every thread keeps its own copy, equal to the
  // others' as long as every thread computes it.
  llvm::SmallPtrSet<const ValueDecl *, 16> Gang = Finder.GangVars;
  for (const CanonicalLoop &L : P.Loops)
    Gang.insert(L.IndVar);
  for (const Capture &C : P.Captures)
    if (C.Kind == CaptureKind::Value || C.Kind == CaptureKind::Private ||
        C.Kind == CaptureKind::LastPrivate ||
        C.Kind == CaptureKind::DevicePointer ||
        C.Kind == CaptureKind::ContainerView)
      Gang.insert(C.Decl);
  for (const ValueDecl *R : KernelReductions)
    Gang.erase(R);

  GangPlanner Planner(P, Loops, Finder.Found, Gang, KernelReductions, Ctx, D);
  Planner.plan(P.KernelBody);
  if (Planner.Error)
    return false;
  if (!Planner.Why.empty()) {
    P.ThreadLoops.clear();
    P.GangSingle.clear();
    return Sequential(Planner.WhyLoc, Planner.Why);
  }
  P.GangPerBlock = !P.ThreadLoops.empty();
  if (!P.GangPerBlock)
    P.GangSingle.clear();
  return true;
}

bool isWorkerOfVectorLoops(const ForStmt *For, const LoopClauses &L,
                           const NestedLoopMap &Loops) {
  if (!L.Worker || L.Vector || L.Gang || L.Seq)
    return false;
  const Stmt *Body = For->getBody();
  for (unsigned I = 1; I < L.Collapse && Body; ++I) {
    const auto *Next = dyn_cast_or_null<ForStmt>(singleStatement(Body));
    if (!Next)
      return false;
    Body = Next->getBody();
  }
  const Stmt *Only = singleStatement(Body);
  if (Only && Loops.count(Only))
    return false;
  ThreadLoopFinder Inner(Loops);
  Inner.TraverseStmt(const_cast<Stmt *>(Body));
  return !Inner.Found.empty();
}

bool planLoopPrivates(KernelPlan &P, const NestedLoopMap &Loops,
                      const ASTContext &Ctx, Diag &D) {
  bool Ok = true;
  llvm::SmallPtrSet<const Stmt *, 4> Threaded;
  for (const ThreadLoop &T : P.ThreadLoops)
    Threaded.insert(T.Loop.For);
  for (const auto &KV : Loops) {
    const auto *For = dyn_cast<ForStmt>(KV.first);
    const LoopClauses &LC = KV.second.Clauses;
    if (!For || Threaded.count(For) ||
        (LC.Private.empty() && LC.FirstPrivate.empty()) ||
        !isWithin(For->getBeginLoc(), P.KernelBody, Ctx) ||
        For->getBeginLoc().isMacroID())
      continue;
    LoopPrivateScope Scope;
    Scope.For = For;
    // A reference or a variable-length array cannot be redeclared, nor an
    // array initialised from another.
    auto Declarable = [&](const VarRef &V, bool First) {
      QualType Ty = V.Decl->getType();
      if (!Ty->isReferenceType() && !Ty->isVariablyModifiedType() &&
          !Ty->isIncompleteType() && !(First && Ty->isArrayType()) &&
          !isPointerSection(V))
        return true;
      D.report(diag::UnsupportedClause, V.Range.getBegin(),
               std::string("a ") + (First ? "firstprivate" : "private") +
                   " copy of '" + V.Name +
                   "' (a reference, a pointer's section or an array" +
                   (First ? "" : " of unknown size") +
                   ") on an inner loop is not supported by this version "
                   "of acc2cuda; declare the variable inside the loop");
      Ok = false;
      return false;
    };
    // firstprivate: the outer value is read before the copy hides it.
    std::vector<std::string> Copies;
    for (const VarRef &V : LC.FirstPrivate) {
      if (!Declarable(V, true))
        continue;
      Scope.Decls.push_back("const auto &acc2cuda_first_" + V.Name + " = " +
                            V.Name + ";");
      Copies.push_back(
          declareAs(V.Decl->getType().getUnqualifiedType(), V.Name, Ctx) +
          " = acc2cuda_first_" + V.Name + ";");
    }
    Scope.Decls.insert(Scope.Decls.end(), Copies.begin(), Copies.end());
    for (const VarRef &V : LC.Private)
      if (Declarable(V, false))
        Scope.Decls.push_back(
            declareAs(V.Decl->getType().getUnqualifiedType(), V.Name, Ctx) +
            ";");
    if (!Scope.Decls.empty())
      P.LoopPrivates.push_back(std::move(Scope));
  }
  // Source order, so that the output does not depend on hashing.
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::sort(P.LoopPrivates,
             [&](const LoopPrivateScope &A, const LoopPrivateScope &B) {
               return SM.isBeforeInTranslationUnit(A.For->getBeginLoc(),
                                                   B.For->getBeginLoc());
             });
  return Ok;
}

} // namespace acc2cuda
