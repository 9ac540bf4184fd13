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
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace clang {
class SourceManager;
class LangOptions;
} // namespace clang

namespace acc2cuda {

/// The value a name has as a constant (an enumerator, a const or constexpr
/// integer variable), or nothing.
using ConstantNames = llvm::function_ref<std::optional<long long>(
    llvm::StringRef Name, clang::SourceLocation At)>;

/// The value of the integer constant expression starting at \p Toks[Pos]:
/// integer literals, names \p Names knows, parentheses, unary + and -, and
/// + - * / %. \p Pos moves past it. Nothing when the tokens there are not
/// such an expression (other names, floating literals, division by zero).
std::optional<long long> foldIntegerTokens(llvm::ArrayRef<clang::Token> Toks,
                                           size_t &Pos,
                                           const clang::SourceManager &SM,
                                           const clang::LangOptions &LO,
                                           ConstantNames Names);

} // namespace acc2cuda

#endif
