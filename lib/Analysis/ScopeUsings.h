//===- ScopeUsings.h - A function's using-directives a kernel needs -*- C++ -*-===//
//
// A kernel is written at file scope, outside the function whose construct it
// comes from; the body it copies may name things through that function's
// own `using namespace ns;`, `using ns::f;` and namespace aliases, which do
// not reach file scope. The kernel repeats those in scope at the construct.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_SCOPEUSINGS_H
#define ACC2CUDA_ANALYSIS_SCOPEUSINGS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include <string>
#include <vector>

namespace acc2cuda {

/// The text (with its `;`) of each using-directive, using-declaration,
/// using-enum-declaration and namespace alias of \p F's body that is in
/// scope at \p At, in source order.
std::vector<std::string> usingsInScope(const clang::FunctionDecl *F,
                                       clang::SourceLocation At,
                                       const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
