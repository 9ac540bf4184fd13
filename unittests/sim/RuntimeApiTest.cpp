//===- RuntimeApiTest.cpp - OpenACC and OpenMP runtime routines
//------------===//
//
// The acc_* routines of <openacc.h> and the omp_* device routines on the
// host simulator: they share the present table with the directives
// (acc2cuda::Construct), count their transfers, and report the runtime
// errors the specifications require.
//
//===----------------------------------------------------------------------===//

#include "RuntimeFixture.h"
#include <acc2cuda/runtime.h>
#include <openacc.h>

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using acc2cuda::Construct;

namespace {

/// Uploads, upload bytes, downloads, download bytes, allocations, frees.
std::vector<unsigned long long> counts() {
  return acc2cuda_test::transferCounts();
}
using Counts = std::vector<unsigned long long>;

class RuntimeApi : public acc2cuda_test::CleanRuntime {};

TEST_F(RuntimeApi, DeviceQueries) {
  EXPECT_EQ(acc_get_num_devices(acc_device_nvidia), 1);
  EXPECT_EQ(acc_get_num_devices(acc_device_host), 1);
  EXPECT_EQ(acc_get_num_devices(acc_device_radeon), 0);
  EXPECT_EQ(acc_get_device_type(), acc_device_nvidia);
  acc_set_device_num(0, acc_device_nvidia);
  acc_init(acc_device_nvidia);
  EXPECT_EQ(acc_get_device_num(acc_device_nvidia), 0);
  EXPECT_EQ(acc_get_device_num(acc_device_host), 0);
  EXPECT_TRUE(acc_on_device(acc_device_host));
  EXPECT_FALSE(acc_on_device(acc_device_nvidia));

  EXPECT_EQ(omp_get_num_devices(), 1);
  EXPECT_EQ(omp_get_initial_device(), 1);
  EXPECT_EQ(omp_get_default_device(), 0);
  EXPECT_TRUE(omp_is_initial_device());
  EXPECT_EQ(omp_get_device_num(), omp_get_initial_device());
}

/// Queues nothing ran on are idle, and waiting for them returns at once.
TEST_F(RuntimeApi, UnusedAsyncQueuesAreIdle) {
  std::vector<double> A(64, 1.0);
  acc_copyin(A.data(), A.size() * sizeof(double));
  EXPECT_NE(acc_async_test(1), 0);
  EXPECT_NE(acc_async_test(acc_async_noval), 0);
  EXPECT_NE(acc_async_test_all(), 0);
  EXPECT_NE(acc_async_test_device(1, 0), 0);
  EXPECT_NE(acc_async_test_all_device(0), 0);
  acc_wait(1);
  acc_wait_async(1, 2);
  acc_wait_all();
  acc_wait_all_async(3);
  acc_wait_device(1, 0);
  acc_wait_device_async(1, 2, 0);
  acc_wait_all_device(0);
  acc_wait_all_device_async(2, 0);
  acc_async_wait(1);
  acc_async_wait_all();
  acc_delete(A.data(), A.size() * sizeof(double));
}

/// Work on a queue is done when a wait or test finds it done (the
/// simulator defers it until then), and a queue that waits for another
/// runs after it.
TEST_F(RuntimeApi, AsyncQueuesOrderWork) {
  std::vector<double> A(64, 1.0);
  const long long N = static_cast<long long>(A.size());
  auto Enter = [&](long long Queue) {
    Construct C("test", 1, "enter data");
    C.async(Queue);
    C.enter(A.data(), N, acc2cuda::MapCopyIn, "A");
  };
  auto Exit = [&](long long Queue, long long WaitFor) {
    Construct C("test", 2, "exit data");
    C.async(Queue);
    if (WaitFor >= 0)
      C.wait(WaitFor);
    C.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "A");
  };

  Enter(7);
  EXPECT_TRUE(acc_is_present(A.data(), N * sizeof(double)));
  EXPECT_EQ(acc_async_test(7), 0); // queued; it has run since
  EXPECT_NE(acc_async_test(7), 0);
  std::fill(A.begin(), A.end(), 2.0);
  Exit(9, -1);
  EXPECT_FALSE(acc_is_present(A.data(), N * sizeof(double)));
  EXPECT_EQ(A[0], 2.0); // the copy out is queued
  acc_wait(9);
  EXPECT_EQ(A[0], 1.0);

