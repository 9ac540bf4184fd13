//===- ConstantTokens.cpp -------------------------------------------------===//

#include "ConstantTokens.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/MathExtras.h"
#include <limits>

using namespace clang;

namespace acc2cuda {

namespace {

class Folder {
public:
  Folder(llvm::ArrayRef<Token> Toks, size_t &Pos, const SourceManager &SM,
         const LangOptions &LO, ConstantNames Names)
      : Toks(Toks), Pos(Pos), SM(SM), LO(LO), Names(Names) {}

  std::optional<long long> sum() {
    std::optional<long long> V = product();
    while (V && (is(tok::plus) || is(tok::minus))) {
      bool Plus = is(tok::plus);
      ++Pos;
      std::optional<long long> R = product();
      if (!R)
        return std::nullopt;
      long long Out;
      if (Plus ? llvm::AddOverflow(*V, *R, Out) : llvm::SubOverflow(*V, *R, Out))
        return std::nullopt;
      V = Out;
    }
    return V;
  }

private:
  bool is(tok::TokenKind K) const { return Pos < Toks.size() && Toks[Pos].is(K); }

  std::optional<long long> product() {
    std::optional<long long> V = unary();
    while (V && (is(tok::star) || is(tok::slash) || is(tok::percent))) {
      tok::TokenKind K = Toks[Pos].getKind();
      ++Pos;
      std::optional<long long> R = unary();
      if (!R)
        return std::nullopt;
      if (K == tok::star) {
        long long Out;
        if (llvm::MulOverflow(*V, *R, Out))
          return std::nullopt;
        V = Out;
        continue;
      }
      // Division by zero, and LLONG_MIN / -1, are undefined: no constant.
      if (*R == 0 || (*R == -1 && *V == std::numeric_limits<long long>::min()))
        return std::nullopt;
      V = K == tok::slash ? *V / *R : *V % *R;
    }
    return V;
  }

  std::optional<long long> unary() {
    if (is(tok::minus) || is(tok::plus)) {
      bool Minus = is(tok::minus);
      ++Pos;
      std::optional<long long> V = unary();
      if (!V || !Minus)
        return V;
      if (*V == std::numeric_limits<long long>::min())
        return std::nullopt; // -LLONG_MIN overflows
      return -*V;
    }
    if (is(tok::l_paren)) {
      ++Pos;
      std::optional<long long> V = sum();
      if (!V || !is(tok::r_paren))
        return std::nullopt;
      ++Pos;
      return V;
    }
    if (is(tok::identifier)) {
      const Token &T = Toks[Pos++];
      return Names(T.getIdentifierInfo()->getName(), T.getLocation());
    }
    if (!is(tok::numeric_constant))
      return std::nullopt;
    bool Invalid = false;
    std::string Text = Lexer::getSpelling(Toks[Pos], SM, LO, &Invalid);
    if (Invalid)
      return std::nullopt;
    ++Pos;
    // Integer suffixes (10u, 4L, 2ull) do not change a small value.
    llvm::StringRef Digits = llvm::StringRef(Text).rtrim("uUlLzZ");
    unsigned long long V;
    if (Digits.getAsInteger(0, V) || V > (1ULL << 62))
      return std::nullopt;
    return static_cast<long long>(V);
  }

  llvm::ArrayRef<Token> Toks;
  size_t &Pos;
  const SourceManager &SM;
  const LangOptions &LO;
  ConstantNames Names;
};

} // namespace

std::optional<long long> foldIntegerTokens(llvm::ArrayRef<Token> Toks,
                                           size_t &Pos, const SourceManager &SM,
                                           const LangOptions &LO,
                                           ConstantNames Names) {
  size_t Start = Pos;
  std::optional<long long> V = Folder(Toks, Pos, SM, LO, Names).sum();
  if (!V)
    Pos = Start;
  return V;
}

} // namespace acc2cuda
