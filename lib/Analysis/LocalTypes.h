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

namespace acc2cuda {

/// Adds to \p Types, in source order, the types declared inside a function
/// that the code in \p Body names (variables, expressions, written types),
/// with the local types their members need in turn. Reports those that
/// cannot move to file scope (unnamed, in a template, a name file scope
/// already has) and returns false then.
bool collectLocalTypes(const clang::Stmt *Body, clang::ASTContext &Ctx,
                       Diag &D, llvm::SetVector<const clang::TypeDecl *> &Types);

/// How each type of \p Types moves, in source order; reports types whose
/// declaration cannot be moved and returns nothing then.
std::optional<std::vector<LocalTypeMove>>
planLocalTypeMoves(llvm::ArrayRef<const clang::TypeDecl *> Types,
                   clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
