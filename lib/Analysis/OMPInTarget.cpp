//===- OMPInTarget.cpp ----------------------------------------------------===//

#include "OMPInTarget.h"
#include "Frontend/OMPImporter.h"
#include "OMPRoutines.h"
#include "Support/SourceText.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/xxhash.h"

using namespace clang;
using namespace llvm::omp;

namespace acc2cuda {

namespace {

class Lowerer {
public:
  Lowerer(KernelPlan &P, ASTContext &Ctx, Diag &D)
      : P(P), Ctx(Ctx), SM(Ctx.getSourceManager()), D(D) {}

  /// The body's edits in the clauses of the directive being lowered.
  std::vector<TextEdit> ClauseEdits;

  bool lower(const OMPExecutableDirective *Dir) {
    // The directive's line becomes a comment: what its clauses name is
    // used, if at all, in the code written for it, with the edits made in
    // them (routine calls' device forms, OMPRoutines.h) applied there.
    SourceRange Line(Dir->getBeginLoc(), Dir->getEndLoc());
    ClauseEdits.clear();
    llvm::erase_if(P.BodyEdits, [&](const TextEdit &E) {
      bool Inside = !SM.isBeforeInTranslationUnit(E.Begin, Line.getBegin()) &&
                    !SM.isBeforeInTranslationUnit(Line.getEnd(), E.Begin);
      if (Inside)
        ClauseEdits.push_back(E);
      return Inside;
    });
    if (const auto *PD = dyn_cast<OMPParallelDirective>(Dir))
      return parallelOnOneThread(PD);
    if (const auto *TD = dyn_cast<OMPTaskDirective>(Dir))
      return taskHere(TD);
    // The directive itself stays as a comment (the scan erased it).
    if (!clausesOk(Dir))
      return false;
    if (isa<OMPBarrierDirective>(Dir))
      return true; // the team has one thread
    // Tasks ran where they were created: all are complete.
    if (isa<OMPTaskwaitDirective, OMPTaskgroupDirective, OMPTaskyieldDirective>(
            Dir))
      return true;
    // flush(list) orders only the list: a full fence orders more.
    if (isa<OMPFlushDirective>(Dir)) {
      insertAfterPragma(Dir, "__threadfence();\n");
      return true;
    }
    if (isa<OMPSingleDirective>(Dir))
      return true; // the one thread runs it
    if (const auto *CD = dyn_cast<OMPCriticalDirective>(Dir)) {
      std::string Name = CD->getDirectiveName().getAsString();
      std::string Lock;
      llvm::raw_string_ostream(Lock)
          << "acc2cuda::omp_dev::critical_lock<"
          << llvm::format_hex(llvm::xxh3_64bits(Name), 18) << "ull>";
      wrap(Dir,
           "{ // " +
               (Name.empty() ? std::string("unnamed") : "'" + Name + "'") +
               " critical section\nacc2cuda::omp_dev::Critical "
               "acc2cuda_critical(&" +
               Lock + ");\n",
           "\n}");
      return true;
    }
    // master, masked: the thread whose number is the filter's.
    std::string Filter = "0";
    if (const auto *F = Dir->getSingleClause<OMPFilterClause>())
      Filter =
          "(" +
          editedText(F->getThreadID()->getSourceRange(), {}, ClauseEdits, Ctx) +
          ")";
    bool Parallel = inParallelOfThreads(P, Dir->getBeginLoc(), Ctx);
    wrap(Dir,
         std::string("{\nif (acc2cuda::omp_dev::thread_num(") +
             (Parallel ? "true" : "false") + ") == " + Filter + ")\n",
         "\n}");
    return true;
  }

private:
  /// A `parallel` region in a team's code (not a loop of the team's
  /// threads): a team of one thread runs it, which OpenMP allows (the
  /// number of threads is the implementation's to choose), so its loops
  /// and directives are those of one thread too. private and firstprivate
  /// variables get copies in the region's scope; a reduction accumulates
  /// into the variable itself; num_threads, if, proc_bind, shared and
  /// default change nothing.
  bool parallelOnOneThread(const OMPParallelDirective *Dir) {
    std::string Copies, Inits;
    bool Ok = true;
    for (const OMPClause *Cl : Dir->clauses()) {
      if (!Cl || Cl->isImplicit())
        continue;
      switch (Cl->getClauseKind()) {
      case OMPC_num_threads:
      case OMPC_if:
      case OMPC_proc_bind:
      case OMPC_shared:
      case OMPC_reduction:
        continue;
      case OMPC_default:
        if (!defaultPrivatizes(Cl))
          continue;
        D.report(diag::UnsupportedClause, Cl->getBeginLoc(),
                 defaultPrivatizesMessage);
        Ok = false;
        continue;
      case OMPC_private:
      case OMPC_firstprivate:
        Ok &= copies(Cl, "a 'parallel' region", Inits, Copies);
        continue;
      default:
        D.report(diag::UnsupportedClause, Cl->getBeginLoc(),
                 "OpenMP clause '" +
                     getOpenMPClauseName(Cl->getClauseKind()).str() +
                     "' on '#pragma omp parallel' in a target region is not "
                     "supported by this version of acc2cuda");
        Ok = false;
      }
    }
    if (!Ok)
      return false;
    D.report(diag::InnerLoopSequential, Dir->getBeginLoc(),
             "this parallel region runs on one thread of its team: acc2cuda "
             "spreads over the GPU's threads the loops of 'teams distribute' "
             "constructs and the 'parallel for' loops nested in them");
    wrap(Dir, "{ // parallel region: one thread\n" + Inits + "{\n" + Copies,
         "\n}\n}");
    return true;
  }

