//===- LocalTypes.h - Types a kernel needs from inside a function -*- C++ -*-===//
//
// Which types declared inside functions the kernels name, and how each can
// move to file scope (Model/LocalTypeMove.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_LOCALTYPES_H
#define ACC2CUDA_ANALYSIS_LOCALTYPES_H

#include "Model/LocalTypeMove.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace acc2cuda {

/// Gives a name to each unnamed struct, union or enum declared inside a
/// function that the code in \p Body names (`struct { double x, y; } p;`
/// in main): moved to file scope, a kernel must name it. The name,
/// FUNCTION_local_LINE, is set on the declaration itself, so that every
/// type the translation writes uses it; \p Named gets the declarations.
void nameUnnamedLocalTypes(const clang::Stmt *Body, clang::ASTContext &Ctx,
                           llvm::SmallPtrSetImpl<const clang::TagDecl *> &Named);

/// Adds to \p Types, in source order, the types declared inside a function
/// that the code in \p Body names (variables, expressions, written types),
/// with the local types their members need in turn. Reports those that
/// cannot move to file scope (unnamed, in a template, a name file scope
/// already has) and returns false then.
bool collectLocalTypes(const clang::Stmt *Body, clang::ASTContext &Ctx,
                       Diag &D, llvm::SetVector<const clang::TypeDecl *> &Types);

/// How each type of \p Types moves, in source order; reports types whose
/// declaration cannot be moved and returns nothing then.
/// \p Named: the types nameUnnamedLocalTypes named (their moved
/// definitions get the name written in).
std::optional<std::vector<LocalTypeMove>>
planLocalTypeMoves(llvm::ArrayRef<const clang::TypeDecl *> Types,
                   const llvm::SmallPtrSetImpl<const clang::TagDecl *> &Named,
                   clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
