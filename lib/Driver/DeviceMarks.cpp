//===- DeviceMarks.cpp ----------------------------------------------------===//

#include "DeviceMarks.h"
#include "Analysis/DeviceLambdas.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

void markDeviceFunctions(const llvm::SetVector<const FunctionDecl *> &Functions,
                         OutputFile &Out, ASTContext &Ctx, Diag &D) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const FunctionDecl *FD : Functions) {
    // A host lambda's call operator: the lambda itself is marked, after
    // its capture list. Lambdas a kernel names itself were checked by
    // RegionAnalysis; those reaching it through a template's parameter
    // are checked here.
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
        MD && MD->getParent()->isLambda()) {
      const CXXRecordDecl *Closure = MD->getParent();
      SourceLocation L = hostDeviceMarkLoc(Closure, Ctx);
      std::string Why = whyNotDeviceLambda(Closure, Ctx);
      if (Why.empty() && (L.isInvalid() || !SM.isInMainFile(L)))
        Why = "it has no parameter list '()', comes from a macro or is "
              "defined in a header";
      if (!Why.empty()) {
        D.report(diag::LambdaInRegion, Closure->getBeginLoc(),
                 "this lambda is called on the device but cannot run "
                 "there: " +
                     Why);
        continue;
      }
      Out.markHostDevice(L, /*BlankBefore=*/true);
      continue;
    }
    for (const FunctionDecl *Re : FD->redecls())
      if (SM.isInMainFile(SM.getExpansionLoc(Re->getLocation())))
        Out.markHostDevice(SM.getExpansionLoc(Re->getInnerLocStart()));
  }
}

} // namespace acc2cuda
