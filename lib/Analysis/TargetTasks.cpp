//===- TargetTasks.cpp ----------------------------------------------------===//

#include "TargetTasks.h"
#include "Analysis/AtomicLowering.h"
#include "Frontend/OMPImporter.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

void HostTasks::note(const OMPExecutableDirective *D) {
  if (const auto *TW = dyn_cast<OMPTaskwaitDirective>(D)) {
    Taskwaits.push_back(TW);
    return;
  }
  if (isTargetComputeDirective(D) || isTargetDataDirective(D) ||
      !D->hasAssociatedStmt())
    return;
  Regions.push_back(D);
  if (isa<OMPTaskDirective>(D) &&
      !D->getClausesOfKind<OMPDependClause>().empty())
    TaskDepends = true;
}

namespace {

class Planner {
public:
  Planner(const HostTasks &H, const StatementIndex &Index, ASTContext &Ctx,
          Diag &D)
      : H(H), Index(Index), Ctx(Ctx), SM(Ctx.getSourceManager()), D(D),
        Completes(H.Taskwaits.size(), false) {}

  /// Decides for one construct, which spans \p R.
  void decide(AsyncClauses &A, const FunctionDecl *FD, SourceRange R,
              llvm::StringRef Dir) {
    A.HostTaskwait = H.TaskDepends && !A.DependClauses.empty();
    if (!A.Async || A.NowaitLoc.isInvalid())
      return;
    std::string Why;
    int Waiter = -1;
    if (const OMPExecutableDirective *Host = enclosingHostRegion(R))
      Why = "it is inside '#pragma omp " +
            getOpenMPDirectiveName(Host->getDirectiveKind()).str() +
            "', whose barrier or tasks acc2cuda does not order";
    else if (H.TaskDepends)
      Why = "the file has host tasks with 'depend', which acc2cuda's "
            "queues do not order";
    else if ((Waiter = completingTaskwait(FD, R)) < 0)
      Why = "no 'taskwait' follows it in its function";
    if (!Why.empty()) {
      D.report(diag::AsyncRunsSynchronously, A.NowaitLoc,
               "'nowait' accepted: acc2cuda finishes the '" + Dir +
                   "' before the host goes on (an undeferred target task, "
                   "which OpenMP allows): " +
                   Why);
      return;
    }
    A.Undeferred = false;
    Completes[Waiter] = true;
    Deferred = true;
  }

  /// The `taskwait`s that take part, as wait constructs.
  void addTaskwaits(std::vector<DataConstruct> &Data) {
    for (size_t I = 0; I < H.Taskwaits.size(); ++I) {
      const OMPTaskwaitDirective *TW = H.Taskwaits[I];
      // Without deferred tasks, every dependence a `taskwait depend`
      // names has been met: it stays the host's.
      if (!Completes[I] && !(Deferred && !TW->clauses().empty()))
        continue;
      Data.push_back(
          importOMPTaskwait(TW, Index.functionAt(begin(TW)), Ctx, D));
    }
  }

private:
  SourceLocation begin(const Stmt *S) const {
    return SM.getExpansionLoc(S->getBeginLoc());
  }

  const OMPExecutableDirective *enclosingHostRegion(SourceRange R) const {
    SourceLocation Begin = SM.getExpansionLoc(R.getBegin());
    for (const OMPExecutableDirective *Host : H.Regions)
      if (isWithin(Begin, Host->getAssociatedStmt(), Ctx))
        return Host;
    return nullptr;
  }

  /// The first plain `taskwait` after \p R in \p FD, or -1.
  int completingTaskwait(const FunctionDecl *FD, SourceRange R) const {
    SourceLocation End = SM.getExpansionLoc(R.getEnd());
    for (size_t I = 0; I < H.Taskwaits.size(); ++I) {
      const OMPTaskwaitDirective *TW = H.Taskwaits[I];
      SourceLocation L = begin(TW);
      if (TW->clauses().empty() && Index.functionAt(L) == FD &&
          SM.isBeforeInTranslationUnit(End, L))
        return static_cast<int>(I);
    }
    return -1;
  }

  const HostTasks &H;
  const StatementIndex &Index;
  ASTContext &Ctx;
  const SourceManager &SM;
  Diag &D;
  std::vector<bool> Completes; ///< per taskwait: completes a deferred task
  bool Deferred = false;
};

SourceRange span(SourceRange Pragma, const Stmt *Body) {
  return {Pragma.getBegin(), Body ? Body->getEndLoc() : Pragma.getEnd()};
}

} // namespace

void planTargetTasks(const HostTasks &H, std::vector<ComputeConstruct> &Compute,
                     std::vector<DataConstruct> &Data,
                     const StatementIndex &Index, ASTContext &Ctx, Diag &D) {
  Planner P(H, Index, Ctx, D);
  for (ComputeConstruct &C : Compute)
    if (C.Lang == Dialect::OpenMP)
      P.decide(C.Async, C.Function, span(C.PragmaRange, C.Body),
               C.DirectiveName);
  for (DataConstruct &DC : Data)
    if (DC.Lang == Dialect::OpenMP)
      P.decide(DC.Async, DC.Function, span(DC.PragmaRange, DC.Body),
               DC.DirectiveName);
  P.addTaskwaits(Data);
}

} // namespace acc2cuda
