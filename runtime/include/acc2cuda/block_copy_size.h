//===- acc2cuda/block_copy_size.h - Sizes of per-block copies ---*- C++ -*-===//
//
// What the host and the kernels agree on about the shared-memory copies of
// arrays a kernel only updates atomically (acc2cuda/block_copy.h).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_BLOCK_COPY_SIZE_H
#define ACC2CUDA_BLOCK_COPY_SIZE_H

#include "cuda_api.h"

#include <type_traits>

namespace acc2cuda {

// Per-block copies of arrays a kernel only updates atomically
// (acc2cuda/block_copy.h): the host sizes them, the kernel uses them.

/// Copies start at multiples of this many bytes.
constexpr long long BlockCopyAlign = 16;

/// Shared memory the copies of one launch may take together; more, and the
/// kernel updates the arrays themselves. Small enough that a 256-thread
/// block keeps a full multiprocessor's occupancy on sm_80 and later.
constexpr long long MaxBlockCopyBytes = 16 * 1024;

/// Bytes, rounded up to the next copy's start.
__host__ __device__ constexpr long long block_copy_extent(long long Bytes) {
  return (Bytes + BlockCopyAlign - 1) / BlockCopyAlign * BlockCopyAlign;
}

/// How many sets of copies a block of Threads threads keeps when one set
/// (every array's copy) takes Extents bytes: one per warp, as hand-written
/// histograms do (the warps of a block then contend on their own
/// counters only), fewer while the sets would exceed MaxBlockCopyBytes
/// together; at least one. Host and kernel compute it alike.
__host__ __device__ constexpr int block_copy_sets(long long Threads,
                                                  long long Extents) {
  const long long Warps = (Threads + 31) / 32;
  const long long Fit = Extents > 0 ? MaxBlockCopyBytes / Extents : 1;
  const long long Sets = Warps < Fit ? Warps : Fit;
  return Sets < 1 ? 1 : static_cast<int>(Sets);
}

// 32-bit counts. A copy of 64-bit integers that only a bounded number of
// non-negative additions reach per block (a histogram counting with
// `++` or `+= 1`) can count in 32 bits, as hand-written histograms do
// (shared-memory atomics on 32-bit integers are the fast ones). The host
// decides per launch (Construct::narrow_counts) and picks the kernel
// instance whose copies of those arrays hold `unsigned int`; the block's
// end adds each count, zero extended, to the array.

/// The element type of a copy of T: `unsigned int` when Narrow.
template <bool Narrow, class T>
using counter_type = std::conditional_t<Narrow, unsigned int, T>;

/// An array pointer type P (`T *`, `T (*)[N]`) with its scalar elements
/// replaced by counter_type<Narrow, T>: how the kernel sees the copy.
template <class T> struct with_counters { using type = unsigned int; };
template <class T, decltype(sizeof(0)) N> struct with_counters<T[N]> {
  using type = typename with_counters<T>::type[N];
};
template <bool Narrow, class P>
using counter_pointer = std::conditional_t<
    Narrow, typename with_counters<std::remove_pointer_t<P>>::type *, P>;

/// The bytes of the copy of an array of Bytes bytes of T.
template <class T>
__host__ __device__ constexpr long long counter_bytes(long long Bytes,
                                                      bool Narrow) {
  return Narrow ? Bytes / static_cast<long long>(sizeof(T)) *
                      static_cast<long long>(sizeof(unsigned int))
                : Bytes;
}

/// One copy: its bytes, the size of its elements and the host address of
/// the array's first element.
struct BlockCopySize {
  long long Bytes;
  long long ElementSize;
  const void *Host;
  /// The device copy is the generated code's own allocation: no other
  /// data can share it (the present table does not hold it).
  bool Own = false;
};

} // namespace acc2cuda

#endif
