//===- LoopsOutsideConstructs.cpp -----------------------------------------===//

#include "LoopsOutsideConstructs.h"
#include "Analysis/AtomicLowering.h"
#include "Support/SourceText.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

std::vector<SourceLocation>
checkDirectivesOutsideConstructs(const NestedLoopMap &NestedLoops,
                                 llvm::ArrayRef<SourceLocation> CachePragmas,
                                 llvm::ArrayRef<ComputeConstruct> Constructs,
                                 llvm::ArrayRef<const FunctionDecl *> Routines,
                                 const TranslatedFiles &Files, ASTContext &Ctx,
                                 Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto InConstructBody = [&](SourceLocation L) {
    return llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
      CharSourceRange R = fileRange(C.Body->getSourceRange(), Ctx);
      return !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
             SM.isBeforeInTranslationUnit(L, R.getEnd());
    });
  };
  // A hint the generated kernels do without: CUDA's L1 cache holds what
  // the loop reads (OpenACC 3.3 2.10 lets an implementation ignore it).
  for (SourceLocation L : CachePragmas) {
    if (InConstructBody(L))
      D.report(diag::HintIgnored, L,
               "'cache' accepted and ignored: the kernel reads the data "
               "through the GPU's caches");
    else
      D.report(diag::MisplacedDirective, L,
               "'cache' must be inside a loop of a compute construct");
  }
  // Orphaned loop directives: a loop directive outside any construct. In a
  // `routine` each call runs on one thread (RoutineDirective), which runs
  // the loop in order: a valid schedule at every level, with private and
  // reduction variables the function's own.
  std::vector<SourceLocation> RoutineLoops;
  for (const auto &KV : NestedLoops) {
    SourceLocation L = KV.second.PragmaRange.getBegin();
    // `#pragma acc parallel` directly above `#pragma acc loop`: the loop
    // construct is the compute construct's body.
    bool Inside = InConstructBody(L) ||
                  llvm::any_of(Constructs, [&](const ComputeConstruct &C) {
                    return C.Body == KV.first;
                  });
    if (Inside)
      continue;
    bool InRoutine = llvm::any_of(Routines, [&](const FunctionDecl *FD) {
      return FD->hasBody() && isWithin(L, FD->getBody(), Ctx);
    });
    if (InRoutine && Files.contains(L)) {
      D.report(diag::HintIgnored, KV.second.Clauses.Loc,
               "'loop' in a 'routine' runs in order on the thread that calls "
               "the function");
      RoutineLoops.push_back(L);
      continue;
    }
    D.report(diag::UnsupportedContext, KV.second.Clauses.Loc,
             "orphaned 'loop' directive (outside a compute construct or a "
             "'routine' function) is not supported by this version of "
             "acc2cuda");
  }
  return RoutineLoops;
}

} // namespace acc2cuda
