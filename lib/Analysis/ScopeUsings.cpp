//===- ScopeUsings.cpp - A function's using-directives a kernel needs -----===//

#include "ScopeUsings.h"
#include "Support/SourceText.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace acc2cuda {

static bool isUsing(const Decl *D) {
  return isa<UsingDirectiveDecl, UsingDecl, UsingEnumDecl, NamespaceAliasDecl>(
      D);
}

/// Walks the compound statements that enclose \p At, down from \p S, and
/// collects the using declarations before it in each.
static void collect(const Stmt *S, SourceLocation At, const ASTContext &Ctx,
                    std::vector<std::string> &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto Before = [&](SourceLocation L) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(L), At);
  };
  for (const Stmt *Child : S->children()) {
    if (!Child)
      continue;
    CharSourceRange R = fileRange(Child->getSourceRange(), Ctx);
    if (R.isInvalid() || !Before(R.getBegin()))
      return; // the children from here on start after At
    if (const auto *DS = dyn_cast<DeclStmt>(Child)) {
      if (llvm::all_of(DS->decls(), isUsing))
        Out.push_back(sourceText(DS, Ctx));
      continue;
    }
    // A statement holding At opens the scopes to search next; one that
    // ends before At closed its own.
    if (SM.isBeforeInTranslationUnit(At, R.getEnd()) ||
        At == R.getEnd()) {
      collect(Child, At, Ctx, Out);
      return;
    }
  }
}

std::vector<std::string> usingsInScope(const FunctionDecl *F, SourceLocation At,
                                       const ASTContext &Ctx) {
  std::vector<std::string> Out;
  if (!F || !F->hasBody() || At.isInvalid())
    return Out;
  collect(F->getBody(), Ctx.getSourceManager().getExpansionLoc(At), Ctx, Out);
  return Out;
}

} // namespace acc2cuda