  Enter(7);
  acc_wait(7);
  std::fill(A.begin(), A.end(), 3.0);
  {
    Construct C("test", 3, "update");
    C.async(8);
    C.update_device(A.data(), N, false, "A");
  }
  Exit(9, 8);            // after queue 8's upload
  acc_wait_async(9, 10); // queue 10 waits for 9; the host does not
  EXPECT_EQ(A[0], 3.0);
  acc_wait(10);
  EXPECT_NE(acc_async_test(8), 0); // ran when queue 9 reached its wait
  EXPECT_EQ(A[0], 3.0);
  EXPECT_EQ(A[63], 3.0);
  acc_wait_all();

  // The initial default async queue is a queue number: queue 0.
  EXPECT_EQ(acc_get_default_async(), 0);
  acc_set_default_async(4);
  EXPECT_EQ(acc_get_default_async(), 4);
  acc_set_default_async(acc_async_sync);
  EXPECT_EQ(acc_get_default_async(), acc_async_sync);
  acc_set_default_async(-3); // acc_async_default in OpenACC 3.3
  EXPECT_EQ(acc_get_default_async(), 0);
}

/// acc_get_cuda_stream and acc_set_cuda_stream: CUDA work on a queue's
/// stream is ordered with the queue's constructs.
TEST_F(RuntimeApi, CudaStreamsOfQueues) {
  EXPECT_EQ(acc_get_cuda_stream(acc_async_sync), nullptr);
  EXPECT_EQ(acc_set_cuda_stream(acc_async_sync, nullptr), 0);
  auto *S5 = static_cast<cudaStream_t>(acc_get_cuda_stream(5));
  ASSERT_NE(S5, nullptr);
  EXPECT_EQ(acc_get_cuda_stream(5 + 32), S5); // queues share the pool

  std::vector<int> A(16, 1);
  const long long N = static_cast<long long>(A.size());
  acc_copyin(A.data(), N * sizeof(int));
  auto *Dev = static_cast<int *>(acc_deviceptr(A.data()));
  // A hand-written operation on queue 5's stream, then an update on the
  // queue: the update sees its result.
  ASSERT_EQ(cudaMemsetAsync(Dev, 0, N * sizeof(int), S5), cudaSuccess);
  {
    Construct C("test", 1, "update");
    C.async(5);
    C.update_host(A.data(), N, false, "A");
  }
  EXPECT_EQ(A[0], 1); // queued
  acc_wait(5);
  EXPECT_EQ(A[0], 0);

  // The program's own stream for queue 6: the queue's work runs on it, and
  // waiting for the queue waits for the stream.
  cudaStream_t Mine;
  ASSERT_EQ(cudaStreamCreate(&Mine), cudaSuccess);
  EXPECT_EQ(acc_set_cuda_stream(6, Mine), 1);
  EXPECT_EQ(acc_get_cuda_stream(6), Mine);
  std::fill(A.begin(), A.end(), 7);
  {
    Construct C("test", 2, "update");
    C.async(6);
    C.update_device(A.data(), N, false, "A");
  }
  ASSERT_EQ(cudaMemsetAsync(Dev, 0, sizeof(int), Mine), cudaSuccess);
  acc_wait(6);
  EXPECT_EQ(cudaStreamQuery(Mine), cudaSuccess); // nothing left
  acc_update_self(A.data(), N * sizeof(int));
  EXPECT_EQ(A[0], 0);
  EXPECT_EQ(A[1], 7);

  // Another stream for queue 6: the queue's earlier work finishes first.
  A[2] = 5; // the device has 7
  {
    Construct C("test", 3, "update");
    C.async(6);
    C.update_host(A.data() + 2, 1, false, "A");
  }
  EXPECT_EQ(acc_set_cuda_stream(6, nullptr), 1); // back to the pool's
  EXPECT_EQ(cudaStreamQuery(Mine), cudaSuccess);
  EXPECT_EQ(A[2], 7);
  EXPECT_NE(acc_get_cuda_stream(6), nullptr);
  EXPECT_NE(acc_get_cuda_stream(6), Mine);
  ASSERT_EQ(cudaStreamDestroy(Mine), cudaSuccess);
  acc_wait_all();
  acc_delete(A.data(), N * sizeof(int));
}

