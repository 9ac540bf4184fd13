//===- WarpTest.cpp - Shuffles, votes and warp synchronisation ------------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <vector>

using acc2cuda::sim::launch;

namespace {

struct ReverseOrder {
  bool Old;
  explicit ReverseOrder(bool R) : Old(acc2cuda::sim::settings().reverse) {
    acc2cuda::sim::settings().reverse = R;
  }
  ~ReverseOrder() { acc2cuda::sim::settings().reverse = Old; }
};

template <class T> std::vector<T> toHost(const T *D, std::size_t N) {
  std::vector<T> H(N);
  EXPECT_EQ(cudaMemcpy(H.data(), D, N * sizeof(T), cudaMemcpyDeviceToHost),
            cudaSuccess);
  return H;
}

enum Mode { Idx, Up, Down, Xor };

// Source lane per the CUDA Programming Guide; -1: the caller's own value.
int sourceLane(Mode M, int Lane, int Arg, int Width) {
  int Base = Lane / Width * Width;
  switch (M) {
  case Idx:
    return Base + Arg % Width;
  case Up:
    return Lane - Base >= Arg ? Lane - Arg : -1;
  case Down:
    return Lane - Base + Arg < Width ? Lane + Arg : -1;
  case Xor: {
    int J = Lane ^ Arg;
    return J < Base + Width ? J : -1; // Later groups are not accessible.
  }
  }
  return -1;
}

template <class T> T laneValue(unsigned Thread) {
  return static_cast<T>(Thread * 10 + 3) + static_cast<T>(0.5);
}

template <class T>
__global__ void shuffleKernel(T *Out, Mode M, int Arg, int Width) {
  unsigned Tid = threadIdx.x;
  T V = laneValue<T>(Tid);
  T R{};
  switch (M) {
  case Idx:
    R = __shfl_sync(0xffffffffu, V, Arg, Width);
    break;
  case Up:
    R = __shfl_up_sync(0xffffffffu, V, Arg, Width);
    break;
  case Down:
    R = __shfl_down_sync(0xffffffffu, V, Arg, Width);
    break;
  case Xor:
    R = __shfl_xor_sync(0xffffffffu, V, Arg, Width);
    break;
  }
  Out[Tid] = R;
}

template <class T> void checkShuffles() {
  const unsigned N = 64; // Two warps.
  T *D = nullptr;
  cudaMalloc(&D, N * sizeof(T));
  for (bool Reverse : {false, true}) {
    ReverseOrder Order(Reverse);
    for (Mode M : {Idx, Up, Down, Xor})
      for (int Width : {32, 16, 8, 4, 1})
        for (int Arg : {0, 1, 2, 3, 5, 8, 13, 31}) {
          launch(shuffleKernel<T>, 1, N, 0, 0, D, M, Arg, Width);
          ASSERT_EQ(cudaGetLastError(), cudaSuccess);
          std::vector<T> R = toHost(D, N);
          for (unsigned Tid = 0; Tid < N; ++Tid) {
            int Lane = static_cast<int>(Tid % 32);
            int Src = sourceLane(M, Lane, Arg, Width);
            unsigned From = Src < 0 ? Tid : Tid - Lane + Src;
            EXPECT_EQ(R[Tid], laneValue<T>(From))
                << "mode " << M << " width " << Width << " arg " << Arg
                << " thread " << Tid << " reverse " << Reverse;
          }
        }
  }
  cudaFree(D);
}

TEST(Shuffle, Int) { checkShuffles<int>(); }
TEST(Shuffle, Unsigned) { checkShuffles<unsigned>(); }
TEST(Shuffle, LongLong) { checkShuffles<long long>(); }
TEST(Shuffle, UnsignedLongLong) { checkShuffles<unsigned long long>(); }
TEST(Shuffle, Float) { checkShuffles<float>(); }
TEST(Shuffle, Double) { checkShuffles<double>(); }

// Warp reduction of 64-bit values, which CUDA implements as two shuffles.
__global__ void warpSum(const double *In, double *Out) {
  double V = In[threadIdx.x];
  for (int Off = 16; Off > 0; Off /= 2)
    V += __shfl_xor_sync(0xffffffffu, V, Off);
  Out[threadIdx.x] = V;
}

TEST(Shuffle, ButterflyReductionGivesEveryLaneTheSum) {
  std::vector<double> H(96);
  for (int I = 0; I < 96; ++I)
    H[I] = I * 0.25;
  double *In = nullptr, *Out = nullptr;
  cudaMalloc(&In, 96 * sizeof(double));
  cudaMalloc(&Out, 96 * sizeof(double));
  cudaMemcpy(In, H.data(), 96 * sizeof(double), cudaMemcpyHostToDevice);
  launch(warpSum, 1, 96, 0, 0, In, Out);
  std::vector<double> R = toHost(Out, 96);
  for (int W = 0; W < 3; ++W) {
    double Sum = 0;
    for (int L = 0; L < 32; ++L)
      Sum += H[W * 32 + L];
    for (int L = 0; L < 32; ++L)
      EXPECT_EQ(R[W * 32 + L], Sum);
  }
  cudaFree(In);
  cudaFree(Out);
}

struct Votes {
  unsigned Ballot, BallotEven;
  int Any, All, AllTrue, AnyFalse;
  unsigned Active, MatchAny, MatchAll;
  int MatchAllPred;
  unsigned RedAdd, RedMax, RedOr;
  int RedMinS;
};

__global__ void voteKernel(Votes *Out) {
  unsigned Lane = threadIdx.x % 32;
  Votes V{};
  int P = Lane % 3 == 0;
  V.Ballot = __ballot_sync(0xffffffffu, P);
  V.Any = __any_sync(0xffffffffu, P);
  V.All = __all_sync(0xffffffffu, P);
  V.AllTrue = __all_sync(0xffffffffu, 1);
  V.AnyFalse = __any_sync(0xffffffffu, 0);
  // Even lanes vote among themselves, odd lanes do other work.
  if (Lane % 2 == 0)
    V.BallotEven = __ballot_sync(0x55555555u, Lane % 4 == 0);
  else
    V.BallotEven = __reduce_add_sync(0xaaaaaaaau, 1u);
  V.Active = __activemask();
  V.MatchAny = __match_any_sync(0xffffffffu, Lane / 4);
  V.MatchAll = __match_all_sync(0xffffffffu, 7, &V.MatchAllPred);
  V.RedAdd = __reduce_add_sync(0xffffffffu, Lane);
  V.RedMax = __reduce_max_sync(0xffffffffu, Lane * 3u);
  V.RedOr = __reduce_or_sync(0xffffffffu, 1u << Lane);
  V.RedMinS = __reduce_min_sync(0xffffffffu, static_cast<int>(Lane) - 7);
  Out[threadIdx.x] = V;
}

TEST(Vote, BallotAnyAllMatchReduce) {
  Votes *D = nullptr;
  cudaMalloc(&D, 64 * sizeof(Votes));
  launch(voteKernel, 1, 64, 0, 0, D);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<Votes> R = toHost(D, 64);
  unsigned Every3 = 0;
  for (int L = 0; L < 32; L += 3)
    Every3 |= 1u << L;
  for (unsigned T = 0; T < 64; ++T) {
    unsigned Lane = T % 32;
    const Votes &V = R[T];
    EXPECT_EQ(V.Ballot, Every3);
    EXPECT_EQ(V.Any, 1);
    EXPECT_EQ(V.All, 0);
    EXPECT_EQ(V.AllTrue, 1);
    EXPECT_EQ(V.AnyFalse, 0);
    EXPECT_EQ(V.BallotEven, Lane % 2 == 0 ? 0x11111111u : 16u);
    EXPECT_EQ(V.Active, 0xffffffffu);
    EXPECT_EQ(V.MatchAny, 0xfu << (Lane / 4 * 4));
    EXPECT_EQ(V.MatchAll, 0xffffffffu);
    EXPECT_EQ(V.MatchAllPred, 1);
    EXPECT_EQ(V.RedAdd, 496u);
    EXPECT_EQ(V.RedMax, 93u);
    EXPECT_EQ(V.RedOr, 0xffffffffu);
    EXPECT_EQ(V.RedMinS, -7);
  }
  cudaFree(D);
}

__global__ void activeAfterExit(unsigned *Out) {
  if (threadIdx.x >= 20)
    return;
  unsigned M = __activemask();
  int Sum = threadIdx.x;
  for (int Off = 16; Off > 0; Off /= 2) {
    int O = __shfl_down_sync(M, Sum, Off);
    if (threadIdx.x + Off < 20)
      Sum += O;
  }
  Out[threadIdx.x] = threadIdx.x == 0 ? static_cast<unsigned>(Sum) : M;
}

TEST(Vote, ActiveMaskExcludesExitedLanes) {
  unsigned *D = nullptr;
  cudaMalloc(&D, 20 * sizeof(unsigned));
  launch(activeAfterExit, 1, 32, 0, 0, D);
  std::vector<unsigned> R = toHost(D, 20);
  EXPECT_EQ(R[0], 190u);
  for (int T = 1; T < 20; ++T)
    EXPECT_EQ(R[T], 0xfffffu);
  cudaFree(D);
}

// A block of 40 threads: the second warp has only 8 lanes.
__global__ void partialWarp(int *Out) {
  int V = __shfl_down_sync(0xffffffffu, static_cast<int>(threadIdx.x), 1);
  unsigned B = __ballot_sync(0xffffffffu, 1);
  __syncwarp();
  Out[threadIdx.x] = V * 1000 + __popc(B);
}

TEST(Vote, PartialLastWarp) {
  int *D = nullptr;
  cudaMalloc(&D, 40 * sizeof(int));
  launch(partialWarp, 1, 40, 0, 0, D);
  std::vector<int> R = toHost(D, 40);
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(R[T], (T == 31 ? 31 : T + 1) * 1000 + 32);
  for (int T = 32; T < 39; ++T)
    EXPECT_EQ(R[T], (T + 1) * 1000 + 8);
  cudaFree(D);
}

// Lanes exchange values through shared memory; __syncwarp orders it.
__global__ void syncwarpExchange(int *Out) {
  __shared__ int S[64];
  S[threadIdx.x] = static_cast<int>(threadIdx.x) * 2;
  __syncwarp();
  Out[threadIdx.x] = S[threadIdx.x ^ 31];
}

TEST(Vote, SyncwarpOrdersSharedMemory) {
  for (bool Reverse : {false, true}) {
    ReverseOrder Order(Reverse);
    int *D = nullptr;
    cudaMalloc(&D, 64 * sizeof(int));
    launch(syncwarpExchange, 1, 64, 0, 0, D);
    std::vector<int> R = toHost(D, 64);
    for (int T = 0; T < 64; ++T)
      EXPECT_EQ(R[T], (T ^ 31) * 2);
    cudaFree(D);
  }
}

__global__ void shuffleAfterExit(int *Out) {
  if (threadIdx.x == 5)
    return;
  Out[threadIdx.x] = __shfl_sync(0xffffffffu, 1, 0);
}

TEST(WarpDeathTest, ExitedLaneInMask) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int *D = nullptr;
  cudaMalloc(&D, 32 * sizeof(int));
  EXPECT_DEATH(launch(shuffleAfterExit, 1, 32, 0, 0, D),
               "acc2cuda-sim: error: .*exited.*__shfl_sync");
  cudaFree(D);
}

__global__ void maskWithoutSelf() { __syncwarp(threadIdx.x ? 1u : 2u); }

TEST(WarpDeathTest, MaskMustIncludeCaller) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(launch(maskWithoutSelf, 1, 32, 0, 0),
               "__syncwarp: mask 0x00000002 does not include the calling");
}

__global__ void badWidth(int *Out) {
  Out[threadIdx.x] = __shfl_sync(0xffffffffu, 1, 0, 12);
}

TEST(WarpDeathTest, WidthMustBePowerOfTwo) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int *D = nullptr;
  cudaMalloc(&D, 32 * sizeof(int));
  EXPECT_DEATH(launch(badWidth, 1, 32, 0, 0, D),
               "width 12 is not a power of two");
  cudaFree(D);
}

} // namespace
