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
#include "Support/SourceText.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

namespace acc2cuda {

/// The local types nameLocalTypes named or renamed.
struct LocalTypeNames {
  llvm::SmallPtrSet<const clang::TagDecl *, 4> Unnamed;
  /// Types whose name file scope has already (a function `test_struct()`
  /// and a `typedef struct {...} test_struct;` in another function), with
  /// the name they had.
  llvm::DenseMap<const clang::TypeDecl *, std::string> Renamed;
  /// Enumerators of moved enumerations whose name file scope has, or
  /// another function's moved enumeration has, with the name they had.
  llvm::DenseMap<const clang::EnumConstantDecl *, std::string>
      RenamedEnumerators;
  /// The enumerators moved enumerations bring to file scope, and the
  /// function each comes from.
  llvm::StringMap<const clang::FunctionDecl *> MovedEnumerators;
};

/// Gives a name to each local type that the code in \p Body names and
/// that could not move to file scope under its own: an unnamed struct,
/// union or enum (`struct { double x, y; } p;` in main) becomes
/// FUNCTION_local_LINE, a name file scope already has FUNCTION_NAME, and
/// so does an enumerator of a moving enumeration whose name file scope or
/// another function's moving enumeration has. The
/// name is set on the declaration itself, so that every type the
/// translation writes uses it; the program's own text is edited with
/// renamedTypeEdits.
void nameLocalTypes(const clang::Stmt *Body, clang::ASTContext &Ctx,
                    LocalTypeNames &Names);

/// Edits of the names of renamed local types and enumerators that the code
/// in \p Root writes (`test_struct x;`, `sizeof(struct S)`, `VAL1`, the
/// enumerator's declaration), at file locations \p
/// Wanted accepts.
std::vector<TextEdit>
renamedTypeEdits(const clang::Decl *Root, const LocalTypeNames &Names,
                 const clang::ASTContext &Ctx,
                 llvm::function_ref<bool(clang::SourceLocation)> Wanted);
std::vector<TextEdit>
renamedTypeEdits(const clang::Stmt *Root, const LocalTypeNames &Names,
                 const clang::ASTContext &Ctx,
                 llvm::function_ref<bool(clang::SourceLocation)> Wanted);

/// Adds to \p Types, in source order, the types declared inside a function
/// that the code in \p Body names (variables, expressions, written types),
/// with the local types their members need in turn. Reports those that
/// cannot move to file scope (unnamed, in a template, a name file scope
/// already has) and returns false then.
bool collectLocalTypes(const clang::Stmt *Body, clang::ASTContext &Ctx,
                       Diag &D, llvm::SetVector<const clang::TypeDecl *> &Types);

/// How each type of \p Types moves, in source order; reports types whose
/// declaration cannot be moved and returns nothing then.
/// \p Names: the types nameLocalTypes named (their moved definitions get
/// the name written in).
std::optional<std::vector<LocalTypeMove>>
planLocalTypeMoves(llvm::ArrayRef<const clang::TypeDecl *> Types,
                   const LocalTypeNames &Names, clang::ASTContext &Ctx,
                   Diag &D);

} // namespace acc2cuda

#endif
