//===- ConstantTokens.h - Integer constants in directive tokens -*- C++ -*-===//
//
// Clause arguments that must be constants (`collapse(n)`, `tile(a, b)`) are
// integer constant expressions; after macro expansion they are usually a
// literal, sometimes arithmetic on literals (`collapse(4 - 1)`,
// `tile(BS * 2)`). The parser folds those from the tokens.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_FRONTEND_CONSTANTTOKENS_H
#define ACC2CUDA_FRONTEND_CONSTANTTOKENS_H

#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>

namespace clang {
class SourceManager;
class LangOptions;
} // namespace clang

namespace acc2cuda {

/// The value of the integer constant expression starting at \p Toks[Pos]:
/// integer literals, parentheses, unary + and -, and + - * / %. \p Pos
/// moves past it. Nothing when the tokens there are not such an
/// expression (names, floating literals, division by zero).
std::optional<long long> foldIntegerTokens(llvm::ArrayRef<clang::Token> Toks,
                                           size_t &Pos,
                                           const clang::SourceManager &SM,
                                           const clang::LangOptions &LO);

} // namespace acc2cuda

#endif