  /// A task in a target region runs where it is created, at once (an
  /// included task, which OpenMP allows for any task): in program order,
  /// so its dependences hold and taskwait and taskgroup find it complete.
  /// Its private and firstprivate variables, the implicit ones included
  /// (those not shared where the task is created), get copies.
  bool taskHere(const OMPTaskDirective *Dir) {
    std::string Copies, Inits;
    bool Ok = true;
    for (const OMPClause *Cl : Dir->clauses()) {
      OpenMPClauseKind K = Cl ? Cl->getClauseKind() : OMPC_unknown;
      if (K == OMPC_private || K == OMPC_firstprivate) {
        Ok &= copies(Cl, "a 'task'", Inits, Copies);
        continue;
      }
      if (!Cl || Cl->isImplicit() ||
          (acceptsLoweredInTargetClause(OMPD_task, K) &&
           !defaultPrivatizes(Cl)))
        continue;
      D.report(diag::UnsupportedClause, Cl->getBeginLoc(),
               "OpenMP clause '" + getOpenMPClauseName(K).str() +
                   "' on '#pragma omp task' in a target region is not "
                   "supported by this version of acc2cuda");
      Ok = false;
    }
    if (!Ok)
      return false;
    wrap(Dir, "{ // task: runs here, now\n" + Inits + "{\n" + Copies, "\n}\n}");
    return true;
  }

  /// Declarations giving each variable of a private or firstprivate clause
  /// a copy in the scope of \p Where's code (firstprivate ones first saved
  /// in Inits, then copied, as the copy hides the original).
  bool copies(const OMPClause *Cl, llvm::StringRef Where, std::string &Inits,
              std::string &Copies) {
    bool First = Cl->getClauseKind() == OMPC_firstprivate;
    auto Vars = First ? cast<OMPFirstprivateClause>(Cl)->varlists()
                      : cast<OMPPrivateClause>(Cl)->varlists();
    bool Ok = true;
    for (const Expr *E : Vars) {
      const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      QualType T = VD ? VD->getType().getNonReferenceType() : QualType();
      if (!VD || (First && T->isArrayType())) {
        D.report(diag::UnsupportedClause, E->getBeginLoc(),
                 "this list item in '" +
                     getOpenMPClauseName(Cl->getClauseKind()).str() + "' on " +
                     Where +
                     " in a target region is not supported by this version "
                     "of acc2cuda");
        Ok = false;
        continue;
      }
      std::string Name = VD->getName().str();
      if (First)
        Inits += "auto acc2cuda_fp_" + Name + " = " + Name + ";\n";
      Copies += declareAs(T.getUnqualifiedType(), Name, Ctx) +
                (First ? " = acc2cuda_fp_" + Name : "") + ";\n";
    }
    return Ok;
  }

  /// Clauses that change nothing on one thread are fine; the others are
  /// errors.
  bool clausesOk(const OMPExecutableDirective *Dir) {
    bool Ok = true;
    for (const OMPClause *Cl : Dir->clauses()) {
      if (!Cl || Cl->isImplicit() ||
          (acceptsLoweredInTargetClause(Dir->getDirectiveKind(),
                                        Cl->getClauseKind()) &&
           !defaultPrivatizes(Cl)))
        continue;
      D.report(diag::UnsupportedClause, Cl->getBeginLoc(),
               "OpenMP clause '" +
                   getOpenMPClauseName(Cl->getClauseKind()).str() +
                   "' on '#pragma omp " +
                   getOpenMPDirectiveName(Dir->getDirectiveKind()).str() +
                   "' in a target region is not supported by this version "
                   "of acc2cuda");
      Ok = false;
    }
    return Ok;
  }

  /// The start of the line after \p Dir's pragma.
  SourceLocation lineAfter(const OMPExecutableDirective *Dir) const {
    SourceLocation End = SM.getExpansionLoc(Dir->getEndLoc());
    const char *Data = SM.getCharacterData(End);
    unsigned Off = 0;
    while (Data[Off] && Data[Off] != '\n')
      ++Off;
    return End.getLocWithOffset(Data[Off] ? Off + 1 : Off);
  }

  void insertAfterPragma(const OMPExecutableDirective *Dir, std::string Text) {
    SourceLocation L = lineAfter(Dir);
    P.BodyEdits.push_back({L, L, std::move(Text)});
  }

  /// Puts \p Open after the pragma and \p Close after its statement.
  void wrap(const OMPExecutableDirective *Dir, std::string Open,
            std::string Close) {
    insertAfterPragma(Dir, std::move(Open));
    const Stmt *S = Dir->getAssociatedStmt();
    while (const auto *CS = dyn_cast_or_null<CapturedStmt>(S))
      S = CS->getCapturedStmt();
    SourceLocation After = afterStatement(S, Ctx);
    P.BodyEdits.push_back({After, After, std::move(Close)});
  }

  KernelPlan &P;
  ASTContext &Ctx;
  const SourceManager &SM;
  Diag &D;
};

} // namespace

bool lowerOMPInTarget(KernelPlan &P,
                      llvm::ArrayRef<const OMPExecutableDirective *> Dirs,
                      ASTContext &Ctx, Diag &D) {
  Lowerer L(P, Ctx, D);
  bool Ok = true;
  for (const OMPExecutableDirective *Dir : Dirs)
    Ok &= L.lower(Dir);
  return Ok;
}

} // namespace acc2cuda
