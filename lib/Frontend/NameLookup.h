//===- NameLookup.h - Bind clause names to declarations ---------*- C++ -*-===//

#ifndef ACC2CUDA_FRONTEND_NAMELOOKUP_H
#define ACC2CUDA_FRONTEND_NAMELOOKUP_H

#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// The variable (or data member, inside a member function) that \p Name
/// denotes at \p At, the location of a directive attached to \p Body inside
/// \p FD. Null if nothing by that name is visible there.
const clang::ValueDecl *lookupVariable(llvm::StringRef Name,
                                       clang::SourceLocation At,
                                       const clang::Stmt *Body,
                                       const clang::FunctionDecl *FD,
                                       clang::ASTContext &Ctx);

/// The namespace-scope variable \p Name declared last before \p At (a
/// directive outside any function).
const clang::VarDecl *lookupGlobalVariable(llvm::StringRef Name,
                                           clang::SourceLocation At,
                                           clang::ASTContext &Ctx);

/// Binds the member path of \p R (`s.inner.p`, `p->v`, `a[i].p`), whose
/// variable is bound, to fields: sets R.Field and R.PointerMember. Reports
/// a step that names nothing and returns false.
bool bindMemberPath(VarRef &R, Diag &D);

} // namespace acc2cuda

#endif
