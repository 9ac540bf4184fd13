//===- NameLookup.h - Bind clause names to declarations ---------*- C++ -*-===//

#ifndef ACC2CUDA_FRONTEND_NAMELOOKUP_H
#define ACC2CUDA_FRONTEND_NAMELOOKUP_H

#include "Model/Directive.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/StringSet.h"
#include <optional>

namespace acc2cuda {

/// The variable (or data member, inside a member function) that \p Name
/// denotes at \p At, the location of a directive attached to \p Body inside
/// \p FD. Null if nothing by that name is visible there.
const clang::ValueDecl *lookupVariable(llvm::StringRef Name,
                                       clang::SourceLocation At,
                                       const clang::Stmt *Body,
                                       const clang::FunctionDecl *FD,
                                       clang::ASTContext &Ctx);

/// A structured binding named \p Name in \p FD (`auto [n, alpha] = f();`),
/// which clauses cannot name: for the diagnostic.
const clang::BindingDecl *lookupBinding(llvm::StringRef Name,
                                        const clang::FunctionDecl *FD);

/// The namespace-scope variable \p Name declared last before \p At (a
/// directive outside any function).
const clang::VarDecl *lookupGlobalVariable(llvm::StringRef Name,
                                           clang::SourceLocation At,
                                           clang::ASTContext &Ctx);

/// The value of \p Name as an integer constant at \p At inside \p FD
/// (null: outside functions): an enumerator, or a const or constexpr
/// integer variable with a constant initializer; nothing otherwise.
std::optional<long long> constantValue(llvm::StringRef Name,
                                       clang::SourceLocation At,
                                       const clang::FunctionDecl *FD,
                                       clang::ASTContext &Ctx);

/// Whether unqualified \p Name in an expression of a directive at \p At,
/// inside \p FD (null: outside functions), denotes something: a variable
/// that lookupVariable finds, a declaration of an enclosing scope, or, as
/// the last and loosest test, any declaration of the translation unit of
/// that name (the directive cannot be re-parsed in its scope, so a name
/// that may be visible is taken). Names starting with "__" are the
/// compiler's.
class NameCheck {
public:
  explicit NameCheck(clang::ASTContext &Ctx) : Ctx(Ctx) {}
  bool visible(llvm::StringRef Name, clang::SourceLocation At,
               const clang::FunctionDecl *FD);

private:
  clang::ASTContext &Ctx;
  std::optional<llvm::StringSet<>> Declared; ///< every name, made on demand
};

/// Binds the member path of \p R (`s.inner.p`, `p->v`, `a[i].p`), whose
/// variable is bound, to fields: sets R.Field and R.PointerMember. Reports
/// a step that names nothing and returns false.
bool bindMemberPath(VarRef &R, Diag &D);

} // namespace acc2cuda

#endif