/// Inside a kernel, acc_on_device and omp_is_initial_device say so.
__global__ void whereAmI(int *Out) {
  Out[0] = acc_on_device(acc_device_nvidia);
  Out[1] = acc_on_device(acc_device_host);
  Out[2] = omp_is_initial_device();
}

TEST_F(RuntimeApi, OnDeviceInsideKernels) {
  int *Dev = static_cast<int *>(acc_malloc(3 * sizeof(int)));
  ASSERT_NE(Dev, nullptr);
  acc2cuda::sim::launch(whereAmI, dim3(1), dim3(1), 0, 0, Dev);
  int Host[3] = {-1, -1, -1};
  acc_memcpy_from_device(Host, Dev, sizeof Host);
  EXPECT_EQ(Host[0], 1);
  EXPECT_EQ(Host[1], 0);
  EXPECT_EQ(Host[2], 0);
  acc_free(Dev);
  EXPECT_EQ(counts(), (Counts{0, 0, 1, 12, 1, 1}));
}

TEST_F(RuntimeApi, CopyinSharesTheTableWithDirectives) {
  std::vector<double> A(100, 1.5);
  auto *D = static_cast<double *>(acc_copyin(A.data(), 800));
  ASSERT_NE(D, nullptr);
  EXPECT_TRUE(acc_is_present(A.data(), 800));
  EXPECT_TRUE(acc_is_present(A.data() + 10, 8 * 5));
  EXPECT_FALSE(acc_is_present(A.data(), 808));
  EXPECT_EQ(acc_deviceptr(A.data() + 7), D + 7);
  EXPECT_EQ(acc_hostptr(D + 7), A.data() + 7);
  {
    // A directive finds it present: no copy, same address.
    Construct C("t.c", 1, "parallel");
    EXPECT_EQ(C.map(A.data(), 100, acc2cuda::MapCopy, "a"), D);
    C.unmap_all();
  }
  // A second copyin only counts a reference.
  EXPECT_EQ(acc_copyin(A.data(), 800), D);
  acc_copyout(A.data(), 800); // one reference left: nothing moves
  EXPECT_TRUE(acc_is_present(A.data(), 800));
  EXPECT_EQ(counts(), (Counts{1, 800, 0, 0, 1, 0}));
  A[3] = 0;
  acc_copyout(A.data(), 800);
  EXPECT_EQ(A[3], 1.5);
  EXPECT_FALSE(acc_is_present(A.data(), 800));
  EXPECT_EQ(counts(), (Counts{1, 800, 1, 800, 1, 1}));
}

TEST_F(RuntimeApi, EnterDataThenRoutinesAndFinalize) {
  std::vector<int> A(10, 7);
  {
    Construct E("t.c", 2, "enter data");
    E.enter(A.data(), 10, acc2cuda::MapCreate, "a");
    E.enter(A.data(), 10, acc2cuda::MapCreate, "a");
  }
  acc_update_device(A.data(), 40);
  std::fill(A.begin(), A.end(), 0);
  acc_update_self(A.data() + 2, 8); // a part
  EXPECT_EQ(A[1], 0);
  EXPECT_EQ(A[2], 7);
  EXPECT_EQ(A[3], 7);
  EXPECT_EQ(A[4], 0);
  acc_delete_finalize(A.data(), 40); // drops both references
  EXPECT_FALSE(acc_is_present(A.data(), 40));
  EXPECT_EQ(counts(), (Counts{1, 40, 1, 8, 1, 1}));
}

