//===- SourceText.cpp -----------------------------------------------------===//

#include "SourceText.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acc2cuda {

CharSourceRange fileRange(SourceRange R, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R), SM,
                                  Ctx.getLangOpts());
}

std::string sourceText(SourceRange R, const ASTContext &Ctx) {
  CharSourceRange FR = fileRange(R, Ctx);
  if (FR.isInvalid()) {
    // Spans macro boundaries unevenly: fall back to the expansion range.
    const SourceManager &SM = Ctx.getSourceManager();
    FR = CharSourceRange::getTokenRange(
        SM.getExpansionLoc(R.getBegin()),
        SM.getExpansionRange(R.getEnd()).getEnd());
  }
  return Lexer::getSourceText(FR, Ctx.getSourceManager(), Ctx.getLangOpts())
      .str();
}

std::string sourceText(const Stmt *S, const ASTContext &Ctx) {
  return sourceText(S->getSourceRange(), Ctx);
}

static PrintingPolicy policy(const ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.SuppressTagKeyword = !Ctx.getLangOpts().CPlusPlus ? false : true;
  P.Bool = true;
  P.SuppressUnwrittenScope = true;
  P.PrintCanonicalTypes = false;
  return P;
}

std::string declareAs(QualType T, llvm::StringRef Name, const ASTContext &Ctx) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  T.print(OS, policy(Ctx), Name);
  return Out;
}

std::string typeText(QualType T, const ASTContext &Ctx) {
  return T.getAsString(policy(Ctx));
}

} // namespace acc2cuda
