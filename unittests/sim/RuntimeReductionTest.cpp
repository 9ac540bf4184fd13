//===- RuntimeReductionTest.cpp - acc2cuda::reduce_block on odd blocks ----===//
//
// The generated kernels' reduction must be exact for every block size CUDA
// allows (partial last warps included), for 3-D grids and blocks, when one
// kernel reduces several variables of the same type and operator one after
// the other, and when a buffer is reused by the next launch.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/reduction.h>
#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <vector>

using acc2cuda::sim::launch;

namespace {

/// Two reductions with the same shared scratch (same T and Op) and one max.
__global__ void twoSums(int N, long long *SumA, long long *SumB, int *Max) {
  long long A = 0, B = 0;
  int M = acc2cuda::ReduceMax::identity<int>();
  for (int I = blockIdx.x * blockDim.x + threadIdx.x; I < N;
       I += gridDim.x * blockDim.x) {
    A += I;
    B += 3LL * I - 1;
    M = I % 1000 > M ? I % 1000 : M;
  }
  acc2cuda::reduce_block<acc2cuda::ReduceAdd>(A, SumA);
  acc2cuda::reduce_block<acc2cuda::ReduceAdd>(B, SumB);
  acc2cuda::reduce_block<acc2cuda::ReduceMax>(M, Max);
}

/// A reduction buffer as acc2cuda::Reduction lays it out: the zeroed
/// counter header, one partial per block, the result.
template <class T> T *reductionBuffer(unsigned Blocks) {
  char *P = nullptr;
  EXPECT_EQ(
      cudaMalloc(&P, acc2cuda::ReductionHeader + (Blocks + 1) * sizeof(T)),
      cudaSuccess);
  EXPECT_EQ(cudaMemset(P, 0, acc2cuda::ReductionHeader), cudaSuccess);
  return reinterpret_cast<T *>(P + acc2cuda::ReductionHeader);
}

template <class T> T resultOf(T *Partials, unsigned Blocks) {
  T V{};
  EXPECT_EQ(
      cudaMemcpy(&V, Partials + Blocks, sizeof(T), cudaMemcpyDeviceToHost),
      cudaSuccess);
  return V;
}

template <class T> unsigned counterOf(T *Partials) {
  unsigned C = ~0u;
  EXPECT_EQ(cudaMemcpy(&C, acc2cuda::reduction_counter(Partials), sizeof(C),
                       cudaMemcpyDeviceToHost),
            cudaSuccess);
  return C;
}

template <class T> void freeBuffer(T *Partials) {
  cudaFree(reinterpret_cast<char *>(Partials) - acc2cuda::ReductionHeader);
}

/// Each row of the block (its threadIdx.y) sums x * (y + 1) over its lanes
/// with reduce_row; lane 0 stores the result after the row's barrier, and
/// every lane checks it got the same value.
__global__ void rowSums(long long *Out, int *Mismatch) {
  __shared__ long long Seen[32][32];
  long long V = (threadIdx.x + 1LL) * (threadIdx.y + 1);
  long long Sum = acc2cuda::reduce_row<acc2cuda::ReduceAdd>(V);
  Seen[threadIdx.y][threadIdx.x] = Sum;
  acc2cuda::sync_row();
  if (Seen[threadIdx.y][(threadIdx.x + 1) % blockDim.x] != Sum)
    atomicAdd(Mismatch, 1);
  if (threadIdx.x == 0)
    Out[threadIdx.y] = Sum;
}

class ReduceRow : public ::testing::TestWithParam<unsigned> {};

// Rows of 1 to 32 lanes, several per warp when narrower than 32, and a
// partial last warp.
TEST_P(ReduceRow, CombinesEachRowIntoEveryLane) {
  const unsigned Lanes = GetParam(), Rows = 7;
  long long *Out = nullptr;
  int *Mismatch = nullptr;
  ASSERT_EQ(cudaMalloc(&Out, Rows * sizeof(long long)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&Mismatch, sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMemset(Mismatch, 0, sizeof(int)), cudaSuccess);
  launch(rowSums, 1, dim3(Lanes, Rows), 0, 0, Out, Mismatch);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<long long> Host(Rows);
  int Mismatches = -1;
  cudaMemcpy(Host.data(), Out, Rows * sizeof(long long),
             cudaMemcpyDeviceToHost);
  cudaMemcpy(&Mismatches, Mismatch, sizeof(int), cudaMemcpyDeviceToHost);
  for (unsigned Y = 0; Y < Rows; ++Y)
    EXPECT_EQ(Host[Y], (Y + 1LL) * Lanes * (Lanes + 1) / 2) << "row " << Y;
  EXPECT_EQ(Mismatches, 0);
  cudaFree(Out);
  cudaFree(Mismatch);
}

INSTANTIATE_TEST_SUITE_P(Lanes, ReduceRow,
                         ::testing::Values(1u, 2u, 4u, 8u, 16u, 32u));

class ReduceBlock : public ::testing::TestWithParam<unsigned> {};

// The last block combines every block's partial into the result, and the
// counter is back at zero for the next launch of the same buffer.
TEST_P(ReduceBlock, ExactForEveryBlockSize) {
  const unsigned Threads = GetParam();
  const unsigned Blocks = 3;
  const int N = 5000;
  long long *A = reductionBuffer<long long>(Blocks);
  long long *B = reductionBuffer<long long>(Blocks);
  int *M = reductionBuffer<int>(Blocks);
  for (int Launch = 0; Launch < 2; ++Launch) {
    launch(twoSums, Blocks, Threads, 0, 0, N, A, B, M);
    ASSERT_EQ(cudaGetLastError(), cudaSuccess);
    EXPECT_EQ(resultOf(A, Blocks), 1LL * N * (N - 1) / 2);
    EXPECT_EQ(resultOf(B, Blocks), 3LL * N * (N - 1) / 2 - N);
    EXPECT_EQ(resultOf(M, Blocks), 999);
    EXPECT_EQ(counterOf(A), 0u);
    EXPECT_EQ(counterOf(M), 0u);
  }
  freeBuffer(A);
  freeBuffer(B);
  freeBuffer(M);
}

/// Sums x + 1000 y + 1000000 z over a 3-D grid of 3-D blocks.
__global__ void gridSum(long long *Sum) {
  long long X = blockIdx.x * blockDim.x + threadIdx.x;
  long long Y = blockIdx.y * blockDim.y + threadIdx.y;
  long long Z = blockIdx.z * blockDim.z + threadIdx.z;
  acc2cuda::reduce_block<acc2cuda::ReduceAdd>(X + 1000 * Y + 1000000 * Z, Sum);
}

// Blocks of a 3-D grid each own one partial (the linear block number).
TEST(ReduceGrid, ThreeDimensionalGridsAndBlocks) {
  const dim3 Grid(3, 2, 2), Block(32, 4, 2);
  const unsigned Blocks = Grid.x * Grid.y * Grid.z;
  long long *S = reductionBuffer<long long>(Blocks);
  launch(gridSum, Grid, Block, 0, 0, S);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  const long long NX = 96, NY = 8, NZ = 4;
  long long Expected = 0;
  for (long long Z = 0; Z < NZ; ++Z)
    for (long long Y = 0; Y < NY; ++Y)
      for (long long X = 0; X < NX; ++X)
        Expected += X + 1000 * Y + 1000000 * Z;
  EXPECT_EQ(resultOf(S, Blocks), Expected);
  EXPECT_EQ(counterOf(S), 0u);
  freeBuffer(S);
}

/// Two reductions over the block's threads in a row (a gang's two vector
/// loops), each result checked by every thread: reduce_threads returns it
/// to all of them, and the second call may not see the first one's value.
__global__ void threadSums(int N, int *Wrong, long long *Sums) {
  long long A = 0, B = 0;
  for (int I = threadIdx.x; I < N; I += blockDim.x)
    A += I;
  A = acc2cuda::reduce_threads<acc2cuda::ReduceAdd>(A);
  for (int I = threadIdx.x; I < N; I += blockDim.x)
    B += 2LL * I + blockIdx.x;
  B = acc2cuda::reduce_threads<acc2cuda::ReduceAdd>(B);
  const long long WantA = 1LL * N * (N - 1) / 2;
  const long long WantB = 2 * WantA + 1LL * N * blockIdx.x;
  if (A != WantA || B != WantB)
    atomicAdd(Wrong, 1);
  if (threadIdx.x == 0) {
    Sums[2 * blockIdx.x] = A;
    Sums[2 * blockIdx.x + 1] = B;
  }
}

TEST_P(ReduceBlock, ReduceThreadsGivesEveryThreadTheResult) {
  const unsigned Threads = GetParam();
  const int N = 1000;
  int *Wrong = nullptr;
  long long *Sums = nullptr;
  ASSERT_EQ(cudaMalloc(&Wrong, sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&Sums, 6 * sizeof(long long)), cudaSuccess);
  ASSERT_EQ(cudaMemset(Wrong, 0, sizeof(int)), cudaSuccess);
  launch(threadSums, dim3(3), dim3(Threads), 0, 0, N, Wrong, Sums);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  int W = -1;
  long long S[6] = {};
  ASSERT_EQ(cudaMemcpy(&W, Wrong, sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  ASSERT_EQ(cudaMemcpy(S, Sums, sizeof(S), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(W, 0);
  for (int B = 0; B < 3; ++B) {
    EXPECT_EQ(S[2 * B], 499500);
    EXPECT_EQ(S[2 * B + 1], 999000 + 1000LL * B);
  }
  cudaFree(Wrong);
  cudaFree(Sums);
}

INSTANTIATE_TEST_SUITE_P(BlockSizes, ReduceBlock,
                         ::testing::Values(1u, 7u, 31u, 32u, 33u, 100u, 256u,
                                           1000u, 1024u));

} // namespace