TEST_F(RuntimeApi, AttachAndDetachRoutines) {
  struct Vec {
    int N;
    double *A;
  } V{4, nullptr};
  std::vector<double> Data(4, 1.0);
  V.A = Data.data();
  acc_copyin(&V, sizeof V);
  acc_copyin(Data.data(), 32);
  auto *Slot = reinterpret_cast<void **>(&V.A);
  auto *DevV = static_cast<Vec *>(acc_deviceptr(&V));
  auto DevA = [&] {
    double *Out = nullptr;
    acc_memcpy_from_device(&Out, &DevV->A, sizeof Out);
    return Out;
  };
  acc_attach(Slot);
  acc_attach(Slot);
  EXPECT_EQ(DevA(), acc_deviceptr(Data.data()));
  acc_detach(Slot); // one attach left
  EXPECT_EQ(DevA(), acc_deviceptr(Data.data()));
  acc_detach_finalize(Slot);
  EXPECT_EQ(DevA(), Data.data());
  acc_delete(Data.data(), 32);
  acc_delete(&V, sizeof V);
  // Pointer writes and reads of the pointer are not counted.
  EXPECT_EQ(counts(),
            (Counts{2, sizeof V + 32, 3, 3 * sizeof(double *), 2, 2}));
}

TEST_F(RuntimeApi, CreateAndCopyoutFinalize) {
  std::vector<float> A(8, 2);
  acc_create(A.data(), 32);
  acc_pcreate(A.data(), 32);
  acc_copyout_finalize(A.data(), 32);
  EXPECT_FALSE(acc_is_present(A.data(), 32));
  EXPECT_EQ(counts(), (Counts{0, 0, 1, 32, 1, 1}));
}

TEST_F(RuntimeApi, MapDataIsNeverFreedByTheRuntime) {
  std::vector<double> A(16, 3);
  void *Dev = acc_malloc(128);
  acc_map_data(A.data(), Dev, 128);
  EXPECT_EQ(acc_deviceptr(A.data()), Dev);
  acc_update_device(A.data(), 128);
  // exit data cannot drop the mapping's own reference.
  {
    Construct X("t.c", 3, "exit data");
    X.exit(A.data(), 16, acc2cuda::ExitDelete, /*Finalize=*/true, "a");
  }
  EXPECT_TRUE(acc_is_present(A.data(), 128));
  acc_unmap_data(A.data());
  EXPECT_FALSE(acc_is_present(A.data(), 128));
  double Back[16] = {};
  acc_memcpy_from_device(Back, Dev, 128);
  EXPECT_EQ(Back[15], 3);
  acc_free(Dev);
  EXPECT_EQ(counts(), (Counts{1, 128, 1, 128, 1, 1}));
}

// The kernel instance with `__restrict__` read-only arrays runs only when
// their device memory is apart from that of everything the kernel writes.
TEST_F(RuntimeApi, ReadsApartWhenDeviceMemoryIsSeparate) {
  std::vector<double> A(16), B(16), C(16), D(16);
  Construct X("t.c", 5, "parallel loop");
  X.map(A.data(), 16, acc2cuda::MapCopyIn, "a");
  X.map(B.data(), 16, acc2cuda::MapCopy, "b");
  EXPECT_TRUE(X.reads_apart({A.data()}, {B.data()}));
  EXPECT_TRUE(X.reads_apart({A.data(), B.data()}, {}));
  // The same array, or another part of it, under two names.
  EXPECT_FALSE(X.reads_apart({A.data()}, {A.data()}));
  EXPECT_FALSE(X.reads_apart({A.data()}, {B.data(), A.data() + 8}));
  EXPECT_FALSE(X.reads_apart({B.data() + 15}, {A.data(), B.data()}));
  // Data the runtime does not hold: it cannot tell.
  EXPECT_FALSE(X.reads_apart({C.data()}, {B.data()}));
  EXPECT_FALSE(X.reads_apart({A.data()}, {C.data()}));
  // Two host arrays the program mapped onto overlapping device memory.
  char *Dev = static_cast<char *>(acc_malloc(256));
  acc_map_data(C.data(), Dev, 128);
  acc_map_data(D.data(), Dev + 64, 128);
  EXPECT_FALSE(X.reads_apart({C.data()}, {D.data()}));
  EXPECT_FALSE(X.reads_apart({D.data()}, {C.data()}));
  EXPECT_TRUE(X.reads_apart({C.data(), D.data()}, {B.data()}));
  acc_unmap_data(C.data());
  acc_unmap_data(D.data());
  acc_free(Dev);
  X.unmap_all();
}

