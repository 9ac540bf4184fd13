//===- BracketBalance.h - Do a file's brackets pair up? -------*- C++ -*-===//
//
// A lexical check of C/C++ text: every `(`, `[` and `{` closed by its own
// kind, in order, outside comments, literals and preprocessor lines. The
// translator runs it on each output so that an edit landing inside another
// (a block closed in the middle of a generated call) can never ship.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_BRACKETBALANCE_H
#define ACC2CUDA_SUPPORT_BRACKETBALANCE_H

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace acc2cuda {

/// The first place where \p Text's brackets do not pair up.
struct BracketMismatch {
  unsigned Offset; ///< of the offending bracket (or the end of the text)
  std::string What; ///< "'}' closes '(' opened on line 12", ...
};

/// Checks that the brackets of \p Text pair up; preprocessor lines are
/// skipped (a macro may hold half a block).
std::optional<BracketMismatch> findBracketMismatch(llvm::StringRef Text,
                                                   const clang::LangOptions &LO);

/// Line and column (1-based) of \p Offset in \p Text.
std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef Text,
                                            unsigned Offset);

} // namespace acc2cuda

#endif
