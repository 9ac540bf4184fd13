//===- SourceFinders.cpp --------------------------------------------------===//

#include "SourceFinders.h"

using namespace clang;

namespace acc2cuda {

bool callsRuntimeApi(ASTContext &Ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const SourceManager &SM;
    bool Found = false;
    explicit Finder(const SourceManager &SM) : SM(SM) {}
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
      if (FD && FD->getIdentifier() &&
          SM.isInMainFile(SM.getExpansionLoc(E->getLocation()))) {
        StringRef Name = FD->getName();
        Found = Name.starts_with("acc_") || Name.starts_with("omp_");
      }
      return !Found;
    }
  } F(Ctx.getSourceManager());
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Found;
}

} // namespace acc2cuda
