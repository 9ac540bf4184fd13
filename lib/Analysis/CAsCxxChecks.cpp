//===- CAsCxxChecks.cpp ---------------------------------------------------===//

#include "CAsCxxChecks.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/IdentifierTable.h"

using namespace clang;

namespace acc2cuda {
namespace {

/// The language nvcc reads the output in: keywords are C++17's.
LangOptions cudaCxx() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.Bool = LO.WChar = true;
  return LO;
}

class Checker : public RecursiveASTVisitor<Checker> {
public:
  Checker(ASTContext &Ctx, const TranslatedFiles &Files, Diag &D)
      : SM(Ctx.getSourceManager()), Files(Files), D(D), Cxx(cudaCxx()),
        CxxNames(Cxx) {}

  bool VisitNamedDecl(NamedDecl *ND) {
    const IdentifierInfo *II = ND->getIdentifier();
    SourceLocation L = ND->getLocation();
    // A C identifier table knows no C++ keywords: look the name up in one
    // made for C++.
    if (!II || L.isInvalid() || !CxxNames.get(II->getName()).isKeyword(Cxx) ||
        !wanted(L))
      return true;
    D.report(diag::CNotCxx, L,
             "'" + II->getName() +
                 "' is a keyword of C++, in which nvcc compiles the "
                 "translation (a .cu file is CUDA C++); rename it");
    Ok = false;
    return true;
  }

  /// `{ .b = 1, .a = 2 }`: C++ takes designators in the members' order.
  bool VisitInitListExpr(InitListExpr *ILE) {
    if (!ILE->isSyntacticForm())
      return true;
    unsigned Last = 0;
    bool Any = false;
    for (Expr *Init : ILE->inits()) {
      const auto *DIE = dyn_cast_or_null<DesignatedInitExpr>(Init);
      if (!DIE || DIE->size() == 0 || !DIE->getDesignator(0)->isFieldDesignator())
        continue;
      const FieldDecl *F = DIE->getDesignator(0)->getFieldDecl();
      if (!F)
        continue;
      unsigned Index = F->getFieldIndex();
      if (Any && Index < Last && wanted(DIE->getBeginLoc())) {
        D.report(diag::CNotCxx, DIE->getBeginLoc(),
                 "designated initialisers out of the members' order are "
                 "not C++, in which nvcc compiles the translation; list '" +
                     F->getName() + "' in declaration order");
        Ok = false;
        return true;
      }
      Last = Index;
      Any = true;
    }
    return true;
  }

  /// `f(1)` of `int f()`: C++ reads the empty list as no parameters.
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || FD->hasPrototype() || CE->getNumArgs() == 0 ||
        !wanted(CE->getBeginLoc()))
      return true;
    D.report(diag::CNotCxx, CE->getBeginLoc(),
             "'" + FD->getName() +
                 "' is declared without a prototype and called with "
                 "arguments, which C++ (as which nvcc compiles the "
                 "translation) reads as a function of no parameters; "
                 "declare its parameters");
    Ok = false;
    return true;
  }

  /// `char s[3] = "abc"`: C drops the terminating NUL, C++ rejects it.
  bool VisitVarDecl(VarDecl *VD) {
    const auto *AT = dyn_cast_or_null<ConstantArrayType>(
        VD->getType()->getAsArrayTypeUnsafe());
    const auto *SL =
        VD->getInit()
            ? dyn_cast<StringLiteral>(VD->getInit()->IgnoreParenImpCasts())
            : nullptr;
    if (!AT || !SL || !wanted(VD->getLocation()) ||
        SL->getLength() < AT->getSize().getZExtValue())
      return true;
    D.report(diag::CNotCxx, SL->getBeginLoc(),
             "the string fills '" + VD->getName() +
                 "' without its terminating null character, which C++ (as "
                 "which nvcc compiles the translation) does not allow; "
                 "make the array one longer or initialise it with "
                 "characters");
    Ok = false;
    return true;
  }

  bool Ok = true;

private:
  bool wanted(SourceLocation L) const {
    return Files.contains(SM.getExpansionLoc(L)) &&
           !SM.isInSystemHeader(SM.getExpansionLoc(L));
  }

  const SourceManager &SM;
  const TranslatedFiles &Files;
  Diag &D;
  LangOptions Cxx;
  IdentifierTable CxxNames;
};

} // namespace

bool checkCAsCxx(ASTContext &Ctx, const TranslatedFiles &Files, Diag &D) {
  if (Ctx.getLangOpts().CPlusPlus)
    return true;
  Checker C(Ctx, Files, D);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  return C.Ok;
}

} // namespace acc2cuda
