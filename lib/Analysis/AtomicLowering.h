//===- AtomicLowering.h - atomic directives -> runtime calls ----*- C++ -*-===//
//
// The statement an OpenACC or OpenMP `atomic` governs becomes a call to the
// helpers in acc2cuda/atomic.h (native CUDA atomics or compare-and-swap
// loops on the device, __atomic builtins on the host). Only the statement
// forms the specifications allow are accepted (OpenACC 3.3 2.12, OpenMP 5.2
// 15.8.4); anything else is an error.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ANALYSIS_ATOMICLOWERING_H
#define ACC2CUDA_ANALYSIS_ATOMICLOWERING_H

#include "Model/Directive.h"
#include "Model/KernelPlan.h"
#include "Support/Diag.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>

namespace acc2cuda {

/// The replacement of \p A's statement. \p Erase are the kernel body's
/// erasures (`this->`), applied to the parts the replacement copies. An
/// atomic whose target \p Private says is the thread's own memory (a local
/// of the kernel: no other thread sees it, and CUDA's atomics are undefined
/// on local memory) keeps its statement as written.
std::optional<TextEdit>
lowerAtomic(const AtomicDirective &A, llvm::ArrayRef<clang::SourceRange> Erase,
            clang::ASTContext &Ctx, Diag &D,
            llvm::function_ref<bool(const clang::Expr *)> Private = nullptr);

/// An `atomic update` (or an OpenMP min/max `atomic compare`): the lvalue
/// it updates, the runtime's AtomicOp enumerator ("Add", "Min", ...) and
/// the operand (null for ++ and --).
struct AtomicUpdateForm {
  const clang::Expr *X = nullptr;
  llvm::StringRef Op;
  const clang::Expr *E = nullptr;
};

/// \p A's update, when it is one of those forms (not a read, write or
/// capture, nor a compare-exchange).
std::optional<AtomicUpdateForm> atomicUpdateForm(const AtomicDirective &A,
                                                 const clang::ASTContext &Ctx);

/// Host OpenMP atomics (left to the host compiler) in a .cu file: nvcc's
/// front end parenthesises `x = x + e` into `x = (x + (e))`, a form GCC's
/// OpenMP rejects. The edits write each such update of \p S as `x += e`
/// (and `x = e + x` likewise for commutative operators); none when an
/// update has no such form (`x = e - x`): the atomic must be lowered.
std::optional<std::vector<TextEdit>>
compoundAssignments(const clang::Stmt *S, const clang::ASTContext &Ctx);

/// Whether \p Loc lies in the file range of \p S.
bool isWithin(clang::SourceLocation Loc, const clang::Stmt *S,
              const clang::ASTContext &Ctx);

} // namespace acc2cuda

#endif
