//===- BlockCopyText.cpp --------------------------------------------------===//

#include "BlockCopyText.h"
#include "KernelPieces.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

namespace acc2cuda {

namespace {

/// The element type of a block copy in the kernel (an alias openBlockCopies
/// declares for copies that may count in 32 bits).
std::string copyElement(const BlockCopy &B) {
  return B.NarrowBound > 0 ? "acc2cuda_count_" + B.Name : B.Scalar;
}

/// The pointer type under which the kernel's body sees a block copy: the
/// array's, or openBlockCopies' alias, with 32-bit counts in the narrow
/// instance.
std::string copyPointer(const BlockCopy &B) {
  return B.NarrowBound > 0 ? "acc2cuda_counts_" + B.Name
                           : "decltype(acc2cuda_array_" + B.Name + ")";
}

} // namespace

/// The kernel parameter (and host variable) holding a block copy's size.
std::string copyBytes(const BlockCopy &B) {
  return "acc2cuda_copy_bytes_" + B.Name;
}

/// Whether the kernel has an instance whose block copies of 64-bit counts
/// count in 32 bits (acc2cuda_narrow; acc2cuda/block_copy_size.h).
bool hasNarrowCopies(const KernelPlan &P) {
  return llvm::any_of(P.BlockCopies,
                      [](const BlockCopy &B) { return B.NarrowBound > 0; });
}

/// With block copies (the `acc2cuda_copies` instance), each block fills its
/// sets of copies (one per warp while they fit) and the body's atomics
/// update its warp's copy: the body sees that copy under the array's name.
void openBlockCopies(const KernelPlan &P, llvm::raw_ostream &OS) {
  if (P.BlockCopies.empty())
    return;
  OS << "unsigned char *acc2cuda_next_copy = "
        "acc2cuda::block_shared_memory();\n";
  std::string Extents;
  for (const BlockCopy &B : P.BlockCopies)
    Extents += std::string(Extents.empty() ? "" : " + ") +
               "acc2cuda::block_copy_extent(" + copyBytes(B) + ")";
  OS << "const int acc2cuda_copy_sets = acc2cuda::block_copy_sets("
        "acc2cuda::block_thread_count(), "
     << Extents << ");\n";
  for (const BlockCopy &B : P.BlockCopies) {
    OS << "auto *const acc2cuda_array_" << B.Name << " = " << B.Name << ";\n";
    if (B.NarrowBound > 0)
      OS << "using " << copyElement(B) << " = acc2cuda::counter_type<"
         << "acc2cuda_narrow, " << B.Scalar << ">;\nusing " << copyPointer(B)
         << " = acc2cuda::counter_pointer<acc2cuda_narrow, decltype("
         << "acc2cuda_array_" << B.Name << ")>;\n";
    // The narrow instance always has copies: the cast of the array is
    // only there to give both branches one type.
    std::string Array = "acc2cuda_array_" + B.Name;
    if (B.NarrowBound > 0)
      Array = "reinterpret_cast<" + copyPointer(B) + ">(" + Array + ")";
    OS << "auto *const acc2cuda_copy_" << B.Name
       << " = acc2cuda_copies ? reinterpret_cast<" << copyPointer(B)
       << ">(acc2cuda::block_copy<" << reductionOpName(B.Op) << ", "
       << copyElement(B) << ">(acc2cuda_next_copy, " << copyBytes(B)
       << ", acc2cuda_copy_sets)) : " << Array << ";\n";
  }
  OS << "if (acc2cuda_copies)\n__syncthreads();\n{\n";
  for (const BlockCopy &B : P.BlockCopies)
    OS << "decltype(acc2cuda_copy_" << B.Name << ") " << B.Name
       << " = acc2cuda_copies ? acc2cuda::warp_copy(acc2cuda_copy_" << B.Name
       << ", " << copyBytes(B) << ", acc2cuda_copy_sets) : acc2cuda_copy_"
       << B.Name << ";\n";
}

/// Once every thread of the block is done, the block combines its copies
/// into the arrays.
void closeBlockCopies(const KernelPlan &P, llvm::raw_ostream &OS) {
  if (P.BlockCopies.empty())
    return;
  OS << "}\nif (acc2cuda_copies) {\n__syncthreads();\n";
  for (const BlockCopy &B : P.BlockCopies)
    OS << "acc2cuda::combine_block_copy<" << reductionOpName(B.Op) << ", "
       << copyElement(B)
       << (B.NarrowBound > 0 ? ", " + B.Scalar : std::string())
       << ">(reinterpret_cast<const " << copyElement(B) << " *>(acc2cuda_copy_"
       << B.Name << "), reinterpret_cast<" << B.Scalar << " *>(acc2cuda_array_"
       << B.Name << "), " << copyBytes(B) << ", acc2cuda_copy_sets);\n";
  OS << "}\n";
}

/// The sizes of the kernel's block copies, and the shared memory they take
/// together (0: the kernel updates the arrays themselves). The host data of
/// the construct's other mappings goes along: a copied array that shares
/// present data with one of them is not copied (the kernel may reach the
/// array under another name).
void emitBlockCopySizes(const KernelPlan &P, llvm::StringRef Iterations,
                        llvm::raw_ostream &OS) {
  if (P.BlockCopies.empty())
    return;
  // 64-bit counts take 32 bits when no block can add 2^32 to a copy.
  unsigned long long Bound = 0;
  for (const BlockCopy &B : P.BlockCopies)
    Bound = std::max(Bound, B.NarrowBound);
  if (Bound > 0) {
    const bool Spread = gridDims(P) == 1 && !P.GangPerBlock && !P.Split &&
                        !P.WorkerRows && !P.Exact && P.NumBlocks.empty();
    OS << "const bool acc2cuda_narrow = acc2cuda_c.narrow_counts(" << Iterations
       << ", acc2cuda_block, " << Bound << "ull, "
       << (Spread ? "true" : "false") << ");\n";
  }
  std::string Sizes, Others;
  for (const BlockCopy &B : P.BlockCopies) {
    std::string Element = "(long long)sizeof(" + B.Scalar + ")";
    if (B.NarrowBound > 0) {
      OS << "const long long " << copyBytes(B) << " = acc2cuda::counter_bytes<"
         << B.Scalar << ">(" << B.Bytes << ", acc2cuda_narrow);\n";
      Element =
          "acc2cuda_narrow ? (long long)sizeof(unsigned int) : " + Element;
    } else {
      OS << "const long long " << copyBytes(B) << " = " << B.Bytes << ";\n";
    }
    Sizes += std::string(Sizes.empty() ? "" : ", ") + "{" + copyBytes(B) +
             ", " + Element + ", " + B.Host + (B.Own ? ", true}" : "}");
  }
  for (const Mapping &M : P.Maps)
    if (!M.AttachOnly && llvm::none_of(P.BlockCopies, [&](const BlockCopy &B) {
          return B.Host == M.HostStart;
        }))
      Others += std::string(Others.empty() ? "" : ", ") + M.HostStart;
  OS << "const long long acc2cuda_copies = acc2cuda_c.block_copy_bytes("
     << Iterations << ", acc2cuda_block, {" << Sizes << "}, {" << Others
     << "});\n";
}

} // namespace acc2cuda
