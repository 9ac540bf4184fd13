//===- SourceText.h - Source text of AST nodes ------------------*- C++ -*-===//

#ifndef ACC2CUDA_SUPPORT_SOURCETEXT_H
#define ACC2CUDA_SUPPORT_SOURCETEXT_H

#include "clang/AST/ASTContext.h"
#include <string>

namespace acc2cuda {

/// Replaces the file characters [Begin, End) (expansion locations) in
/// generated text that copies source.
struct TextEdit {
  clang::SourceLocation Begin, End;
  std::string Text;
};


/// The text of \p R as written in the file (macro uses kept as written).
std::string sourceText(clang::SourceRange R, const clang::ASTContext &Ctx);
std::string sourceText(const clang::Stmt *S, const clang::ASTContext &Ctx);

/// The file range \p R covers once macros are expanded to their use sites.
clang::CharSourceRange fileRange(clang::SourceRange R,
                                 const clang::ASTContext &Ctx);

/// The source text of \p R with \p Erase (inclusive character ranges;
/// `#pragma` lines become comments) blanked out and \p Edits applied. An
/// edit that covers erased ranges wins over them: it was built from text
/// already edited (see editedText of its parts).
std::string editedText(clang::SourceRange R,
                       llvm::ArrayRef<clang::SourceRange> Erase,
                       llvm::ArrayRef<TextEdit> Edits,
                       const clang::ASTContext &Ctx);

/// \p S's range with its terminating `;` (an expression statement's range
/// ends before it).
clang::SourceRange statementRange(const clang::Stmt *S,
                                  const clang::ASTContext &Ctx);

/// \p S's source range; for an OpenMP directive, whose own range is its
/// pragma line, up to the end of the statement it applies to.
clang::SourceRange stmtExtent(const clang::Stmt *S);

/// The location just past \p S, its terminating `;` included.
clang::SourceLocation afterStatement(const clang::Stmt *S,
                                     const clang::ASTContext &Ctx);

/// The line break that ends the (possibly continued) line holding \p Loc,
/// a file location; the end of the buffer when there is none.
clang::SourceLocation endOfLine(clang::SourceLocation Loc,
                                const clang::SourceManager &SM);

/// `T name` with the name placed inside the declarator ("double (*A)[8]").
std::string declareAs(clang::QualType T, llvm::StringRef Name,
                      const clang::ASTContext &Ctx);

/// C scopes a struct's tag in the file, C++ in the struct it is written in:
/// "outer::" for `struct inner` written inside `struct outer` (nested ones
/// too), "" for a tag at file scope, in C++ or in an unnamed struct.
std::string cTagScope(const clang::TagDecl *TD);

/// How a type is spelled in generated code.
std::string typeText(clang::QualType T, const clang::ASTContext &Ctx);

/// \p Text with each identifier \p From (a whole word, not part of a
/// longer identifier) replaced by \p To.
std::string replaceIdentifier(llvm::StringRef Text, llvm::StringRef From,
                              llvm::StringRef To);

} // namespace acc2cuda

#endif
