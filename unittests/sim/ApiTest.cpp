//===- ApiTest.cpp - Runtime API, launch configuration and checks ---------===//

#include <acc2cuda/sim/cuda_sim.h>

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

using acc2cuda::sim::launch;

__constant__ float Coefficients[4];
__device__ int DeviceCounter;
__managed__ int ManagedCounter;

namespace {

struct Setting {
  bool &Ref;
  bool Old;
  Setting(bool &R, bool V) : Ref(R), Old(R) { Ref = V; }
  ~Setting() { Ref = Old; }
};

__global__ void addOne(int *P, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    P[I] += 1;
}

__global__ void writeOne(int *P) { *P = 1; }

TEST(Memory, MallocCopyFree) {
  std::vector<int> H(1000);
  for (int I = 0; I < 1000; ++I)
    H[I] = I;
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 1000 * sizeof(int)), cudaSuccess);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(D) % 256, 0u);
  ASSERT_EQ(cudaMemcpy(D, H.data(), 1000 * sizeof(int), cudaMemcpyHostToDevice),
            cudaSuccess);
  launch(addOne, 4, 256, 0, 0, D, 1000);
  ASSERT_EQ(cudaGetLastError(), cudaSuccess);
  std::vector<int> R(1000);
  ASSERT_EQ(cudaMemcpy(R.data(), D, 1000 * sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  for (int I = 0; I < 1000; ++I)
    EXPECT_EQ(R[I], I + 1);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
  EXPECT_EQ(cudaFree(nullptr), cudaSuccess);
  void *Zero = reinterpret_cast<void *>(1);
  EXPECT_EQ(cudaMalloc(&Zero, 0), cudaSuccess);
  EXPECT_EQ(Zero, nullptr);
}

TEST(Memory, FreshDeviceMemoryIsPoisoned) {
  Setting Poison(acc2cuda::sim::settings().poison, true);
  float *F = nullptr;
  double *D = nullptr;
  ASSERT_EQ(cudaMalloc(&F, 64 * sizeof(float)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&D, 64 * sizeof(double)), cudaSuccess);
  for (int I = 0; I < 64; ++I) {
    EXPECT_TRUE(std::isnan(F[I]));
    EXPECT_TRUE(std::isnan(D[I]));
  }
  cudaFree(F);
  cudaFree(D);
}

TEST(Memory, MemsetAndDeviceToDevice) {
  int *A = nullptr, *B = nullptr;
  cudaMalloc(&A, 64 * sizeof(int));
  cudaMalloc(&B, 64 * sizeof(int));
  EXPECT_EQ(cudaMemset(A, 0x01, 64 * sizeof(int)), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(B, A, 64 * sizeof(int), cudaMemcpyDeviceToDevice),
            cudaSuccess);
  int H[64];
  EXPECT_EQ(cudaMemcpy(H, B, sizeof H, cudaMemcpyDefault), cudaSuccess);
  for (int V : H)
    EXPECT_EQ(V, 0x01010101);
  EXPECT_EQ(cudaMemset(A, 0, 65 * sizeof(int)), cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemset(H, 0, sizeof H), cudaErrorInvalidValue);
  cudaFree(A);
  cudaFree(B);
  cudaGetLastError();
}

TEST(Memory, MemcpyDirectionIsChecked) {
  const size_t Bytes = 16 * sizeof(int);
  int *D = nullptr;
  int H[32] = {}; // Larger than D, so that only D can be overrun.
  int H2[32] = {};
  cudaMalloc(&D, Bytes);
  cudaGetLastError();
  // Host memory where the direction says device, and the reverse.
  EXPECT_EQ(cudaMemcpy(H2, H, Bytes, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(D, D, Bytes, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(D, H, Bytes, cudaMemcpyDeviceToHost),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(H, H2, Bytes, cudaMemcpyDeviceToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(H, D, Bytes, cudaMemcpyHostToHost),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(D, H, Bytes, static_cast<cudaMemcpyKind>(7)),
            cudaErrorInvalidMemcpyDirection);
  // The last error is sticky until read.
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  // Out of range.
  EXPECT_EQ(cudaMemcpy(D, H, Bytes + 4, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(H, D + 1, Bytes, cudaMemcpyDeviceToHost),
            cudaErrorInvalidValue);
  // Correct ones still work, and cudaMemcpyDefault infers.
  EXPECT_EQ(cudaMemcpy(D, H, Bytes, cudaMemcpyDefault), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(H, D + 1, Bytes - 4, cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(cudaMemcpy(H2, H, Bytes, cudaMemcpyHostToHost), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(D, H, 0, cudaMemcpyDeviceToHost), cudaSuccess);
  cudaFree(D);
  cudaGetLastError();
}

TEST(Memory, FreeChecks) {
  int *D = nullptr;
  cudaMalloc(&D, 64);
  int H = 0;
  EXPECT_EQ(cudaFree(&H), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFree(D + 1), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFreeHost(D), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaErrorInvalidValue); // Double free.
  void *P = nullptr;
  ASSERT_EQ(cudaMallocHost(&P, 128), cudaSuccess);
  EXPECT_EQ(cudaFree(P), cudaErrorInvalidValue);
  EXPECT_EQ(cudaFreeHost(P), cudaSuccess);
  cudaGetLastError();
}

TEST(Memory, PointerAttributes) {
  int *D = nullptr, *M = nullptr, *P = nullptr, H = 0;
  cudaMalloc(&D, 16);
  cudaMallocManaged(&M, 16);
  cudaMallocHost(&P, 16);
  cudaPointerAttributes A;
  ASSERT_EQ(cudaPointerGetAttributes(&A, D + 1), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeDevice);
  EXPECT_EQ(A.hostPointer, nullptr);
  ASSERT_EQ(cudaPointerGetAttributes(&A, M), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeManaged);
  ASSERT_EQ(cudaPointerGetAttributes(&A, P), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeHost);
  ASSERT_EQ(cudaPointerGetAttributes(&A, &H), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeUnregistered);
  cudaFree(D);
  cudaFree(M);
  cudaFreeHost(P);
}

TEST(Memory, DeviceAccessibleHostMemoryIsAcceptedByKernels) {
  int *M = nullptr, *P = nullptr;
  ASSERT_EQ(cudaMallocManaged(&M, sizeof(int)), cudaSuccess);
  ASSERT_EQ(cudaMallocHost(&P, sizeof(int)), cudaSuccess);
  launch(writeOne, 1, 1, 0, 0, M);
  launch(writeOne, 1, 1, 0, 0, P);
  EXPECT_EQ(*M + *P, 2);
  std::vector<int> Registered(4, 0);
  ASSERT_EQ(cudaHostRegister(Registered.data(), 4 * sizeof(int), 0),
            cudaSuccess);
  EXPECT_EQ(cudaHostRegister(Registered.data() + 1, sizeof(int), 0),
            cudaErrorHostMemoryAlreadyRegistered);
  launch(writeOne, 1, 1, 0, 0, Registered.data() + 3);
  EXPECT_EQ(Registered[3], 1);
  EXPECT_EQ(cudaHostUnregister(Registered.data()), cudaSuccess);
  EXPECT_EQ(cudaHostUnregister(Registered.data()),
            cudaErrorHostMemoryNotRegistered);
  ManagedCounter = 0;
  launch(writeOne, 1, 1, 0, 0, &ManagedCounter);
  EXPECT_EQ(ManagedCounter, 1);
  cudaFree(M);
  cudaFreeHost(P);
  cudaGetLastError();
}

TEST(HostPointerDeathTest, HostPointerArgumentAborts) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::vector<int> Host(4);
  int *D = nullptr;
  cudaMalloc(&D, 4 * sizeof(int));
  EXPECT_DEATH(launch(addOne, 1, 4, 0, 0, Host.data(), 4),
               "acc2cuda-sim: error: host pointer passed to kernel argument "
               "1 of .*addOne");
  int Local = 0;
  EXPECT_DEATH(launch(writeOne, 1, 1, 0, 0, &Local),
               "host pointer passed to kernel argument 1 of .*writeOne");
  // A freed allocation is no longer device memory.
  cudaFree(D);
  EXPECT_DEATH(launch(writeOne, 1, 1, 0, 0, D), "host pointer passed");
}

TEST(HostPointer, AllowedWhenRequested) {
  Setting Allow(acc2cuda::sim::settings().allowHostPointers, true);
  int Local = 0;
  launch(writeOne, 1, 1, 0, 0, &Local);
  EXPECT_EQ(Local, 1);
  // Null pointers are never rejected.
  Setting Strict(acc2cuda::sim::settings().allowHostPointers, false);
  launch(addOne, 1, 1, 0, 0, nullptr, 0);
  launch(addOne, 1, 1, 0, 0, NULL, 0);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

__global__ void useSymbols(float *Out) {
  Out[threadIdx.x] = Coefficients[threadIdx.x] * 2.0f;
  atomicAdd(&DeviceCounter, 1);
}

TEST(Symbols, CopyToAndFromSymbols) {
  const float C[4] = {1, 2, 3, 4};
  ASSERT_EQ(cudaMemcpyToSymbol(Coefficients, C, sizeof C), cudaSuccess);
  int Zero = 0;
  ASSERT_EQ(cudaMemcpyToSymbol(DeviceCounter, &Zero, sizeof Zero), cudaSuccess);
  float *Out = nullptr;
  cudaMalloc(&Out, 4 * sizeof(float));
  launch(useSymbols, 1, 4, 0, 0, Out);
  float R[4];
  cudaMemcpy(R, Out, sizeof R, cudaMemcpyDeviceToHost);
  for (int I = 0; I < 4; ++I)
    EXPECT_EQ(R[I], C[I] * 2);
  int Count = 0;
  ASSERT_EQ(cudaMemcpyFromSymbol(&Count, DeviceCounter, sizeof Count),
            cudaSuccess);
  EXPECT_EQ(Count, 4);
  float Tail[2];
  ASSERT_EQ(
      cudaMemcpyFromSymbol(Tail, Coefficients, sizeof Tail, 2 * sizeof(float)),
      cudaSuccess);
  EXPECT_EQ(Tail[1], 4.0f);
  EXPECT_EQ(cudaMemcpyToSymbol(Coefficients, C, sizeof C, sizeof(float)),
            cudaErrorInvalidValue);
  EXPECT_EQ(
      cudaMemcpyToSymbol(Coefficients, C, sizeof C, 0, cudaMemcpyDeviceToHost),
      cudaErrorInvalidMemcpyDirection);
  // A symbol's address is a device pointer.
  void *Addr = nullptr;
  ASSERT_EQ(cudaGetSymbolAddress(&Addr, DeviceCounter), cudaSuccess);
  launch(writeOne, 1, 1, 0, 0, static_cast<int *>(Addr));
  EXPECT_EQ(DeviceCounter, 1);
  size_t Size = 0;
  EXPECT_EQ(cudaGetSymbolSize(&Size, Coefficients), cudaSuccess);
  EXPECT_EQ(Size, sizeof C);
  cudaFree(Out);
  cudaGetLastError();
}

__global__ void countRuns(int *Counter) { atomicAdd(Counter, 1); }

TEST(Launch, InvalidConfigurationsDoNotRun) {
  int *C = nullptr;
  cudaMalloc(&C, sizeof(int));
  cudaMemset(C, 0, sizeof(int));
  cudaGetLastError();
  struct Case {
    dim3 Grid, Block;
    size_t Shmem;
    cudaError_t Expected;
  } Cases[] = {
      {1, 1025, 0, cudaErrorInvalidConfiguration},
      {1, dim3(32, 32, 2), 0, cudaErrorInvalidConfiguration},
      {1, dim3(1, 1, 65), 0, cudaErrorInvalidConfiguration},
      {1, dim3(1, 1025, 1), 0, cudaErrorInvalidConfiguration},
      {dim3(1, 65536, 1), 1, 0, cudaErrorInvalidConfiguration},
      {dim3(1, 1, 65536), 1, 0, cudaErrorInvalidConfiguration},
      {0, 1, 0, cudaErrorInvalidConfiguration},
      {1, dim3(0, 1, 1), 0, cudaErrorInvalidConfiguration},
      {1, 32, 200 * 1024, cudaErrorInvalidConfiguration},
      {1, 32, 48 * 1024 + 1, cudaErrorInvalidValue},
  };
  for (const Case &K : Cases) {
    launch(countRuns, K.Grid, K.Block, K.Shmem, 0, C);
    EXPECT_EQ(cudaPeekAtLastError(), K.Expected);
    EXPECT_EQ(cudaGetLastError(), K.Expected);
    EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  }
  int Runs = -1;
  cudaMemcpy(&Runs, C, sizeof Runs, cudaMemcpyDeviceToHost);
  EXPECT_EQ(Runs, 0);
  // The limits themselves are accepted.
  launch(countRuns, dim3(1, 65535, 1), 1, 0, 0, C);
  launch(countRuns, 1, dim3(1024, 1, 1), 48 * 1024, 0, C);
  launch(countRuns, 2, dim3(16, 1, 64), 0, 0, C);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  cudaMemcpy(&Runs, C, sizeof Runs, cudaMemcpyDeviceToHost);
  EXPECT_EQ(Runs, 65535 + 1024 + 2 * 1024);
  cudaFree(C);
}

template <class T> __global__ void fillValue(T *P, T V, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    P[I] = V;
}

__global__ void convertArgs(double *Out, float F, long L, unsigned char C) {
  Out[0] = F;
  Out[1] = static_cast<double>(L);
  Out[2] = C;
}

TEST(Launch, TemplatesConversionsAndLaunchKernel) {
  double *D = nullptr;
  cudaMalloc(&D, 8 * sizeof(double));
  launch(fillValue<double>, 1, 8, 0, 0, D, 2.5, 8);
  double R[8];
  cudaMemcpy(R, D, sizeof R, cudaMemcpyDeviceToHost);
  for (double V : R)
    EXPECT_EQ(V, 2.5);
  launch(convertArgs, 1, 1, 0, 0, D, 3, 4, 300);
  cudaMemcpy(R, D, 3 * sizeof(double), cudaMemcpyDeviceToHost);
  EXPECT_EQ(R[0], 3.0);
  EXPECT_EQ(R[1], 4.0);
  EXPECT_EQ(R[2], 44.0); // 300 converted to unsigned char, as in a call.
  double V = 7.0;
  int N = 8;
  void *Args[] = {&D, &V, &N};
  EXPECT_EQ(cudaLaunchKernel(fillValue<double>, dim3(1), dim3(8), Args),
            cudaSuccess);
  cudaMemcpy(R, D, sizeof R, cudaMemcpyDeviceToHost);
  EXPECT_EQ(R[7], 7.0);
  EXPECT_EQ(cudaLaunchKernel(fillValue<double>, dim3(1), dim3(2048), Args),
            cudaErrorInvalidConfiguration);
  cudaGetLastError();
  cudaFree(D);
}

TEST(Launch, FunctionAttributesAndOccupancy) {
  cudaFuncAttributes A;
  ASSERT_EQ(cudaFuncGetAttributes(&A, countRuns), cudaSuccess);
  EXPECT_EQ(A.maxThreadsPerBlock, 1024);
  EXPECT_EQ(A.maxDynamicSharedSizeBytes, 48 * 1024);
  int Blocks = 0;
  ASSERT_EQ(
      cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, countRuns, 256, 0),
      cudaSuccess);
  EXPECT_EQ(Blocks, 8);
  int MinGrid = 0, BlockSize = 0;
  ASSERT_EQ(cudaOccupancyMaxPotentialBlockSize(&MinGrid, &BlockSize, countRuns),
            cudaSuccess);
  EXPECT_GT(BlockSize, 0);
  EXPECT_LE(BlockSize, 1024);
  EXPECT_GT(MinGrid, 0);
}

TEST(Streams, StreamsAndEvents) {
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  cudaStream_t NB = nullptr;
  ASSERT_EQ(cudaStreamCreateWithFlags(&NB, cudaStreamNonBlocking), cudaSuccess);
  unsigned Flags = 0;
  EXPECT_EQ(cudaStreamGetFlags(NB, &Flags), cudaSuccess);
  EXPECT_EQ(Flags, unsigned(cudaStreamNonBlocking));
  cudaEvent_t Start, Stop, NoTiming;
  ASSERT_EQ(cudaEventCreate(&Start), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&Stop), cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&NoTiming, cudaEventDisableTiming),
            cudaSuccess);
  float Ms = -1;
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop),
            cudaErrorInvalidResourceHandle); // Not recorded yet.
  EXPECT_EQ(cudaEventQuery(Stop), cudaSuccess);

  int *C = nullptr;
  cudaMalloc(&C, sizeof(int));
  ASSERT_EQ(cudaMemsetAsync(C, 0, sizeof(int), S), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(Start, S), cudaSuccess);
  launch(countRuns, 64, 64, 0, S, C);
  ASSERT_EQ(cudaEventRecord(Stop, S), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(NoTiming, S), cudaSuccess);
  EXPECT_EQ(cudaStreamWaitEvent(NB, Stop, 0), cudaSuccess);
  int Runs = 0;
  ASSERT_EQ(cudaMemcpyAsync(&Runs, C, sizeof Runs, cudaMemcpyDeviceToHost, NB),
            cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(NB), cudaSuccess);
  EXPECT_EQ(Runs, 64 * 64);
  EXPECT_EQ(cudaEventSynchronize(Stop), cudaSuccess);
  // NoTiming's record was still queued: "not ready", and then it ran.
  EXPECT_EQ(cudaStreamQuery(S), cudaErrorNotReady);
  EXPECT_EQ(cudaStreamQuery(S), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaSuccess);
  EXPECT_GE(Ms, 0.0f);
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, NoTiming),
            cudaErrorInvalidResourceHandle);

  int Called = 0;
  EXPECT_EQ(cudaLaunchHostFunc(
                S, [](void *P) { *static_cast<int *>(P) = 1; }, &Called),
            cudaSuccess);
  EXPECT_EQ(Called, 0); // queued until the stream is synchronised
  EXPECT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(Called, 1);

  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaErrorInvalidResourceHandle);
  launch(countRuns, 1, 1, 0, S, C);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamDestroy(S), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamSynchronize(0), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(cudaStreamPerThread), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Start), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Start), cudaErrorInvalidResourceHandle);
  cudaEventDestroy(Stop);
  cudaEventDestroy(NoTiming);
  cudaStreamDestroy(NB);
  cudaFree(C);
  cudaGetLastError();
}

