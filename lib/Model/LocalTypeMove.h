//===- LocalTypeMove.h - A local type moved to file scope -------*- C++ -*-===//
//
// A kernel is defined at file scope, before the function holding its
// construct, so a type declared inside that function (a `struct` defined in
// main) that the kernel names moves to file scope, right before the
// function: its declaration statement moves whole, or, when the statement
// also declares variables (`struct P {...} p[4];`), the definition moves
// and the variables stay (`struct P p[4];`).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_MODEL_LOCALTYPEMOVE_H
#define ACC2CUDA_MODEL_LOCALTYPEMOVE_H

#include <string>

namespace clang {
class DeclStmt;
class FunctionDecl;
class TypeDecl;
} // namespace clang

namespace acc2cuda {

struct LocalTypeMove {
  const clang::TypeDecl *Type = nullptr;
  const clang::FunctionDecl *Function = nullptr; ///< it is declared in
  /// The declaration statement holding it.
  const clang::DeclStmt *Statement = nullptr;
  /// The statement declares only types: it moves whole.
  bool MoveWhole = true;
  /// An unnamed type the translation named (LocalTypes.h): the moved
  /// definition gets the name after its `struct`.
  bool GivenName = false;
  /// A type the translation renamed (LocalTypes.h): its name as written,
  /// which the moved definition has in place of the new one.
  std::string OldName;
};

} // namespace acc2cuda

#endif
