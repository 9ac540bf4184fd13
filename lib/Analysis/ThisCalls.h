//===- ThisCalls.h - Member functions called through this -------*- C++ -*-===//
//
// A compute region in a member function may call the object's member
// functions (`scaled(i)`, `this->weight(i)`). They run on the object's
// device copy, as nvc++ and the OpenMP rule for `this` have it: the object
// is mapped (the construct's `this` clause, else an implicit
// copy(this[0:1]), which finds it present after `enter data`), the kernel
// gets its device address as `acc2cuda_this`, and the calls go through it.
// The functions read data members from the device copy, so every pointer
// member they use must be attached there (the runtime checks it before the
// launch).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_THISCALLS_H
#define ACC2CUDA_ANALYSIS_THISCALLS_H

#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

namespace acc2cuda {

/// The kernel parameter that holds the object's device address.
inline constexpr const char *DeviceThisName = "acc2cuda_this";

/// Plans \p Calls, the member functions \p P's kernel body calls through
/// `this` (the callee's MemberExpr each): the object's mapping, the
/// acc2cuda_this capture, the rewritten calls (added to P.BodyEdits) and
/// the pointer members to check. False after reporting a problem.
bool planThisCalls(KernelPlan &P,
                   llvm::ArrayRef<const clang::MemberExpr *> Calls,
                   clang::ASTContext &Ctx, Diag &D);

} // namespace acc2cuda

#endif
