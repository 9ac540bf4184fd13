//===- acc2cuda/block_copy.h - Per-block copies of updated arrays -*- C++
//-*-===//
//
// A kernel that only updates an array with atomics of one commutative
// operator (a histogram) can let each warp of a block accumulate into a
// copy of the array in shared memory, filled with the operator's identity,
// and combine the block's copies into the array at the block's end with one
// atomic per element the block changed (the analysis is in
// lib/Analysis/BlockCopies.cpp). The copies live one after another in the
// launch's dynamic shared memory: each array's copies (block_copy_sets of
// them) side by side, then the next array's.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_BLOCK_COPY_H
#define ACC2CUDA_BLOCK_COPY_H

#include "atomic.h"
#include "construct.h"
#include "reduction.h"
#include <type_traits>

namespace acc2cuda {

/// The atomic that combines a copy accumulated with Op into its array.
template <class Op> __host__ __device__ constexpr AtomicOp combine_atomic() {
  if constexpr (std::is_same_v<Op, ReduceMin>)
    return AtomicOp::Min;
  else if constexpr (std::is_same_v<Op, ReduceMax>)
    return AtomicOp::Max;
  else if constexpr (std::is_same_v<Op, ReduceBitAnd>)
    return AtomicOp::And;
  else if constexpr (std::is_same_v<Op, ReduceBitOr>)
    return AtomicOp::Or;
  else if constexpr (std::is_same_v<Op, ReduceBitXor>)
    return AtomicOp::Xor;
  else {
    static_assert(std::is_same_v<Op, ReduceAdd>, "no atomic combines Op");
    return AtomicOp::Add;
  }
}

/// The calling block's dynamic shared memory (the launch's third argument).
__device__ inline unsigned char *block_shared_memory() {
#if defined(__CUDACC__)
  extern __shared__ __align__(16) unsigned char acc2cuda_block_shared[];
  return acc2cuda_block_shared;
#else
  return sim::dynamic_shared<unsigned char>();
#endif
}

/// Takes the next array's Sets copies (block_copy_sets), of Bytes bytes
/// each, from Next and fills them with Op's identity, the block's threads
/// sharing the work; returns the first. The block must pass a barrier
/// before it updates them.
template <class Op, class T>
__device__ T *block_copy(unsigned char *&Next, long long Bytes, int Sets) {
  T *Copy = reinterpret_cast<T *>(Next);
  const long long Stride = block_copy_extent(Bytes);
  Next += Sets * Stride;
  // The padding between copies is filled too: it is never combined.
  const long long Elements = Sets * Stride / static_cast<long long>(sizeof(T));
  for (long long I = block_thread_rank(); I < Elements;
       I += block_thread_count())
    Copy[I] = Op::template identity<T>();
  return Copy;
}

/// The copy the calling thread's warp updates, of the Sets copies from
/// First (the warps take them in turn).
template <class P> __device__ P warp_copy(P First, long long Bytes, int Sets) {
  const long long Set = (block_thread_rank() / 32) % Sets;
  return reinterpret_cast<P>(reinterpret_cast<unsigned char *>(First) +
                             Set * block_copy_extent(Bytes));
}

/// Combines the block's Sets copies from First, of Bytes bytes each, into
/// Array: one atomic for each element the block changed. The copies hold C
/// (T, or 32-bit counts of a T array: counter_type), each converted to T.
/// The block must pass a barrier after its updates first.
template <class Op, class C, class T = C>
__device__ void combine_block_copy(const C *First, T *Array, long long Bytes,
                                   int Sets) {
  const long long Count = Bytes / static_cast<long long>(sizeof(C));
  const long long Stride =
      block_copy_extent(Bytes) / static_cast<long long>(sizeof(C));
  const C Identity = Op::template identity<C>();
  for (long long I = block_thread_rank(); I < Count;
       I += block_thread_count()) {
    C V = First[I];
    for (int S = 1; S < Sets; ++S)
      V = Op::combine(V, First[S * Stride + I]);
    if (V != Identity)
      atomic_fetch<combine_atomic<Op>()>(Array + I, static_cast<T>(V));
  }
}

} // namespace acc2cuda

#endif // ACC2CUDA_BLOCK_COPY_H
