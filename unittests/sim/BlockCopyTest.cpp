//===- BlockCopyTest.cpp - Per-warp copies of atomically updated arrays ---===//
//
// The kernel side of acc2cuda/block_copy.h on the simulator: each warp of
// a block updates its own set of copies while they fit (warps share them
// in turn otherwise), and the block combines every set into the array.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <type_traits>
#include <vector>

using acc2cuda::block_copy_extent;
using acc2cuda::block_copy_sets;
using acc2cuda::ReduceAdd;
using acc2cuda::ReduceMax;

namespace {

// Each thread adds 1 to bin (global thread index % Bins) of Hist and takes
// the maximum of its global index into Top, through its warp's copies;
// Set[t] records which copy thread t of block 0 updated.
__global__ void histogram(int *Hist, long long *Top, int *Set, int Bins) {
  const long long HistBytes = Bins * (long long)sizeof(int);
  const long long TopBytes = Bins * (long long)sizeof(long long);
  unsigned char *Next = acc2cuda::block_shared_memory();
  const int Sets = block_copy_sets(acc2cuda::block_thread_count(),
                                   block_copy_extent(HistBytes) +
                                       block_copy_extent(TopBytes));
  int *HistCopies = acc2cuda::block_copy<ReduceAdd, int>(Next, HistBytes, Sets);
  long long *TopCopies =
      acc2cuda::block_copy<ReduceMax, long long>(Next, TopBytes, Sets);
  __syncthreads();
  int *MyHist = acc2cuda::warp_copy(HistCopies, HistBytes, Sets);
  long long *MyTop = acc2cuda::warp_copy(TopCopies, TopBytes, Sets);
  const long long Gid = 1LL * blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(MyHist + Gid % Bins, 1);
  acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Max>(MyTop + Gid % Bins, Gid);
  if (blockIdx.x == 0)
    Set[threadIdx.x] =
        static_cast<int>((reinterpret_cast<unsigned char *>(MyHist) -
                          reinterpret_cast<unsigned char *>(HistCopies)) /
                         block_copy_extent(HistBytes));
  __syncthreads();
  acc2cuda::combine_block_copy<ReduceAdd, int>(HistCopies, Hist, HistBytes,
                                               Sets);
  acc2cuda::combine_block_copy<ReduceMax, long long>(TopCopies, Top, TopBytes,
                                                     Sets);
}

template <class T> std::vector<T> toHost(const T *D, size_t N) {
  std::vector<T> H(N);
  cudaMemcpy(H.data(), D, N * sizeof(T), cudaMemcpyDeviceToHost);
  return H;
}

void runHistogram(int Bins, int Threads, int ExpectSets) {
  const int Blocks = 3;
  const long long Set =
      block_copy_extent(Bins * 4LL) + block_copy_extent(Bins * 8LL);
  ASSERT_EQ(block_copy_sets(Threads, Set), ExpectSets);
  int *Hist, *Sets;
  long long *Top;
  cudaMalloc(&Hist, Bins * sizeof(int));
  cudaMalloc(&Top, Bins * sizeof(long long));
  cudaMalloc(&Sets, Threads * sizeof(int));
  cudaMemset(Hist, 0, Bins * sizeof(int));
  cudaMemset(Top, 0, Bins * sizeof(long long));
  acc2cuda::sim::launch(histogram, Blocks, Threads, ExpectSets * Set, 0, Hist,
                        Top, Sets, Bins);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  const long long Total = 1LL * Blocks * Threads;
  std::vector<int> H = toHost(Hist, Bins);
  std::vector<long long> T = toHost(Top, Bins);
  for (int B = 0; B < Bins; ++B) {
    EXPECT_EQ(H[B], Total / Bins + (B < Total % Bins)) << "bin " << B;
    EXPECT_EQ(T[B], B < Total ? (Total - 1 - B) / Bins * Bins + B : 0)
        << "bin " << B;
  }
  std::vector<int> S = toHost(Sets, Threads);
  for (int Tid = 0; Tid < Threads; ++Tid)
    EXPECT_EQ(S[Tid], Tid / 32 % ExpectSets) << "thread " << Tid;
  cudaFree(Hist);
  cudaFree(Top);
  cudaFree(Sets);
}

// 64 bins: 1 KiB a set, a set for each of the eight warps.
TEST(BlockCopy, OneSetPerWarp) { runHistogram(64, 256, 8); }

// 600 bins: 7.2 KiB a set, two fit: warps 0, 2, 4, 6 share the first.
TEST(BlockCopy, WarpsShareSetsThatWouldNotFit) { runHistogram(600, 256, 2); }

// A partial warp (80 threads) keeps its own set.
TEST(BlockCopy, PartialWarpHasItsSet) { runHistogram(16, 80, 3); }

// 32-bit counts of a 64-bit array: the block combines its copies and adds
// each count, zero extended, to the array (a count above 2^31 stays
// positive; the host keeps a block's counts below 2^32).
__global__ void narrowCounts(unsigned long long *Hist, long long Bins,
                             unsigned Step) {
  using Count = acc2cuda::counter_type<true, unsigned long long>;
  static_assert(std::is_same_v<Count, unsigned int>);
  static_assert(std::is_same_v<acc2cuda::counter_pointer<true, long(*)[4]>,
                               unsigned(*)[4]>);
  static_assert(
      std::is_same_v<acc2cuda::counter_pointer<false, long(*)[4]>, long(*)[4]>);
  const long long Bytes =
      acc2cuda::counter_bytes<unsigned long long>(Bins * 8, true);
  unsigned char *Next = acc2cuda::block_shared_memory();
  const int Sets =
      block_copy_sets(acc2cuda::block_thread_count(), block_copy_extent(Bytes));
  Count *Copies = acc2cuda::block_copy<ReduceAdd, Count>(Next, Bytes, Sets);
  __syncthreads();
  Count *Mine = acc2cuda::warp_copy(Copies, Bytes, Sets);
  acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(Mine + threadIdx.x % Bins,
                                                  Step);
  __syncthreads();
  acc2cuda::combine_block_copy<ReduceAdd, Count, unsigned long long>(
      Copies, Hist, Bytes, Sets);
}

TEST(BlockCopy, NarrowCountsAddZeroExtended) {
  const long long Bins = 4;
  const int Threads = 64, Blocks = 3;
  // 16 steps per bin and block: 0xc0000000, above 2^31 and below 2^32.
  const unsigned Step = 0x0c000000u;
  const long long Bytes =
      acc2cuda::counter_bytes<unsigned long long>(Bins * 8, true);
  ASSERT_EQ(Bytes, Bins * 4);
  unsigned long long *Hist;
  cudaMalloc(&Hist, Bins * sizeof(unsigned long long));
  cudaMemset(Hist, 0, Bins * sizeof(unsigned long long));
  const int Sets = block_copy_sets(Threads, block_copy_extent(Bytes));
  ASSERT_EQ(Sets, 2);
  acc2cuda::sim::launch(narrowCounts, Blocks, Threads,
                        Sets * block_copy_extent(Bytes), 0, Hist, Bins, Step);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<unsigned long long> H = toHost(Hist, Bins);
  for (long long B = 0; B < Bins; ++B)
    EXPECT_EQ(H[B], Blocks * 0xc0000000ULL) << "bin " << B;
  cudaFree(Hist);
}

} // namespace
