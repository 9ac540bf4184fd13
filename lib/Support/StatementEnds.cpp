//===- StatementEnds.cpp --------------------------------------------------===//

#include "StatementEnds.h"
#include "SourceText.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace acc2cuda {

/// The statement whose end ends \p S. An OpenMP directive's source range
/// is its pragma line only: its associated statement ends it, and so it
/// ends a statement whose last part it is (`for (...) #pragma omp ...`).
const Stmt *lastStatement(const Stmt *S) {
  if (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
    if (!D->hasAssociatedStmt())
      return S;
    const Stmt *Assoc = D->getAssociatedStmt();
    while (const auto *CS = dyn_cast<CapturedStmt>(Assoc))
      Assoc = CS->getCapturedStmt();
    return lastStatement(Assoc);
  }
  // An expression ends where its range says; its children may include
  // semantic forms written elsewhere (a declare-variant call's callee is
  // in the header that declares the variant).
  if (isa<Expr>(S))
    return S;
  const Stmt *Last = nullptr;
  for (const Stmt *Child : S->children())
    if (Child)
      Last = Child;
  if (Last && Last->getEndLoc() == S->getEndLoc())
    return lastStatement(Last);
  return S;
}

/// Where statement \p S ends in the file: a statement that is not a block
/// ends in a ';' outside its source range.
SourceLocation statementEnd(const Stmt *S, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  S = lastStatement(S);
  SourceLocation End = fileRange(S->getSourceRange(), Ctx).getEnd();
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(End));
  unsigned Off = SM.getFileOffset(End);
  unsigned Last = Off;
  while (Last > 0 && isspace(static_cast<unsigned char>(Buf[Last - 1])))
    --Last;
  if (Last > 0 && Buf[Last - 1] != ';' && Buf[Last - 1] != '}') {
    unsigned I = Off;
    while (I < Buf.size() && isspace(static_cast<unsigned char>(Buf[I])))
      ++I;
    if (I < Buf.size() && Buf[I] == ';')
      End = End.getLocWithOffset(I - Off + 1);
  }
  return End;
}

/// Just past the ';' that ends the declaration statement holding \p D
/// (`int a, b[N] = {...};`).
SourceLocation declarationEnd(const Decl *D, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation End = fileRange(D->getSourceRange(), Ctx).getEnd();
  FileID File = SM.getFileID(End);
  llvm::StringRef Buf = SM.getBufferData(File);
  // Raw tokens, so that brackets and ';' inside literals and comments of
  // later declarators (`int a = 1, b[2] = {2, 3};`) do not count.
  Lexer Lex(SM.getLocForStartOfFile(File), Ctx.getLangOpts(), Buf.begin(),
            Buf.begin() + SM.getFileOffset(End), Buf.end());
  int Depth = 0;
  Token T;
  while (!Lex.LexFromRawLexer(T)) {
    if (T.isOneOf(tok::l_paren, tok::l_brace, tok::l_square))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_brace, tok::r_square))
      --Depth;
    else if (T.is(tok::semi) && Depth <= 0)
      return T.getEndLoc();
  }
  return End;
}

} // namespace acc2cuda
