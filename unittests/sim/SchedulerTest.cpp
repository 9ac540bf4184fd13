//===- SchedulerTest.cpp - Blocks, threads, barriers ----------------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <vector>

using acc2cuda::sim::dynamic_shared;
using acc2cuda::sim::launch;

namespace {

struct ReverseOrder {
  bool Old;
  explicit ReverseOrder(bool R) : Old(acc2cuda::sim::settings().reverse) {
    acc2cuda::sim::settings().reverse = R;
  }
  ~ReverseOrder() { acc2cuda::sim::settings().reverse = Old; }
};

template <class T> T *toDevice(const std::vector<T> &H) {
  T *D = nullptr;
  EXPECT_EQ(cudaMalloc(&D, H.size() * sizeof(T)), cudaSuccess);
  EXPECT_EQ(
      cudaMemcpy(D, H.data(), H.size() * sizeof(T), cudaMemcpyHostToDevice),
      cudaSuccess);
  return D;
}

template <class T> std::vector<T> toHost(const T *D, std::size_t N) {
  std::vector<T> H(N);
  EXPECT_EQ(cudaMemcpy(H.data(), D, N * sizeof(T), cudaMemcpyDeviceToHost),
            cudaSuccess);
  return H;
}

// Tree reduction in shared memory; it needs every barrier.
__global__ void treeReduce(const int *In, int *Out, bool Sync) {
  __shared__ int S[256];
  unsigned T = threadIdx.x;
  S[T] = In[blockIdx.x * blockDim.x + T];
  if (Sync)
    __syncthreads();
  for (unsigned St = blockDim.x / 2; St > 0; St >>= 1) {
    if (T < St)
      S[T] += S[T + St];
    if (Sync)
      __syncthreads();
  }
  if (T == 0)
    Out[blockIdx.x] = S[0];
}

std::vector<int> reduceBlocks(bool Sync, int Blocks) {
  std::vector<int> H(Blocks * 256);
  for (std::size_t I = 0; I < H.size(); ++I)
    H[I] = static_cast<int>(I * 7 % 1013);
  int *In = toDevice(H);
  int *Out = nullptr;
  cudaMalloc(&Out, Blocks * sizeof(int));
  launch(treeReduce, Blocks, 256, 0, 0, In, Out, Sync);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<int> R = toHost(Out, Blocks);
  std::vector<int> Expected(Blocks, 0);
  for (std::size_t I = 0; I < H.size(); ++I)
    Expected[I / 256] += H[I];
  cudaFree(In);
  cudaFree(Out);
  for (int B = 0; B < Blocks; ++B)
    R[B] -= Expected[B];
  return R; // All zeros when correct.
}

TEST(Barrier, TreeReductionIsCorrectWithBarriers) {
  for (bool Reverse : {false, true}) {
    ReverseOrder Order(Reverse);
    EXPECT_EQ(reduceBlocks(true, 64), std::vector<int>(64, 0))
        << "reverse=" << Reverse;
  }
}

// Forward order runs thread 0 to completion before thread 128 stores its
// element, so the unsynchronised reduction reads stale shared memory.
// (Reverse order happens to hide this bug; it exposes the opposite kind.)
TEST(Barrier, TreeReductionIsWrongWithoutBarriers) {
  ReverseOrder Order(false);
  EXPECT_NE(reduceBlocks(false, 64), std::vector<int>(64, 0));
}

// Reads the neighbour below: forward order hides a missing barrier, reverse
// order exposes it.
__global__ void readLowerNeighbour(const int *In, int *Out, bool Sync) {
  __shared__ int S[128];
  unsigned T = threadIdx.x;
  unsigned I = blockIdx.x * blockDim.x + T;
  S[T] = In[I];
  if (Sync)
    __syncthreads();
  Out[I] = T > 0 ? S[T - 1] : -1;
}

bool neighbourOk(bool Sync) {
  const int Blocks = 8, N = Blocks * 128;
  std::vector<int> H(N);
  for (int I = 0; I < N; ++I)
    H[I] = I * 3 + 1;
  int *In = toDevice(H);
  int *Out = nullptr;
  cudaMalloc(&Out, N * sizeof(int));
  launch(readLowerNeighbour, Blocks, 128, 0, 0, In, Out, Sync);
  std::vector<int> R = toHost(Out, N);
  cudaFree(In);
  cudaFree(Out);
  for (int I = 0; I < N; ++I)
    if (R[I] != (I % 128 ? H[I - 1] : -1))
      return false;
  return true;
}

TEST(Barrier, ReverseOrderExposesMissingBarrier) {
  {
    ReverseOrder Order(false);
    EXPECT_TRUE(neighbourOk(true));
    EXPECT_TRUE(neighbourOk(false)); // The bug stays hidden...
  }
  ReverseOrder Order(true);
  EXPECT_TRUE(neighbourOk(true));
  EXPECT_FALSE(neighbourOk(false)); // ...until the order is reversed.
}

__global__ void reducingBarriers(int *Out) {
  int P = threadIdx.x % 3 == 0;
  int Count = __syncthreads_count(P);
  int And = __syncthreads_and(P);
  int Or = __syncthreads_or(P);
  int AllAnd = __syncthreads_and(1);
  int NoneOr = __syncthreads_or(0);
  if (threadIdx.x == 5) {
    Out[0] = Count;
    Out[1] = And;
    Out[2] = Or;
    Out[3] = AllAnd;
    Out[4] = NoneOr;
  }
}

TEST(Barrier, CountAndOr) {
  int *Out = nullptr;
  cudaMalloc(&Out, 5 * sizeof(int));
  launch(reducingBarriers, 2, 100, 0, 0, Out);
  EXPECT_EQ(toHost(Out, 5), (std::vector<int>{34, 0, 1, 1, 0}));
  cudaFree(Out);
}

// Threads that returned count as arrived (Volta and later).
__global__ void earlyExit(int *Out) {
  if (threadIdx.x % 2)
    return;
  __syncthreads();
  atomicAdd(Out, 1);
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(Out, 1000);
}

TEST(Barrier, ExitedThreadsCountAsArrived) {
  for (bool Reverse : {false, true}) {
    ReverseOrder Order(Reverse);
    int *Out = nullptr;
    cudaMalloc(&Out, sizeof(int));
    cudaMemset(Out, 0, sizeof(int));
    launch(earlyExit, 3, 64, 0, 0, Out);
    EXPECT_EQ(toHost(Out, 1)[0], 3 * (32 + 1000));
    cudaFree(Out);
  }
}

struct Ids {
  uint3 Thread, Block;
  dim3 BlockDim, GridDim;
};

__global__ void recordIds(Ids *Out) {
  unsigned ThreadsPerBlock = blockDim.x * blockDim.y * blockDim.z;
  unsigned BlockId =
      (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  unsigned Local =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  Out[BlockId * ThreadsPerBlock + Local] =
      Ids{threadIdx, blockIdx, blockDim, gridDim};
}

TEST(Indices, ThreeDimensionalGridAndBlock) {
  dim3 Grid(3, 2, 2), Block(4, 3, 2);
  const unsigned N = 3 * 2 * 2 * 4 * 3 * 2;
  Ids *D = nullptr;
  cudaMalloc(&D, N * sizeof(Ids));
  launch(recordIds, Grid, Block, 0, 0, D);
  std::vector<Ids> H = toHost(D, N);
  std::set<
      std::tuple<unsigned, unsigned, unsigned, unsigned, unsigned, unsigned>>
      Seen;
  for (unsigned I = 0; I < N; ++I) {
    const Ids &R = H[I];
    EXPECT_EQ(R.BlockDim.x, 4u);
    EXPECT_EQ(R.BlockDim.y, 3u);
    EXPECT_EQ(R.BlockDim.z, 2u);
    EXPECT_EQ(R.GridDim.x, 3u);
    EXPECT_EQ(R.GridDim.y, 2u);
    EXPECT_EQ(R.GridDim.z, 2u);
    unsigned Local = I % 24, Blk = I / 24;
    EXPECT_EQ(R.Thread.x, Local % 4);
    EXPECT_EQ(R.Thread.y, Local / 4 % 3);
    EXPECT_EQ(R.Thread.z, Local / 12);
    EXPECT_EQ(R.Block.x, Blk % 3);
    EXPECT_EQ(R.Block.y, Blk / 3 % 2);
    EXPECT_EQ(R.Block.z, Blk / 6);
    Seen.insert(
        {R.Thread.x, R.Thread.y, R.Thread.z, R.Block.x, R.Block.y, R.Block.z});
  }
  EXPECT_EQ(Seen.size(), N);
  cudaFree(D);
}

TEST(Indices, Dim3Conversions) {
  dim3 A;
  EXPECT_EQ(A.x * A.y * A.z, 1u);
  dim3 B(7);
  EXPECT_EQ(B.x, 7u);
  EXPECT_EQ(B.y, 1u);
  uint3 U = B;
  dim3 C = U;
  EXPECT_EQ(C.x, 7u);
  EXPECT_EQ(C.z, 1u);
}

// Reverses each block's slice through dynamic shared memory.
__global__ void reverseBlock(const float *In, float *Out) {
  float *S = dynamic_shared<float>();
  unsigned T = threadIdx.x, I = blockIdx.x * blockDim.x + T;
  S[T] = In[I];
  __syncthreads();
  Out[I] = S[blockDim.x - 1 - T];
}

TEST(SharedMemory, Dynamic) {
  const int Blocks = 16, Threads = 128, N = Blocks * Threads;
  std::vector<float> H(N);
  for (int I = 0; I < N; ++I)
    H[I] = static_cast<float>(I) * 0.5f;
  float *In = toDevice(H), *Out = nullptr;
  cudaMalloc(&Out, N * sizeof(float));
  launch(reverseBlock, Blocks, Threads, Threads * sizeof(float), 0, In, Out);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<float> R = toHost(Out, N);
  for (int I = 0; I < N; ++I)
    EXPECT_EQ(R[I], H[I / Threads * Threads + Threads - 1 - I % Threads]);
  cudaFree(In);
  cudaFree(Out);
}

// Uses the whole dynamic buffer; checks the limit and cudaFuncSetAttribute.
__global__ void fillShared(int *Out, int Words) {
  int *S = dynamic_shared<int>();
  for (int I = threadIdx.x; I < Words; I += blockDim.x)
    S[I] = I;
  __syncthreads();
  if (threadIdx.x == 0) {
    long long Sum = 0;
    for (int I = 0; I < Words; ++I)
      Sum += S[I];
    *Out = static_cast<int>(Sum);
  }
}

TEST(SharedMemory, LimitAndOptIn) {
  int *Out = nullptr;
  cudaMalloc(&Out, sizeof(int));
  cudaMemset(Out, 0, sizeof(int));
  const int Bytes = 64 * 1024, Words = Bytes / 4;
  launch(fillShared, 1, 256, Bytes, 0, Out, Words);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(toHost(Out, 1)[0], 0);
  ASSERT_EQ(cudaFuncSetAttribute(
                fillShared, cudaFuncAttributeMaxDynamicSharedMemorySize, Bytes),
            cudaSuccess);
  launch(fillShared, 1, 256, Bytes, 0, Out, Words);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(toHost(Out, 1)[0], Words * (Words - 1) / 2);
  cudaFree(Out);
}

// Thread 1 waits for thread 0; __nanosleep lets the block make progress.
__global__ void spinWait(volatile int *Flag, int *Out) {
  if (threadIdx.x == 1) {
    while (*Flag == 0)
      __nanosleep(100);
    *Out = 42;
  } else if (threadIdx.x == 0) {
    *Flag = 1;
  }
}

TEST(Scheduling, NanosleepYields) {
  ReverseOrder Order(true); // Thread 1 starts first.
  int *Flag = nullptr, *Out = nullptr;
  cudaMalloc(&Flag, sizeof(int));
  cudaMalloc(&Out, sizeof(int));
  cudaMemset(Flag, 0, sizeof(int));
  launch(spinWait, 1, 2, 0, 0, Flag, Out);
  EXPECT_EQ(toHost(Out, 1)[0], 42);
  cudaFree(Flag);
  cudaFree(Out);
}

// Deep recursion on the CUDA thread's fiber stack.
__device__ int depth(int N) {
  volatile char Pad[256];
  Pad[0] = static_cast<char>(N);
  return N == 0 ? Pad[0] : 1 + depth(N - 1);
}

__global__ void recurse(int *Out) {
  __syncthreads();
  Out[threadIdx.x] = depth(100);
}

TEST(Scheduling, FiberStacksHoldDeepCalls) {
  int *Out = nullptr;
  cudaMalloc(&Out, 64 * sizeof(int));
  launch(recurse, 1, 64, 0, 0, Out);
  EXPECT_EQ(toHost(Out, 64), std::vector<int>(64, 100));
  cudaFree(Out);
}

__global__ void deadlock() {
  if (threadIdx.x < 16)
    __syncthreads();
  else
    __syncwarp();
}

TEST(SchedulingDeathTest, DeadlockIsReported) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(launch(deadlock, 1, 32, 0, 0),
               "acc2cuda-sim: error: deadlock in kernel .*deadlock");
}

__global__ void launchesKernel() { launch(deadlock, 1, 1, 0, 0); }

TEST(SchedulingDeathTest, DeviceSideLaunchIsRejected) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(launch(launchesKernel, 1, 1, 0, 0), "dynamic parallelism");
}

TEST(SchedulingDeathTest, BarrierOutsideKernel) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(__syncthreads(), "__syncthreads called outside a kernel");
}

} // namespace