TEST_F(RuntimeApi, MemcpyDeviceIsNotATransfer) {
  double H[4] = {1, 2, 3, 4}, Out[4] = {};
  void *D1 = acc_malloc(sizeof H), *D2 = acc_malloc(sizeof H);
  acc_memcpy_to_device(D1, H, sizeof H);
  acc_memcpy_device(D2, D1, sizeof H);
  acc_memcpy_from_device(Out, D2, sizeof Out);
  EXPECT_EQ(Out[3], 4);
  acc_free(D1);
  acc_free(D2);
  EXPECT_EQ(counts(), (Counts{1, 32, 1, 32, 2, 2}));
}

TEST_F(RuntimeApi, NullAndZeroLengthArguments) {
  EXPECT_EQ(acc_malloc(0), nullptr);
  acc_free(nullptr);
  EXPECT_EQ(acc_copyin(nullptr, 8), nullptr);
  EXPECT_TRUE(acc_is_present(nullptr, 8));
  EXPECT_EQ(acc_deviceptr(nullptr), nullptr);
  int X = 0;
  EXPECT_EQ(acc_deviceptr(&X), nullptr);
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 0, 0}));
}

TEST_F(RuntimeApi, OmpTargetMemoryRoutines) {
  const int Dev = omp_get_default_device(), Host = omp_get_initial_device();
  double H[8];
  for (int I = 0; I < 8; ++I)
    H[I] = I;
  auto *D = static_cast<double *>(omp_target_alloc(sizeof H, Dev));
  ASSERT_NE(D, nullptr);
  EXPECT_EQ(omp_target_memcpy(D, H, sizeof H, 0, 0, Dev, Host), 0);
  EXPECT_FALSE(omp_target_is_present(H, Dev));
  EXPECT_EQ(omp_target_associate_ptr(H, D, sizeof H, 0, Dev), 0);
  EXPECT_TRUE(omp_target_is_present(H + 3, Dev));
  EXPECT_EQ(omp_get_mapped_ptr(H + 3, Dev), D + 3);
  {
    // A target construct finds the association: no transfer.
    Construct C("t.c", 4, "target");
    EXPECT_EQ(C.map(H, 8, acc2cuda::MapCopy, "h"), D);
    C.unmap_all();
  }
  EXPECT_EQ(omp_target_disassociate_ptr(H, Dev), 0);
  EXPECT_NE(omp_target_disassociate_ptr(H, Dev), 0);
  double Out[8] = {};
  // Elements 2..5 only, with offsets.
  EXPECT_EQ(omp_target_memcpy(Out, D, 4 * sizeof(double), 2 * sizeof(double),
                              2 * sizeof(double), Host, Dev),
            0);
  EXPECT_EQ(Out[1], 0);
  EXPECT_EQ(Out[2], 2);
  EXPECT_EQ(Out[5], 5);
  EXPECT_EQ(Out[6], 0);
  EXPECT_NE(omp_target_memcpy(Out, D, 8, 0, 0, Host, 7), 0);
  omp_target_free(D, Dev);
  EXPECT_EQ(counts(), (Counts{1, 64, 1, 32, 1, 1}));
}

TEST_F(RuntimeApi, OmpTargetMemcpyRect) {
  const int Dev = omp_get_default_device(), Host = omp_get_initial_device();
  // A 4x5 host array; copy its 2x3 block at (1,1) to the device, to (0,0)
  // of a 2x3 device array, and back to a zeroed host array.
  int A[4][5], B[4][5] = {};
  for (int I = 0; I < 4; ++I)
    for (int J = 0; J < 5; ++J)
      A[I][J] = 10 * I + J;
  void *D = omp_target_alloc(6 * sizeof(int), Dev);
  size_t Volume[2] = {2, 3}, Zero[2] = {0, 0}, One[2] = {1, 1};
  size_t HostDims[2] = {4, 5}, DevDims[2] = {2, 3};
  EXPECT_EQ(omp_target_memcpy_rect(D, A, sizeof(int), 2, Volume, Zero, One,
                                   DevDims, HostDims, Dev, Host),
            0);
  EXPECT_EQ(omp_target_memcpy_rect(B, D, sizeof(int), 2, Volume, One, Zero,
                                   HostDims, DevDims, Host, Dev),
            0);
  EXPECT_EQ(B[0][0], 0);
  EXPECT_EQ(B[1][1], 11);
  EXPECT_EQ(B[2][3], 23);
  EXPECT_EQ(B[1][4], 0);
  EXPECT_GT(omp_target_memcpy_rect(nullptr, nullptr, 0, 0, nullptr, nullptr,
                                   nullptr, nullptr, nullptr, Dev, Host),
            2);
  omp_target_free(D, Dev);
  // One copy per row each way.
  EXPECT_EQ(counts(), (Counts{2, 24, 2, 24, 1, 1}));
}

