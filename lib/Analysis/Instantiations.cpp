//===- Instantiations.cpp -------------------------------------------------===//

#include "Instantiations.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

namespace {

struct Finder : RecursiveASTVisitor<Finder> {
  llvm::DenseMap<const FunctionDecl *, std::vector<const FunctionDecl *>> &Out;
  explicit Finder(decltype(Out) Out) : Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->isTemplateInstantiation() || !FD->hasBody())
      return true;
    if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
      Out[P].push_back(FD);
    return true;
  }
};

} // namespace

llvm::ArrayRef<const FunctionDecl *>
InstantiationIndex::of(const FunctionDecl *Pattern) {
  if (!Built) {
    Built = true;
    const SourceManager &SM = Ctx.getSourceManager();
    Finder F(ByPattern);
    // Templates of the translated files only: their instantiations hang off
    // the template declarations, so system headers need not be walked.
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      SourceLocation L = SM.getExpansionLoc(D->getLocation());
      if (Files ? Files->contains(L) : SM.isInMainFile(L))
        F.TraverseDecl(D);
    }
  }
  auto It = ByPattern.find(Pattern);
  if (It == ByPattern.end())
    return {};
  return It->second;
}

} // namespace acc2cuda
