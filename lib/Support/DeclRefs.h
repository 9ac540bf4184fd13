//===- DeclRefs.h - References to declarations in a statement --*- C++ -*-===//
//
// Searches of a statement for the expressions that name a declaration. An
// OpenMP directive's statement is a CapturedStmt, whose children() are the
// captured variables' initialisers only: these searches go into its body,
// where the uses are.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_DECLREFS_H
#define ACC2CUDA_SUPPORT_DECLREFS_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace acc2cuda {

/// The first reference in \p S, in source order, to a declaration \p Match
/// accepts; null when there is none.
const clang::DeclRefExpr *
findDeclRef(const clang::Stmt *S,
            llvm::function_ref<bool(const clang::ValueDecl *)> Match);

/// Whether \p S names \p D.
bool mentionsDecl(const clang::Stmt *S, const clang::ValueDecl *D);

/// How many times \p S names \p D.
unsigned countDeclRefs(const clang::Stmt *S, const clang::ValueDecl *D);

} // namespace acc2cuda

#endif
