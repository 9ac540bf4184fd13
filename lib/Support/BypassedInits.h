//===- BypassedInits.h - Jumps past initialisations, C not C++ -*- C++ -*-===//
//
// C lets a goto or a switch's case label jump forward into the scope of an
// automatic variable past its initialisation (`if (e) goto fail; double s
// = 0; ... fail:`, the value is then indeterminate); C++, which nvcc reads
// the output as, rejects the program. A scalar declared alone can be
// initialised by assignment instead (`double s; s = 0;`), which means the
// same in C; other declarations cannot be rewritten so.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_BYPASSEDINITS_H
#define ACC2CUDA_SUPPORT_BYPASSEDINITS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include <vector>

namespace acc2cuda {

struct BypassedInit {
  const clang::VarDecl *Var = nullptr;
  /// The goto, or the case label, that jumps past it.
  clang::SourceLocation Jump;
  /// `T x = e;` alone in its declaration, T a non-const scalar, written in
  /// the file: the initialisation can become an assignment, by inserting
  /// "; x" at InsertAt (the end of the name).
  bool Splittable = false;
  clang::SourceLocation InsertAt;
};

/// The initialised automatic variables whose scope \p Jump (a GotoStmt or
/// a SwitchStmt) enters past their declaration.
std::vector<BypassedInit> bypassedInits(const clang::Stmt *Jump,
                                        const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
