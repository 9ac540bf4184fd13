//===- ClassScopeNames.h - Class members a kernel names ---------*- C++ -*-===//
//
// A compute region in a member function names what the class declares
// without `this`: enumerators, static (constexpr) data members, static
// member functions, member typedefs and nested types. The kernel is a free
// function, written before the class when the member function is defined
// inside it, where those names are not in scope (and the class is
// incomplete). Like the member functions called through `this`
// (ThisCalls.h), the names go through the kernel's template parameter for
// the class, `acc2cuda_self`, which the launch in the member function sets
// once the class is complete: `K` becomes `acc2cuda_self::K`, `real_t`
// becomes `typename acc2cuda_self::real_t`.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_CLASSSCOPENAMES_H
#define ACC2CUDA_ANALYSIS_CLASSSCOPENAMES_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// Rewrites in P's kernel body (P.BodyEdits) the names of members of the
/// class of \p Function (or its bases) that the body uses unqualified or
/// qualified by that class, and in its parameters (P.Captures, planned
/// before) the member types, and gives the kernel the `acc2cuda_self`
/// template parameter when some are.
void planClassScopeNames(KernelPlan &P, const clang::FunctionDecl *Function,
                         clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
