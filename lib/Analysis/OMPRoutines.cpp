//===- OMPRoutines.cpp ----------------------------------------------------===//

#include "OMPRoutines.h"
#include "AtomicLowering.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace acc2cuda {

namespace {

enum class Query {
  None,
  TeamNum,
  NumTeams,
  ThreadNum,
  NumThreads,
  InParallel,
  MaxThreads,
  ThreadLimit,
  Level,
  ActiveLevel
};

Query queryOf(llvm::StringRef Name) {
  return llvm::StringSwitch<Query>(Name)
      .Case("omp_get_team_num", Query::TeamNum)
      .Case("omp_get_num_teams", Query::NumTeams)
      .Case("omp_get_thread_num", Query::ThreadNum)
      .Case("omp_get_num_threads", Query::NumThreads)
      .Case("omp_in_parallel", Query::InParallel)
      .Case("omp_get_max_threads", Query::MaxThreads)
      .Case("omp_get_thread_limit", Query::ThreadLimit)
      .Case("omp_get_level", Query::Level)
      .Case("omp_get_active_level", Query::ActiveLevel)
      .Default(Query::None);
}

/// The device form of a query; \p Parallel: the call runs in a parallel
/// region (its thread is one of the block's).
std::string deviceForm(Query Q, bool Parallel) {
  const char *P = Parallel ? "true" : "false";
  switch (Q) {
  case Query::TeamNum:
    return "acc2cuda::omp_dev::team_num()";
  case Query::NumTeams:
    return "acc2cuda::omp_dev::num_teams()";
  case Query::ThreadNum:
    return std::string("acc2cuda::omp_dev::thread_num(") + P + ")";
  case Query::NumThreads:
    return std::string("acc2cuda::omp_dev::num_threads(") + P + ")";
  case Query::InParallel:
    return std::string("acc2cuda::omp_dev::in_parallel(") + P + ")";
  case Query::MaxThreads:
    return std::string("acc2cuda::omp_dev::max_threads(") + P + ")";
  case Query::ThreadLimit:
    return "acc2cuda::omp_dev::thread_limit()";
  case Query::Level:
    return std::string("acc2cuda::omp_dev::level(") + P + ")";
  case Query::ActiveLevel:
    return std::string("acc2cuda::omp_dev::active_level(") + P + ")";
  case Query::None:
    break;
  }
  return "";
}

} // namespace

bool inParallelOfThreads(const KernelPlan &P, SourceLocation L,
                         const ASTContext &Ctx) {
  if (P.C->OmpParallel && !P.GangPerBlock)
    return true;
  return llvm::any_of(P.ThreadLoops, [&](const ThreadLoop &T) {
    return isWithin(L, T.Loop.For, Ctx);
  });
}

bool lowerOMPRoutines(KernelPlan &P, llvm::ArrayRef<const CallExpr *> Calls,
                      ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  bool Ok = true;
  llvm::SmallPtrSet<const CallExpr *, 8> Done;
  for (const CallExpr *CE : Calls) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !Done.insert(CE).second || !FD->getIdentifier() ||
        !FD->getName().starts_with("omp_") ||
        !isWithin(CE->getBeginLoc(), P.KernelBody, Ctx))
      continue;
    // Defined for both sides by the runtime (api_omp.h).
    if (FD->getName() == "omp_is_initial_device" ||
        FD->getName() == "omp_get_device_num")
      continue;
    Query Q = queryOf(FD->getName());
    if (Q == Query::None || P.C->Lang != Dialect::OpenMP ||
        CE->getBeginLoc().isMacroID() || CE->getEndLoc().isMacroID()) {
      D.report(diag::NoDeviceFunction, CE->getBeginLoc(),
               "the OpenMP routine '" + FD->getName().str() +
                   "' has no device version in this version of acc2cuda" +
                   (Q != Query::None && P.C->Lang != Dialect::OpenMP
                        ? " outside OpenMP target regions"
                        : ""));
      Ok = false;
      continue;
    }
    bool Parallel = inParallelOfThreads(P, CE->getBeginLoc(), Ctx);
    SourceLocation End = Lexer::getLocForEndOfToken(
        SM.getExpansionLoc(CE->getEndLoc()), 0, SM, Ctx.getLangOpts());
    P.BodyEdits.push_back({CE->getBeginLoc(), End, deviceForm(Q, Parallel)});
  }
  return Ok;
}

void planExactSchedule(KernelPlan &P, llvm::ArrayRef<const CallExpr *> Calls,
                       bool CarriesPrivate, const ASTContext &Ctx) {
  const ComputeConstruct &C = *P.C;
  if (C.Lang != Dialect::OpenMP || P.Loops.empty() || P.SingleThread)
    return;
  bool AsksTeam = false, AsksThread = false;
  for (const CallExpr *CE : Calls) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getIdentifier() ||
        !isWithin(CE->getBeginLoc(), P.KernelBody, Ctx))
      continue;
    Query Q = queryOf(FD->getName());
    AsksTeam |= Q == Query::TeamNum;
    AsksThread |= Q == Query::ThreadNum;
  }
  // Without `parallel` each CUDA thread of a block runs iterations as the
  // team would: only a block of one thread keeps the team's iterations in
  // order (a gang per block runs its code on the block's threads together).
  const bool OneThreadTeams = !C.OmpParallel && !P.GangPerBlock;
  // A static schedule, with a chunk size or without (one chunk per team or
  // thread), says which iterations share a team's or thread's private
  // copies: a body that carries a value in them from one iteration to the
  // next needs them run so.
  const bool TeamExact =
      C.Loop.Gang &&
      ((AsksTeam && (C.TeamSchedule.Static || OneThreadTeams)) ||
       (CarriesPrivate && C.TeamSchedule.Static && OneThreadTeams));
  const bool ThreadExact =
      C.OmpParallel && !P.GangPerBlock &&
      ((AsksThread || CarriesPrivate) && C.ThreadSchedule.Static);
  if (!TeamExact && !ThreadExact)
    return;
  KernelPlan::ExactSchedule E;
  // dist_schedule without a chunk, and distribute without dist_schedule
  // (implementation defined), give each team one contiguous chunk, as GCC
  // and Clang do; a schedule that is not static deals chunks of one (the
  // threads of a warp touch neighbouring iterations).
  if (C.TeamSchedule.Static && !C.TeamSchedule.Chunk.empty())
    E.TeamChunk = C.TeamSchedule.Chunk;
  if (!C.ThreadSchedule.Static)
    E.ThreadChunk = "1";
  else if (!C.ThreadSchedule.Chunk.empty())
    E.ThreadChunk = C.ThreadSchedule.Chunk;
  P.Exact = E;
  if (!C.Loop.Gang) // `target parallel for`: one team
    P.NumBlocks = "1";
  if (OneThreadTeams)
    P.BlockSize = "1";
}

} // namespace acc2cuda