double DeclaredGlobal[4];

TEST_F(RuntimeApi, QueriesSeeDeclaredGlobals) {
  // Generated code binds declared globals at the first construct; a query
  // routine called before any construct must see them too.
  acc2cuda::defer([] {
    Construct C("t.c", 5, "declare");
    C.enter(DeclaredGlobal, 4, acc2cuda::MapCreate, "g");
  });
  EXPECT_TRUE(acc_is_present(DeclaredGlobal, sizeof DeclaredGlobal));
  EXPECT_NE(acc_deviceptr(DeclaredGlobal), nullptr);
  acc_delete(DeclaredGlobal, sizeof DeclaredGlobal);
}

using RuntimeApiDeath = RuntimeApi;

TEST_F(RuntimeApiDeath, CopyoutOfAbsentData) {
  int X[4] = {};
  EXPECT_EXIT(acc_copyout(X, sizeof X), ::testing::ExitedWithCode(1),
              "acc2cuda: error: in 'acc_copyout': host 0x[0-9a-f]+-0x[0-9a-f]+ "
              "\\(16 bytes\\) is not present on the device");
}

TEST_F(RuntimeApiDeath, AttachOfAbsentData) {
  double X[2] = {};
  struct {
    double *P;
  } S{X};
  acc_copyin(&S, sizeof S);
  EXPECT_EXIT(acc_attach(reinterpret_cast<void **>(&S.P)),
              ::testing::ExitedWithCode(1),
              "acc2cuda: error: in 'acc_attach': cannot attach the pointer at "
              "host 0x[0-9a-f]+: the data it points to \\(host 0x[0-9a-f]+\\) "
              "is not present on the device");
  acc_delete(&S, sizeof S);
}

TEST_F(RuntimeApiDeath, UpdateOfAbsentData) {
  int X[4] = {};
  EXPECT_EXIT(acc_update_self(X, sizeof X), ::testing::ExitedWithCode(1),
              "in 'acc_update_self': .*is not present on the device");
}

TEST_F(RuntimeApiDeath, FreeOfPresentData) {
  EXPECT_EXIT(
      {
        int X[4] = {};
        void *D = acc_malloc(sizeof X);
        acc_map_data(X, D, sizeof X);
        acc_free(D);
      },
      ::testing::ExitedWithCode(1),
      "in 'acc_free': device address 0x[0-9a-f]+ holds present data .*; "
      "acc_unmap_data it first");
}

TEST_F(RuntimeApiDeath, HostCannotBeSelected) {
  EXPECT_EXIT(acc_set_device_type(acc_device_host),
              ::testing::ExitedWithCode(1),
              "acc_device_host cannot be selected");
  EXPECT_EXIT(acc_set_device_num(3, acc_device_nvidia),
              ::testing::ExitedWithCode(1),
              "device number 3 is out of range: there are 1 NVIDIA devices");
}

TEST_F(RuntimeApiDeath, AsyncRoutinesCheckTheDeviceNumber) {
  EXPECT_EXIT(
      acc_wait_device(1, 2), ::testing::ExitedWithCode(1),
      "in 'acc_wait_device': device number 2 is out of range: there are 1 "
      "NVIDIA devices");
  EXPECT_EXIT(
      acc_async_test_all_device(-1), ::testing::ExitedWithCode(1),
      "in 'acc_async_test_all_device': device number -1 is out of range");
}

} // namespace
