//===- ReductionTest.cpp - A 1M-element shared-memory + shuffle reduction -===//
//
// The workload the simulator's speed is judged by: a block-level reduction
// through shared memory and warp shuffles, one atomic per block.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <vector>

using acc2cuda::sim::launch;

namespace {

template <class T> __global__ void blockReduce(const T *In, T *Out, int N) {
  __shared__ T S[256];
  unsigned Tid = threadIdx.x;
  int I = static_cast<int>(blockIdx.x * blockDim.x + Tid);
  S[Tid] = I < N ? In[I] : T(0);
  __syncthreads();
  for (unsigned St = blockDim.x / 2; St >= 32; St >>= 1) {
    if (Tid < St)
      S[Tid] += S[Tid + St];
    __syncthreads();
  }
  if (Tid < 32) {
    T V = S[Tid];
    for (int Off = 16; Off > 0; Off >>= 1)
      V += __shfl_down_sync(0xffffffffu, V, Off);
    if (Tid == 0)
      atomicAdd(Out, V);
  }
}

template <class T> double reduceOnce(const std::vector<T> &H, T Expected) {
  int N = static_cast<int>(H.size());
  T *In = nullptr, *Out = nullptr;
  EXPECT_EQ(cudaMalloc(&In, N * sizeof(T)), cudaSuccess);
  EXPECT_EQ(cudaMalloc(&Out, sizeof(T)), cudaSuccess);
  cudaMemcpy(In, H.data(), N * sizeof(T), cudaMemcpyHostToDevice);
  cudaMemset(Out, 0, sizeof(T));
  auto T0 = std::chrono::steady_clock::now();
  launch(blockReduce<T>, (N + 255) / 256, 256, 0, 0, In, Out, N);
  auto T1 = std::chrono::steady_clock::now();
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  T R{};
  cudaMemcpy(&R, Out, sizeof(T), cudaMemcpyDeviceToHost);
  EXPECT_EQ(R, Expected);
  cudaFree(In);
  cudaFree(Out);
  return std::chrono::duration<double, std::milli>(T1 - T0).count();
}

TEST(Reduction, OneMillionIntsExact) {
  const int N = 1 << 20;
  std::vector<int> H(N);
  long long Sum = 0;
  for (int I = 0; I < N; ++I) {
    H[I] = I % 1001 - 500;
    Sum += H[I];
  }
  double Best = 1e30;
  for (int Rep = 0; Rep < 3; ++Rep)
    Best = std::min(Best, reduceOnce(H, static_cast<int>(Sum)));
  std::printf("acc2cuda-sim: 1M-element shared+shuffle reduction: %.1f ms "
              "(%u OS threads)\n",
              Best, acc2cuda::sim::settings().threads);
  EXPECT_LT(Best, 5000.0); // Generous: catches pathological slowdowns only.
}

TEST(Reduction, OneMillionFloatsExactInReverseOrder) {
  bool Old = acc2cuda::sim::settings().reverse;
  acc2cuda::sim::settings().reverse = true;
  const int N = 1 << 20;
  std::vector<float> H(N);
  double Sum = 0;
  for (int I = 0; I < N; ++I) {
    H[I] = static_cast<float>(I % 7); // Every partial sum is exact.
    Sum += H[I];
  }
  reduceOnce(H, static_cast<float>(Sum));
  acc2cuda::sim::settings().reverse = Old;
}

TEST(Reduction, PartialLastBlock) {
  const int N = 1000003;
  std::vector<long long> H(N);
  long long Sum = 0;
  for (int I = 0; I < N; ++I) {
    H[I] = static_cast<long long>(I) * 3 - 7;
    Sum += H[I];
  }
  reduceOnce(H, Sum);
}

} // namespace
