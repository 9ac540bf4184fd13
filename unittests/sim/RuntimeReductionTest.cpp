//===- RuntimeReductionTest.cpp - acc2cuda::reduce_block on odd blocks ----===//
//
// The generated kernels' block reduction must be exact for every block size
// CUDA allows (partial last warps included) and when one kernel reduces
// several variables of the same type and operator one after the other.
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

class ReduceBlock : public ::testing::TestWithParam<unsigned> {};

TEST_P(ReduceBlock, ExactForEveryBlockSize) {
  const unsigned Threads = GetParam();
  const unsigned Blocks = 3;
  const int N = 5000;
  long long *A, *B;
  int *M;
  ASSERT_EQ(cudaMalloc(&A, Blocks * sizeof(long long)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&B, Blocks * sizeof(long long)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&M, Blocks * sizeof(int)), cudaSuccess);
  launch(twoSums, Blocks, Threads, 0, 0, N, A, B, M);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<long long> HA(Blocks), HB(Blocks);
  std::vector<int> HM(Blocks);
  cudaMemcpy(HA.data(), A, Blocks * sizeof(long long), cudaMemcpyDeviceToHost);
  cudaMemcpy(HB.data(), B, Blocks * sizeof(long long), cudaMemcpyDeviceToHost);
  cudaMemcpy(HM.data(), M, Blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long SA = 0, SB = 0;
  int SM = 0;
  for (unsigned I = 0; I < Blocks; ++I) {
    SA += HA[I];
    SB += HB[I];
    SM = std::max(SM, HM[I]);
  }
  EXPECT_EQ(SA, 1LL * N * (N - 1) / 2);
  EXPECT_EQ(SB, 3LL * N * (N - 1) / 2 - N);
  EXPECT_EQ(SM, 999);
  cudaFree(A);
  cudaFree(B);
  cudaFree(M);
}

INSTANTIATE_TEST_SUITE_P(BlockSizes, ReduceBlock,
                         ::testing::Values(1u, 7u, 31u, 32u, 33u, 100u, 256u,
                                           1000u, 1024u));

} // namespace