__global__ void incrementOne(int *P) { *P += 1; }

// Work on the program's streams waits for a synchronisation point: a host
// that reads results without one sees the old values.
TEST(Streams, WorkWaitsForSynchronisation) {
  cudaStream_t Blocking = nullptr, NonBlocking = nullptr;
  ASSERT_EQ(cudaStreamCreate(&Blocking), cudaSuccess);
  ASSERT_EQ(cudaStreamCreateWithFlags(&NonBlocking, cudaStreamNonBlocking),
            cudaSuccess);
  int *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, sizeof(int)), cudaSuccess);
  int Host = 5, Out = 0;
  ASSERT_EQ(cudaMemcpyAsync(D, &Host, sizeof(int), cudaMemcpyHostToDevice,
                            NonBlocking),
            cudaSuccess);
  launch(incrementOne, 1, 1, 0, NonBlocking, D);
  ASSERT_EQ(cudaMemcpyAsync(&Out, D, sizeof(int), cudaMemcpyDeviceToHost,
                            NonBlocking),
            cudaSuccess);
  EXPECT_EQ(Out, 0);
  // The legacy stream does not wait for a non-blocking stream.
  int Peek = -1;
  ASSERT_EQ(cudaMemcpy(&Peek, D, sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Out, 0);
  // An event orders a second stream after the first.
  cudaEvent_t E = nullptr;
  ASSERT_EQ(cudaEventCreateWithFlags(&E, cudaEventDisableTiming), cudaSuccess);
  ASSERT_EQ(cudaEventRecord(E, NonBlocking), cudaSuccess);
  ASSERT_EQ(cudaStreamWaitEvent(Blocking, E, 0), cudaSuccess);
  ASSERT_EQ(cudaEventDestroy(E), cudaSuccess); // the wait still happens
  launch(incrementOne, 1, 1, 0, Blocking, D);
  EXPECT_EQ(Out, 0);
  // ... and the legacy stream waits for the blocking one, hence for both.
  ASSERT_EQ(cudaMemcpy(&Peek, D, sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Out, 6);
  EXPECT_EQ(Peek, 7);

  // A kernel's arguments are taken at launch, not when it runs.
  int *D2 = nullptr;
  ASSERT_EQ(cudaMalloc(&D2, sizeof(int)), cudaSuccess);
  int *Arg = D;
  launch(incrementOne, 1, 1, 0, NonBlocking, Arg);
  Arg = D2;
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(&Peek, D, sizeof(int), cudaMemcpyDeviceToHost),
            cudaSuccess);
  EXPECT_EQ(Peek, 8);
  cudaStreamDestroy(Blocking);
  cudaStreamDestroy(NonBlocking);
  cudaFree(D);
  cudaFree(D2);
}

