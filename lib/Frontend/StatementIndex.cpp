//===- StatementIndex.cpp -------------------------------------------------===//

#include "StatementIndex.h"
#include "Support/TranslatedFiles.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace clang;

namespace acc2cuda {

namespace {

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(ASTContext &Ctx, std::vector<StatementSlot> &Slots,
            std::vector<const FunctionDecl *> &Fns,
            const TranslatedFiles *Files)
      : SM(Ctx.getSourceManager()), Slots(Slots), Fns(Fns), Files(Files) {}

  bool shouldVisitLambdaBody() const { return true; }

  bool TraverseFunctionDecl(FunctionDecl *FD) { return traverseFn(FD); }
  bool TraverseCXXMethodDecl(CXXMethodDecl *FD) { return traverseFn(FD); }
  bool TraverseCXXConstructorDecl(CXXConstructorDecl *FD) {
    return traverseFn(FD);
  }
  bool TraverseCXXDestructorDecl(CXXDestructorDecl *FD) {
    return traverseFn(FD);
  }
  bool TraverseCXXConversionDecl(CXXConversionDecl *FD) {
    return traverseFn(FD);
  }

  bool VisitStmt(Stmt *S) {
    if (!Current)
      return true;
    auto Add = [&](const Stmt *Child) {
      if (!Child)
        return;
      SourceLocation B = SM.getExpansionLoc(Child->getBeginLoc());
      if (B.isValid() && translated(B))
        Slots.push_back({Child, S, Current, B});
    };
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *Child : CS->body())
        Add(Child);
    } else if (auto *F = dyn_cast<ForStmt>(S)) {
      Add(F->getBody());
    } else if (auto *W = dyn_cast<WhileStmt>(S)) {
      Add(W->getBody());
    } else if (auto *D = dyn_cast<DoStmt>(S)) {
      Add(D->getBody());
    } else if (auto *I = dyn_cast<IfStmt>(S)) {
      Add(I->getThen());
      Add(I->getElse());
    } else if (auto *R = dyn_cast<CXXForRangeStmt>(S)) {
      Add(R->getBody());
    } else if (auto *L = dyn_cast<LabelStmt>(S)) {
      Add(L->getSubStmt());
    } else if (auto *C = dyn_cast<SwitchCase>(S)) {
      Add(C->getSubStmt());
    } else if (auto *CS = dyn_cast<CapturedStmt>(S)) {
      Add(CS->getCapturedStmt());
    } else if (auto *OD = dyn_cast<OMPExecutableDirective>(S)) {
      if (OD->hasAssociatedStmt())
        Add(OD->getAssociatedStmt());
    }
    return true;
  }

private:
  bool traverseFn(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() ||
        !translated(SM.getExpansionLoc(FD->getLocation())))
      return RecursiveASTVisitor::TraverseFunctionDecl(FD);
    const FunctionDecl *Saved = Current;
    Current = FD;
    Fns.push_back(FD);
    bool R = true;
    if (auto *MD = dyn_cast<CXXMethodDecl>(FD))
      R = RecursiveASTVisitor::TraverseCXXMethodDecl(MD);
    else
      R = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    Current = Saved;
    return R;
  }

  bool translated(SourceLocation L) const {
    return Files ? Files->contains(L) : SM.isInMainFile(L);
  }

  const SourceManager &SM;
  std::vector<StatementSlot> &Slots;
  std::vector<const FunctionDecl *> &Fns;
  const TranslatedFiles *Files;
  const FunctionDecl *Current = nullptr;
};

} // namespace

StatementIndex::StatementIndex(ASTContext &Ctx, const TranslatedFiles *Files)
    : Ctx(Ctx) {
  Collector C(Ctx, Slots, Functions, Files);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  const SourceManager &SM = Ctx.getSourceManager();
  // Stable: for equal begin locations the outer statement was visited first.
  std::stable_sort(Slots.begin(), Slots.end(),
                   [&](const StatementSlot &A, const StatementSlot &B) {
                     return SM.isBeforeInTranslationUnit(A.Begin, B.Begin);
                   });
}

static bool contains(const SourceManager &SM, SourceRange R, SourceLocation L) {
  SourceLocation B = SM.getExpansionLoc(R.getBegin());
  SourceLocation E = SM.getExpansionRange(R.getEnd()).getEnd();
  return !SM.isBeforeInTranslationUnit(L, B) &&
         !SM.isBeforeInTranslationUnit(E, L);
}

/// True if \p Text holds nothing but whitespace, comments and preprocessor
/// directive lines.
static bool onlyTrivia(llvm::StringRef Text) {
  size_t I = 0, N = Text.size();
  bool LineStart = true;
  while (I < N) {
    char C = Text[I];
    if (C == '\n') {
      LineStart = true;
      ++I;
    } else if (isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == llvm::StringRef::npos)
        return true;
    } else if (Text.substr(I).starts_with("/*")) {
      I = Text.find("*/", I + 2);
      if (I == llvm::StringRef::npos)
        return false;
      I += 2;
    } else if (C == '#' && LineStart) {
      // Skip the directive, continuation lines included.
      while (I < N && !(Text[I] == '\n' && Text[I - 1] != '\\'))
        ++I;
    } else {
      return false;
    }
  }
  return true;
}

const StatementSlot *StatementIndex::find(SourceLocation PragmaBegin,
                                          SourceLocation PragmaEnd) const {
  const SourceManager &SM = Ctx.getSourceManager();
  auto It = std::upper_bound(Slots.begin(), Slots.end(), PragmaEnd,
                             [&](SourceLocation L, const StatementSlot &S) {
                               return SM.isBeforeInTranslationUnit(L, S.Begin);
                             });
  if (It == Slots.end())
    return nullptr;
  // The statement must be in the block that holds the pragma, not in some
  // later block after the pragma's block closed.
  if (!contains(SM, It->Parent->getSourceRange(), PragmaBegin))
    return nullptr;
  // Only comments, blank space and other directives may come in between
  // (a '}' would mean the pragma's own block ended first).
  bool Invalid = false;
  llvm::StringRef Between =
      Lexer::getSourceText(CharSourceRange::getCharRange(PragmaEnd, It->Begin),
                           SM, Ctx.getLangOpts(), &Invalid);
  if (Invalid || !onlyTrivia(Between))
    return nullptr;
  return &*It;
}

const FunctionDecl *StatementIndex::functionAt(SourceLocation Loc) const {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const FunctionDecl *FD : Functions)
    if (FD->getBody() && contains(SM, FD->getBody()->getSourceRange(), Loc))
      return FD;
  return nullptr;
}

} // namespace acc2cuda
