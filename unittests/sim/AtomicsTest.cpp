//===- AtomicsTest.cpp - Atomic functions under contention ----------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <vector>

using acc2cuda::sim::launch;

namespace {

struct Counters {
  int Add;
  unsigned Sub;
  unsigned long long AddULL;
  long long AddLL;
  float AddF;
  double AddD;
  int Max, Min;
  unsigned MaxU;
  long long MinLL;
  float MaxF;
  unsigned Or, And, Xor;
  unsigned Inc, Dec;
  double CasSum;
  int Exch;
  unsigned short Cas16;
};

// A double add built on atomicCAS, the classic CUDA idiom.
__device__ double casAdd(double *Addr, double V) {
  auto *P = reinterpret_cast<unsigned long long *>(Addr);
  unsigned long long Old = *P, Assumed;
  do {
    Assumed = Old;
    Old = atomicCAS(
        P, Assumed,
        static_cast<unsigned long long>(__double_as_longlong(
            __longlong_as_double(static_cast<long long>(Assumed)) + V)));
  } while (Assumed != Old);
  return __longlong_as_double(static_cast<long long>(Old));
}

__global__ void contend(Counters *C) {
  int Gid = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  atomicAdd(&C->Add, 1);
  atomicSub(&C->Sub, 1u);
  atomicAdd(&C->AddULL, 3ull);
  atomicAdd(&C->AddLL, -2ll);
  atomicAdd(&C->AddF, 1.0f);
  atomicAdd(&C->AddD, 0.5);
  atomicMax(&C->Max, Gid);
  atomicMin(&C->Min, Gid - 100);
  atomicMax(&C->MaxU, static_cast<unsigned>(Gid) * 2u);
  atomicMin(&C->MinLL, -static_cast<long long>(Gid));
  atomicMax(&C->MaxF, static_cast<float>(Gid) * 0.25f);
  atomicOr(&C->Or, 1u << (Gid % 32));
  atomicAnd(&C->And, ~(1u << (Gid % 16)));
  atomicXor(&C->Xor, 1u << (Gid % 8));
  atomicInc(&C->Inc, 99u);
  atomicDec(&C->Dec, 9u);
  casAdd(&C->CasSum, 1.0);
  atomicExch(&C->Exch, 7);
  if (Gid < 1000) {
    unsigned short Old = C->Cas16, Assumed;
    do {
      Assumed = Old;
      Old = atomicCAS(&C->Cas16, Assumed,
                      static_cast<unsigned short>(Assumed + 1));
    } while (Old != Assumed);
  }
}

TEST(Atomics, ContentionAcrossBlocks) {
  const int Blocks = 256, Threads = 256, N = Blocks * Threads;
  Counters H{};
  H.Sub = N;
  H.Min = 1 << 30;
  H.And = ~0u;
  Counters *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, sizeof(Counters)), cudaSuccess);
  cudaMemcpy(D, &H, sizeof H, cudaMemcpyHostToDevice);
  launch(contend, Blocks, Threads, 0, 0, D);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  cudaMemcpy(&H, D, sizeof H, cudaMemcpyDeviceToHost);
  EXPECT_EQ(H.Add, N);
  EXPECT_EQ(H.Sub, 0u);
  EXPECT_EQ(H.AddULL, 3ull * N);
  EXPECT_EQ(H.AddLL, -2ll * N);
  EXPECT_EQ(H.AddF, static_cast<float>(N)); // Exact: integers below 2^24.
  EXPECT_EQ(H.AddD, N * 0.5);
  EXPECT_EQ(H.Max, N - 1);
  EXPECT_EQ(H.Min, -100);
  EXPECT_EQ(H.MaxU, 2u * (N - 1));
  EXPECT_EQ(H.MinLL, -static_cast<long long>(N - 1));
  EXPECT_EQ(H.MaxF, (N - 1) * 0.25f);
  EXPECT_EQ(H.Or, ~0u);
  EXPECT_EQ(H.And, 0xffff0000u);
  EXPECT_EQ(H.Xor, 0u); // Each bit flipped N / 8 (even) times.
  EXPECT_EQ(H.Inc, static_cast<unsigned>(N % 100));
  // atomicDec from 0 wraps to 9, then counts down: N steps modulo 10.
  EXPECT_EQ(H.Dec, static_cast<unsigned>((10 - N % 10) % 10));
  EXPECT_EQ(H.CasSum, static_cast<double>(N));
  EXPECT_EQ(H.Exch, 7);
  EXPECT_EQ(H.Cas16, 1000);
  cudaFree(D);
}

// Atomics on shared memory, then one global atomic per block.
__global__ void histogram(const int *In, unsigned *Bins, int N) {
  __shared__ unsigned Local[16];
  if (threadIdx.x < 16)
    Local[threadIdx.x] = 0;
  __syncthreads();
  for (int I = blockIdx.x * blockDim.x + threadIdx.x; I < N;
       I += gridDim.x * blockDim.x)
    atomicAdd(&Local[In[I] & 15], 1u);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&Bins[threadIdx.x], Local[threadIdx.x]);
}

TEST(Atomics, SharedMemoryHistogram) {
  const int N = 100000;
  std::vector<int> H(N);
  std::vector<unsigned> Expected(16, 0);
  for (int I = 0; I < N; ++I) {
    H[I] = I * 37 % 101;
    ++Expected[H[I] & 15];
  }
  int *In = nullptr;
  unsigned *Bins = nullptr;
  cudaMalloc(&In, N * sizeof(int));
  cudaMalloc(&Bins, 16 * sizeof(unsigned));
  cudaMemcpy(In, H.data(), N * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(Bins, 0, 16 * sizeof(unsigned));
  launch(histogram, 40, 128, 0, 0, In, Bins, N);
  std::vector<unsigned> R(16);
  cudaMemcpy(R.data(), Bins, 16 * sizeof(unsigned), cudaMemcpyDeviceToHost);
  EXPECT_EQ(R, Expected);
  cudaFree(In);
  cudaFree(Bins);
}

TEST(Atomics, ReturnOldValues) {
  int I = 5;
  EXPECT_EQ(atomicAdd(&I, 2), 5);
  EXPECT_EQ(atomicExch(&I, 1), 7);
  EXPECT_EQ(atomicCAS(&I, 1, 9), 1);
  EXPECT_EQ(atomicCAS(&I, 1, 3), 9); // No swap: returns the current value.
  EXPECT_EQ(I, 9);
  unsigned U = 3;
  EXPECT_EQ(atomicInc(&U, 3u), 3u);
  EXPECT_EQ(U, 0u);
  EXPECT_EQ(atomicDec(&U, 5u), 0u);
  EXPECT_EQ(U, 5u);
  float F = 1.5f;
  EXPECT_EQ(atomicAdd(&F, 1.0), 1.5f); // A double operand converts.
  EXPECT_EQ(atomicMin(&F, -1.0f), 2.5f);
  EXPECT_EQ(atomicAdd_block(&I, 1), 9);
  EXPECT_EQ(atomicMax_system(&I, 20), 10);
  EXPECT_EQ(I, 20);
}

} // namespace
