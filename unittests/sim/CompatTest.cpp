//===- CompatTest.cpp - Coexistence with ordinary host code ---------------===//
//
// Generated host-mode files include the simulator first and then whatever the
// original program included; with OpenMP they are built with -fopenmp. This
// file does the same, including `using namespace std`.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <string>
#include <vector>
#if defined(_OPENMP)
#include <omp.h>
#endif

#include <gtest/gtest.h>

using namespace std;

namespace {

__host__ __device__ __forceinline__ float square(float X) { return X * X; }

__device__ __noinline__ float clampToUnit(float X) {
  return min(max(X, 0.0f), 1.0f);
}

__global__ void __launch_bounds__(256)
    saxpy(int N, float A, const float *__restrict__ X, float *__restrict__ Y) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Y[I] = clampToUnit(A * X[I] + Y[I]) + square(0.0f);
}

struct __align__(16) Particle {
  float X, Y, Z, W;
};

TEST(Compat, StdAndCudaMinMaxCoexist) {
  vector<int> V = {5, 3, 9};
  EXPECT_EQ(*min_element(V.begin(), V.end()), 3);
  EXPECT_EQ(std::min(V[0], V[1]), 3);
  EXPECT_EQ(min(V[0], V[1]), 3); // CUDA's ::min(int, int).
  EXPECT_EQ(max(2.0, 3.5), 3.5); // CUDA's ::max(double, double).
  EXPECT_EQ(min<long>(4, 2), 2); // Explicit template: std::min.
  string A = "abc", B = "abd";
  EXPECT_EQ(min(A, B), "abc"); // No CUDA overload: std::min.
  size_t S1 = 7, S2 = 3;
  EXPECT_EQ(max(S1, S2), 7u);
  EXPECT_EQ(accumulate(V.begin(), V.end(), 0), 17);
  EXPECT_DOUBLE_EQ(sqrt(16.0), 4.0);
  EXPECT_FLOAT_EQ(abs(-2.0f), 2.0f);
  EXPECT_EQ(alignof(Particle), 16u);
  auto P = make_shared<int>(3); // shared_ptr after __noinline__ is defined.
  EXPECT_EQ(*P, 3);
}

TEST(Compat, KernelWithQualifiers) {
  const int N = 1000;
  vector<float> X(N, 0.25f), Y(N, 0.5f);
  float *DX = nullptr, *DY = nullptr;
  cudaMalloc(&DX, N * sizeof(float));
  cudaMalloc(&DY, N * sizeof(float));
  cudaMemcpy(DX, X.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(DY, Y.data(), N * sizeof(float), cudaMemcpyHostToDevice);
  acc2cuda::sim::launch(saxpy, (N + 255) / 256, 256, 0, 0, N, 4.0f, DX, DY);
  cudaMemcpy(Y.data(), DY, N * sizeof(float), cudaMemcpyDeviceToHost);
  for (float V : Y)
    EXPECT_EQ(V, 1.0f);
  cudaFree(DX);
  cudaFree(DY);
}

__global__ void addIndex(int *P, int Offset) {
  P[threadIdx.x] += static_cast<int>(threadIdx.x) + Offset;
}

// Host threads (OpenMP when enabled) launching kernels concurrently.
TEST(Compat, ConcurrentHostLaunches) {
  const int Threads = 4, Launches = 25;
  int *D[Threads];
  for (int T = 0; T < Threads; ++T) {
    cudaMalloc(&D[T], 64 * sizeof(int));
    cudaMemset(D[T], 0, 64 * sizeof(int));
  }
#if defined(_OPENMP)
#pragma omp parallel for num_threads(Threads)
#endif
  for (int T = 0; T < Threads; ++T)
    for (int L = 0; L < Launches; ++L)
      acc2cuda::sim::launch(addIndex, 1, 64, 0, 0, D[T], T);
  for (int T = 0; T < Threads; ++T) {
    int H[64];
    cudaMemcpy(H, D[T], sizeof H, cudaMemcpyDeviceToHost);
    for (int I = 0; I < 64; ++I)
      EXPECT_EQ(H[I], Launches * (I + T));
    cudaFree(D[T]);
  }
}

#if defined(_OPENMP)
TEST(Compat, OpenMPHostCodeStillWorks) {
  long Sum = 0;
#pragma omp parallel for reduction(+ : Sum)
  for (int I = 0; I < 1000; ++I)
    Sum += I;
  EXPECT_EQ(Sum, 499500);
  EXPECT_GE(omp_get_max_threads(), 1);
}
#endif

} // namespace
