//===- BlockCopyText.h - A kernel's block copies in text --------*- C++ -*-===//
//
// The text of the block copies a kernel keeps of arrays it only updates
// with atomics (KernelPlan::BlockCopies; runtime/include/acc2cuda/
// block_copy.h): in the kernel, the copies each block fills, the names
// under which the body updates its warp's copy and the combining into the
// arrays; on the host, the copies' sizes and whether they count in 32 bits.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_EMIT_BLOCKCOPYTEXT_H
#define ACC2CUDA_EMIT_BLOCKCOPYTEXT_H

#include "Model/KernelPlan.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace acc2cuda {

/// The kernel parameter (and host variable) holding a block copy's size.
std::string copyBytes(const BlockCopy &B);

/// Whether the kernel has an instance whose block copies of 64-bit counts
/// count in 32 bits (acc2cuda_narrow; acc2cuda/block_copy_size.h).
bool hasNarrowCopies(const KernelPlan &P);

/// With block copies (the `acc2cuda_copies` instance), each block fills its
/// sets of copies (one per warp while they fit) and the body's atomics
/// update its warp's copy: the body sees that copy under the array's name.
/// Opens a scope that closeBlockCopies closes.
void openBlockCopies(const KernelPlan &P, llvm::raw_ostream &OS);

/// Once every thread of the block is done, the block combines its copies
/// into the arrays.
void closeBlockCopies(const KernelPlan &P, llvm::raw_ostream &OS);

/// Host code: the sizes of the kernel's block copies, and the shared memory
/// they take together (0: the kernel updates the arrays themselves), for a
/// launch of \p Iterations iterations on `acc2cuda_block`.
void emitBlockCopySizes(const KernelPlan &P, llvm::StringRef Iterations,
                        llvm::raw_ostream &OS);

} // namespace acc2cuda

#endif
