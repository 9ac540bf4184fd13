//===- StatementEnds.h - Where statements end in the file ------*- C++ -*-===//
//
// Clang's source ranges stop before the ';' of most statements and at the
// pragma line of OpenMP directives; the translation replaces whole
// statements and inserts after declarations, so it needs the real ends.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_STATEMENTENDS_H
#define ACC2CUDA_SUPPORT_STATEMENTENDS_H

#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// The statement whose end ends \p S. An OpenMP directive's source range
/// is its pragma line only: its associated statement ends it.
const clang::Stmt *lastStatement(const clang::Stmt *S);

/// Where statement \p S ends in the file: a statement that is not a block
/// ends in a ';' outside its source range.
clang::SourceLocation statementEnd(const clang::Stmt *S,
                                   clang::ASTContext &Ctx);

/// Just past the ';' that ends the declaration statement holding \p D
/// (`int a, b[N] = {...};`).
clang::SourceLocation declarationEnd(const clang::Decl *D,
                                     clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