TEST(Device, PropertiesAndAttributes) {
  int Count = 0, Dev = -1;
  EXPECT_EQ(cudaGetDeviceCount(&Count), cudaSuccess);
  EXPECT_EQ(Count, 1);
  EXPECT_EQ(cudaSetDevice(0), cudaSuccess);
  EXPECT_EQ(cudaSetDevice(1), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetDevice(&Dev), cudaSuccess);
  EXPECT_EQ(Dev, 0);
  cudaDeviceProp P;
  ASSERT_EQ(cudaGetDeviceProperties(&P, 0), cudaSuccess);
  EXPECT_STREQ(P.name, "acc2cuda host simulator");
  EXPECT_EQ(P.warpSize, 32);
  EXPECT_EQ(P.maxThreadsPerBlock, 1024);
  EXPECT_EQ(P.maxThreadsDim[2], 64);
  EXPECT_EQ(P.maxGridSize[1], 65535);
  EXPECT_EQ(P.sharedMemPerBlock, 48u * 1024);
  EXPECT_EQ(P.multiProcessorCount,
            static_cast<int>(acc2cuda::sim::settings().threads));
  EXPECT_GT(P.totalGlobalMem, 0u);
  int V = 0;
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 0), cudaSuccess);
  EXPECT_EQ(V, 32);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMultiProcessorCount, 0),
            cudaSuccess);
  EXPECT_EQ(V, P.multiProcessorCount);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMaxThreadsPerBlock, 0),
            cudaSuccess);
  EXPECT_EQ(V, 1024);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMaxBlockDimZ, 0),
            cudaSuccess);
  EXPECT_EQ(V, 64);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 3),
            cudaErrorInvalidDevice);
  size_t Free = 0, Total = 0;
  EXPECT_EQ(cudaMemGetInfo(&Free, &Total), cudaSuccess);
  EXPECT_GT(Total, 0u);
  // Device allocations are not free memory while they live.
  void *Block = nullptr;
  ASSERT_EQ(cudaMalloc(&Block, 1 << 20), cudaSuccess);
  size_t FreeWith = 0;
  EXPECT_EQ(cudaMemGetInfo(&FreeWith, &Total), cudaSuccess);
  EXPECT_EQ(FreeWith + (1 << 20), Free);
  EXPECT_EQ(cudaFree(Block), cudaSuccess);
  EXPECT_EQ(cudaMemGetInfo(&FreeWith, &Total), cudaSuccess);
  EXPECT_EQ(FreeWith, Free);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  cudaGetLastError();
}

TEST(Errors, NamesAndStrings) {
  EXPECT_STREQ(cudaGetErrorString(cudaSuccess), "no error");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidConfiguration),
               "invalid configuration argument");
  EXPECT_STREQ(cudaGetErrorName(cudaErrorMemoryAllocation),
               "cudaErrorMemoryAllocation");
  EXPECT_STREQ(cudaGetErrorName(static_cast<cudaError_t>(12345)),
               "unrecognized error code");
  EXPECT_EQ(cudaErrorInvalidValue, 1);
  EXPECT_EQ(cudaErrorInvalidConfiguration, 9);
  EXPECT_EQ(cudaErrorInvalidMemcpyDirection, 21);
  EXPECT_EQ(cudaErrorNoDevice, 100);
  EXPECT_EQ(cudaErrorLaunchFailure, 719);
}

} // namespace
