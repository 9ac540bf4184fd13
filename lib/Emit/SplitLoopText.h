//===- SplitLoopText.h - The split instance of a kernel's loop --*- C++ -*-===//
//
// The text a kernel with a split loop (KernelPlan::Split) gets: in front of
// the loop, its split form, which the kernel's `acc2cuda_split` instance
// runs instead of the loop as written; around the statements after it, the
// condition that only the slice finishing last runs them
// (runtime/include/acc2cuda/split_loop.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_SPLITLOOPTEXT_H
#define ACC2CUDA_EMIT_SPLITLOOPTEXT_H

#include "Model/KernelPlan.h"
#include "clang/AST/ASTContext.h"

namespace acc2cuda {

/// The text inserted in front of the split loop: the leader flag, then
/// `if constexpr (acc2cuda_split) { <split form> } else`, the loop as
/// written becoming the else branch.
std::string splitLoopHeader(const KernelPlan &P, clang::ASTContext &Ctx);

/// Opens and closes the statements after the split loop: only the leader
/// (the slice that finished last) runs them.
const char *splitRestOpening();
const char *splitRestClosing();

/// The split instance's first statement in the kernel: every thread of the
/// block clears the slices' arrival counters.
const char *splitPrologue();

} // namespace acc2cuda

#endif
