//===- BracketBalance.cpp -------------------------------------------------===//

#include "Support/BracketBalance.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace acc2cuda {

std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Text,
                                            unsigned Offset) {
  llvm::StringRef Before = Text.take_front(Offset);
  unsigned Line = 1 + Before.count('\n');
  size_t LastNewline = Before.rfind('\n');
  unsigned Column = LastNewline == llvm::StringRef::npos
                        ? Offset + 1
                        : Offset - static_cast<unsigned>(LastNewline);
  return {Line, Column};
}

static char closerOf(tok::TokenKind K) {
  switch (K) {
  case tok::l_paren:
    return ')';
  case tok::l_square:
    return ']';
  case tok::l_brace:
    return '}';
  default:
    return 0;
  }
}

static char spelling(tok::TokenKind K) {
  switch (K) {
  case tok::l_paren:
    return '(';
  case tok::r_paren:
    return ')';
  case tok::l_square:
    return '[';
  case tok::r_square:
    return ']';
  case tok::l_brace:
    return '{';
  case tok::r_brace:
    return '}';
  default:
    return '?';
  }
}

std::optional<BracketMismatch> findBracketMismatch(llvm::StringRef Text,
                                                   const LangOptions &LO) {
  // The raw lexer needs a NUL-terminated buffer.
  std::string Buffer = Text.str();
  Lexer Lex(SourceLocation::getFromRawEncoding(1), LO, Buffer.data(),
            Buffer.data(), Buffer.data() + Buffer.size());
  Lex.SetCommentRetentionState(false);
  struct Open {
    tok::TokenKind Kind;
    unsigned Offset;
  };
  llvm::SmallVector<Open, 32> Stack;
  bool InDirective = false;
  Token Tok;
  // Locations count from the buffer's start (a file location of offset 1).
  auto OffsetOf = [&](const Token &T) {
    return T.getLocation().getRawEncoding() - 1;
  };
  auto Line = [&](unsigned Offset) {
    return std::to_string(lineAndColumn(Text, Offset).first);
  };
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (InDirective)
      continue;
    tok::TokenKind K = Tok.getKind();
    if (closerOf(K)) {
      Stack.push_back({K, OffsetOf(Tok)});
      continue;
    }
    if (K != tok::r_paren && K != tok::r_square && K != tok::r_brace)
      continue;
    if (Stack.empty())
      return BracketMismatch{OffsetOf(Tok), std::string("'") + spelling(K) +
                                                "' closes nothing"};
    Open Top = Stack.pop_back_val();
    if (closerOf(Top.Kind) != spelling(K))
      return BracketMismatch{OffsetOf(Tok),
                             std::string("'") + spelling(K) + "' closes '" +
                                 spelling(Top.Kind) + "' opened on line " +
                                 Line(Top.Offset)};
  }
  if (!Stack.empty())
    return BracketMismatch{Stack.back().Offset,
                           std::string("'") + spelling(Stack.back().Kind) +
                               "' is never closed"};
  return std::nullopt;
}

} // namespace acc2cuda
