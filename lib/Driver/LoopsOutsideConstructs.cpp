//===- LoopsOutsideConstructs.cpp -----------------------------------------===//

#include "LoopsOutsideConstructs.h"
#include "Analysis/AtomicLowering.h"
#include "Support/SourceText.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtOpenMP.h"
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

std::vector<clang::SourceLocation>
loopsOverDeviceGlobals(llvm::ArrayRef<const DeclRefExpr *> Refs,
                       ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<SourceLocation> Pragmas;
  for (const DeclRefExpr *G : Refs) {
    // Up from the reference to the loop whose header holds it.
    DynTypedNode N = DynTypedNode::create(*G);
    const ForStmt *For = nullptr;
    while (!For) {
      DynTypedNodeList Parents = Ctx.getParents(N);
      if (Parents.empty())
        break;
      N = Parents[0];
      For = N.get<ForStmt>();
    }
    if (!For ||
        (For->getBody() && isWithin(G->getLocation(), For->getBody(), Ctx)))
      continue;
    // The loop's directive: past the captured statements around it.
    const OMPLoopDirective *Dir = nullptr;
    for (N = DynTypedNode::create(*For); !Dir;) {
      DynTypedNodeList Parents = Ctx.getParents(N);
      if (Parents.empty() ||
          !(Parents[0].get<CapturedStmt>() || Parents[0].get<CapturedDecl>() ||
            Parents[0].get<OMPLoopDirective>()))
        break;
      N = Parents[0];
      Dir = N.get<OMPLoopDirective>();
    }
    if (!Dir)
      continue;
    SourceLocation L = SM.getExpansionLoc(Dir->getBeginLoc());
    if (llvm::is_contained(Pragmas, L))
      continue;
    D.report(diag::HintIgnored, L,
             "'" + G->getDecl()->getName().str() +
                 "', the loop variable, is a global with a device copy: the "
                 "loop runs in order on the thread that calls the function");
    Pragmas.push_back(L);
  }
  return Pragmas;
}

} // namespace acc2cuda
