//===- OMPDeclareTarget.cpp -----------------------------------------------===//

#include "OMPDeclareTarget.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

namespace {

/// OpenMP 5.2 7.8.1: the device copy exists for the whole program and
/// starts with the variable's initial value (`to`/`enter`); `link`
/// variables get theirs when mapped, an allocation made here.
DataConstruct deviceCopy(const VarDecl *VD, const SourceManager &SM) {
  auto *A = VD->getAttr<OMPDeclareTargetDeclAttr>();
  DataConstruct DC;
  DC.K = DataConstruct::Kind::Declare;
  DC.Lang = Dialect::OpenMP;
  DC.DirectiveName = "declare target";
  DC.DirectiveText = "#pragma omp declare target (" + VD->getName().str() + ")";
  DC.Loc = SM.getExpansionLoc(VD->getLocation());
  DC.PragmaRange = SourceRange(DC.Loc);
  DC.After = VD;
  VarRef R;
  R.Decl = VD;
  R.Name = R.BaseName = VD->getName().str();
  R.Range = SourceRange(DC.Loc);
  bool Link = A && A->getMapType() == OMPDeclareTargetDeclAttr::MT_Link;
  DC.Data.push_back({Link ? MapType::link() : MapType::copyIn(), std::move(R),
                     Link ? "link" : "to"});
  return DC;
}

} // namespace

OMPDeclareTargets importOMPDeclareTargets(llvm::ArrayRef<const Decl *> Marked,
                                          const SourceManager &SM, Diag &D) {
  OMPDeclareTargets Out;
  for (const Decl *Dc : Marked) {
    if (const auto *FD = dyn_cast<FunctionDecl>(Dc)) {
      if (FD->doesThisDeclarationHaveABody())
        Out.Defined.push_back(FD);
      else // defined elsewhere, maybe in another file
        Out.DefinedElsewhere.push_back(FD);
      continue;
    }
    const auto *VD = dyn_cast<VarDecl>(Dc);
    if (!VD || !VD->hasGlobalStorage()) {
      D.report(diag::DeclareVariable, Dc->getLocation(),
               "'declare target' applies to functions and "
               "variables with static storage only");
      continue;
    }
    // Clang marks the static locals of a declare target function: they
    // are compiled with the function, which CUDA gives device storage.
    if (VD->isStaticLocal())
      continue;
    if (!VD->isThisDeclarationADefinition())
      continue; // the definition makes the device copy
    if (!SM.isInMainFile(SM.getExpansionLoc(VD->getLocation()))) {
      D.report(diag::DeclareVariable, VD->getLocation(),
               "'declare target' variable '" + VD->getName() +
                   "' is defined in a header: its device copy would be "
                   "defined in every file including the header; define it "
                   "in one source file (and declare it 'extern' in the "
                   "header)");
      continue;
    }
    Out.Variables.push_back(deviceCopy(VD, SM));
  }
  return Out;
}

} // namespace acc2cuda
