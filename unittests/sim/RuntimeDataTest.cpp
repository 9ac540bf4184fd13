//===- RuntimeDataTest.cpp - acc2cuda::Construct data semantics -----------===//
//
// Structured and dynamic reference counting (OpenACC 3.3 2.6.7), enter/exit
// data, update, present lookups of pointers into mapped data, the errors,
// and the transfer accounting, on the host simulator: every test asserts
// the exact number of copies and bytes as well as the data.
//
//===----------------------------------------------------------------------===//

#include "RuntimeFixture.h"
#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <sys/mman.h>

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

using acc2cuda::Construct;
using acc2cuda::sim::launch;

namespace {

/// A[i] += 1 by the threads with y and z indices 0.
__global__ void addOne(double *A, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  bool First = threadIdx.y == 0 && threadIdx.z == 0 && blockIdx.y == 0 &&
               blockIdx.z == 0;
  if (I < N && First)
    A[I] += 1;
}

/// Out[i] = In[i] + 1 (one step of a two-array sweep).
__global__ void step(const double *In, double *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = In[I] + 1;
}

/// Runs addOne on N device elements through C (counted as a launch).
void addOneOnDevice(Construct &C, double *Dev, int N) {
  dim3 Grid((N + 127) / 128), Block(128);
  launch(addOne, Grid, Block, 0, 0, Dev, N);
  C.check_launch("addOne", Grid, Block);
}

/// The device copy of N elements at Dev, read without the runtime (not
/// counted).
std::vector<double> deviceData(const double *Dev, int N) {
  std::vector<double> Out(N);
  EXPECT_EQ(
      cudaMemcpy(Out.data(), Dev, N * sizeof(double), cudaMemcpyDeviceToHost),
      cudaSuccess);
  return Out;
}

std::vector<double> iota(int N, double From = 0) {
  std::vector<double> V(N);
  for (int I = 0; I < N; ++I)
    V[I] = From + I;
  return V;
}

/// The totals, as one comparable tuple: uploads, upload bytes, downloads,
/// download bytes, allocations, allocation bytes, frees, launches.
std::vector<unsigned long long> counts() {
  const acc2cuda::Stats &S = acc2cuda::stats();
  return {S.Uploads,     S.UploadBytes,     S.Downloads, S.DownloadBytes,
          S.Allocations, S.AllocationBytes, S.Frees,     S.Launches};
}

using Counts = std::vector<unsigned long long>;

class RuntimeData : public acc2cuda_test::CleanRuntime {};

TEST_F(RuntimeData, NestedStructuredMapsCopyOnce) {
  const int N = 100;
  std::vector<double> A = iota(N);
  {
    Construct Outer("t.c", 1, "data");
    double *D = Outer.map(A.data(), N, acc2cuda::MapCopy, "a");
    EXPECT_EQ(counts(), (Counts{1, 800, 0, 0, 1, 800, 0, 0}));
    {
      Construct Inner("t.c", 2, "parallel");
      double *DI = Inner.map(A.data(), N, acc2cuda::MapCopy, "a");
      EXPECT_EQ(DI, D);
      addOneOnDevice(Inner, DI, N);
      Inner.unmap_all();
    }
    // Still held by the data region: no copy back, no free.
    EXPECT_EQ(counts(), (Counts{1, 800, 0, 0, 1, 800, 0, 1}));
    EXPECT_EQ(A[5], 5);
    EXPECT_TRUE(Outer.is_present(A.data(), N));
    Outer.unmap_all();
  }
  EXPECT_EQ(counts(), (Counts{1, 800, 1, 800, 1, 800, 1, 1}));
  EXPECT_EQ(A, iota(N, 1));
}

TEST_F(RuntimeData, EnterComputeExitCopiesOutOnlyAtExit) {
  const int N = 64;
  std::vector<double> A = iota(N);
  Construct Enter("t.c", 10, "enter data");
  Enter.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
  EXPECT_EQ(counts(), (Counts{1, 512, 0, 0, 1, 512, 0, 0}));
  {
    Construct Par("t.c", 11, "parallel");
    double *D = Par.map(A.data(), N, acc2cuda::MapCopy, "a");
    addOneOnDevice(Par, D, N);
    Par.unmap_all();
  }
  // The dynamic reference keeps the data: no copy back at the compute end.
  EXPECT_EQ(counts(), (Counts{1, 512, 0, 0, 1, 512, 0, 1}));
  EXPECT_EQ(A, iota(N));
  Construct Exit("t.c", 12, "exit data");
  Exit.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "a");
  EXPECT_EQ(counts(), (Counts{1, 512, 1, 512, 1, 512, 1, 1}));
  EXPECT_EQ(A, iota(N, 1));
  EXPECT_FALSE(Exit.is_present(A.data(), N));
}

TEST_F(RuntimeData, StructuredInsideDynamic) {
  const int N = 10;
  std::vector<double> A = iota(N);
  Construct Enter("t.c", 20, "enter data");
  Enter.enter(A.data(), N, acc2cuda::MapCreate, "a");
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 1, 80, 0, 0}));
  {
    // copyin of present data copies nothing; copyout at the structured end
    // copies nothing while the dynamic reference is held.
    Construct Data("t.c", 21, "data");
    double *D1 = Data.map(A.data(), N, acc2cuda::MapCopyIn, "a");
    double *D2 = Data.map(A.data(), N, acc2cuda::MapCopyOut, "a");
    EXPECT_EQ(D1, D2);
    Data.unmap_all();
  }
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 1, 80, 0, 0}));
  EXPECT_TRUE(Enter.is_present(A.data(), N));
  Construct Exit("t.c", 22, "exit data");
  Exit.exit(A.data(), N, acc2cuda::ExitDelete, false, "a");
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 1, 80, 1, 0}));
  EXPECT_EQ(A, iota(N));
}

TEST_F(RuntimeData, ExitWhileStructuredHeldWaitsForStructuredEnd) {
  const int N = 16;
  std::vector<double> A = iota(N);
  {
    Construct Data("t.c", 30, "data");
    double *D = Data.map(A.data(), N, acc2cuda::MapCopy, "a");
    Construct Enter("t.c", 31, "enter data");
    Enter.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
    addOneOnDevice(Data, D, N);
    Construct Exit("t.c", 32, "exit data");
    Exit.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "a");
    // Dynamic count 0, structured 1: nothing copied, still present.
    EXPECT_EQ(counts(), (Counts{1, 128, 0, 0, 1, 128, 0, 1}));
    EXPECT_TRUE(Exit.is_present(A.data(), N));
    EXPECT_EQ(A, iota(N));
    // Dynamic count already 0: a second exit does nothing.
    Exit.exit(A.data(), N, acc2cuda::ExitCopyOut, true, "a");
    EXPECT_EQ(counts(), (Counts{1, 128, 0, 0, 1, 128, 0, 1}));
    Data.unmap_all();
  }
  // The structured end was the last reference, its clause copies out.
  EXPECT_EQ(counts(), (Counts{1, 128, 1, 128, 1, 128, 1, 1}));
  EXPECT_EQ(A, iota(N, 1));
}

TEST_F(RuntimeData, LastReferenceDecidesCopyOut) {
  const int N = 16;
  std::vector<double> A = iota(N);
  {
    // The exit's copyout is not the last reference, and the structured
    // copyin that is does not copy out.
    Construct Data("t.c", 40, "data");
    double *D = Data.map(A.data(), N, acc2cuda::MapCopyIn, "a");
    Construct Dyn("t.c", 41, "enter data");
    Dyn.enter(A.data(), N, acc2cuda::MapCreate, "a");
    addOneOnDevice(Data, D, N);
    Dyn.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "a");
  } // The destructor ends the data region.
  EXPECT_EQ(counts(), (Counts{1, 128, 0, 0, 1, 128, 1, 1}));
  EXPECT_EQ(A, iota(N));
}

TEST_F(RuntimeData, Finalize) {
  const int N = 8;
  std::vector<double> A = iota(N);
  Construct C("t.c", 50, "enter data");
  C.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
  C.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
  C.enter(A.data(), N, acc2cuda::MapCreate, "a");
  EXPECT_EQ(counts(), (Counts{1, 64, 0, 0, 1, 64, 0, 0}));
  C.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "a");
  EXPECT_TRUE(C.is_present(A.data(), N));
  EXPECT_EQ(counts(), (Counts{1, 64, 0, 0, 1, 64, 0, 0}));
  addOneOnDevice(C, C.map(A.data(), 0, acc2cuda::MapPresent, "a"), N);
  C.unmap_all();
  // Two dynamic references left; finalize drops both at once.
  C.exit(A.data(), N, acc2cuda::ExitCopyOut, true, "a");
  EXPECT_FALSE(C.is_present(A.data(), N));
  EXPECT_EQ(counts(), (Counts{1, 64, 1, 64, 1, 64, 1, 1}));
  EXPECT_EQ(A, iota(N, 1));

  // delete finalize: freed, nothing copied.
  C.enter(A.data(), N, acc2cuda::MapCreate, "a");
  C.enter(A.data(), N, acc2cuda::MapCreate, "a");
  C.exit(A.data(), N, acc2cuda::ExitDelete, true, "a");
  EXPECT_FALSE(C.is_present(A.data(), N));
  EXPECT_EQ(counts(), (Counts{1, 64, 1, 64, 2, 128, 2, 1}));
}

// OpenMP `target exit data map(delete: a)` inside `target data map(tofrom:
// a)`: the one reference count becomes zero, the data is freed without a
// copy back, a construct after it maps the host's data anew, and the
// region's end leaves that later mapping alone.
TEST_F(RuntimeData, OpenMPDeleteRemovesStructuredReferences) {
  const int N = 8;
  std::vector<double> A = iota(N);
  Construct Region("t.c", 70, "target data");
  double *D = Region.map(A.data(), N, acc2cuda::MapCopy, "a");
  addOneOnDevice(Region, D, N);
  {
    Construct Delete("t.c", 71, "target exit data");
    Delete.exit(A.data(), N, acc2cuda::ExitRemove, true, "a");
  }
  EXPECT_FALSE(Region.is_present(A.data(), N));
  EXPECT_EQ(counts(), (Counts{1, 64, 0, 0, 1, 64, 1, 1}));
  EXPECT_EQ(A, iota(N));
  Construct Enter("t.c", 72, "target enter data");
  Enter.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
  Region.unmap_all(); // not the region's mapping: no copy back, no free
  EXPECT_TRUE(Region.is_present(A.data(), N));
  EXPECT_EQ(counts(), (Counts{2, 128, 0, 0, 2, 128, 1, 1}));
  Enter.exit(A.data(), N, acc2cuda::ExitDelete, false, "a");
  EXPECT_EQ(counts(), (Counts{2, 128, 0, 0, 2, 128, 2, 1}));
}

TEST_F(RuntimeData, ExitOfDataNotPresentDoesNothing) {
  const int N = 8;
  std::vector<double> A = iota(N);
  Construct C("t.c", 60, "exit data");
  C.exit(A.data(), N, acc2cuda::ExitCopyOut, false, "a");
  C.exit(A.data(), N, acc2cuda::ExitCopyOut, true, "a");
  C.exit(A.data(), N, acc2cuda::ExitDelete, true, "a");
  C.exit(A.data() + 2, 3, acc2cuda::ExitDelete, false, "a");
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(A, iota(N));
}

TEST_F(RuntimeData, ZeroLengthEnterExitUpdateDoNothing) {
  std::vector<double> A = iota(4);
  Construct C("t.c", 65, "enter data");
  C.enter(A.data(), 0, acc2cuda::MapCopyIn, "a");
  EXPECT_FALSE(C.is_present(A.data(), 1));
  C.update_device(A.data(), 0, false, "a");
  C.update_host(A.data(), 0, false, "a");
  C.exit(A.data(), 0, acc2cuda::ExitCopyOut, true, "a");
  EXPECT_EQ(counts(), (Counts{0, 0, 0, 0, 0, 0, 0, 0}));
}

TEST_F(RuntimeData, PointerIntoMappedRange) {
  const int N = 100;
  std::vector<double> A = iota(N);
  Construct Data("t.c", 70, "data");
  double *D = Data.map(A.data(), N, acc2cuda::MapCopy, "a");
  {
    Construct Par("t.c", 71, "parallel");
    // Zero-length lookups of pointers anywhere inside the entry.
    EXPECT_EQ(Par.map(A.data() + 10, 0, acc2cuda::MapPresent, "p"), D + 10);
    EXPECT_EQ(Par.map(A.data() + 37, 0, acc2cuda::MapCopy, "p"), D + 37);
    EXPECT_EQ(Par.map(A.data() + 99, 0, acc2cuda::MapNoCreate, "p"), D + 99);
    // Pointer arithmetic on the host pointer.
    double *P = A.data() + 50;
    P += 3;
    double *DP = Par.map(P, 0, acc2cuda::MapPresent, "p");
    EXPECT_EQ(DP, D + 53);
    // A section inside the entry.
    double *DS = Par.map(P - 3, 10, acc2cuda::MapCopy, "p");
    EXPECT_EQ(DS, D + 50);
    addOneOnDevice(Par, DS, 10);
    Par.unmap_all();
  }
  // Nothing moved by the inner construct.
  EXPECT_EQ(counts(), (Counts{1, 800, 0, 0, 1, 800, 0, 1}));
  Data.unmap_all();
  EXPECT_EQ(counts(), (Counts{1, 800, 1, 800, 1, 800, 1, 1}));
  for (int I = 0; I < N; ++I)
    EXPECT_EQ(A[I], I + (I >= 50 && I < 60 ? 1 : 0)) << I;

  // Not present: zero-length sections and no_create give the host address.
  Construct Par("t.c", 72, "parallel");
  EXPECT_EQ(Par.map(A.data(), 0, acc2cuda::MapCopy, "a"), A.data());
  EXPECT_EQ(Par.map(A.data(), N, acc2cuda::MapNoCreate, "a"), A.data());
  EXPECT_EQ(counts(), (Counts{1, 800, 1, 800, 1, 800, 1, 1}));
}

TEST_F(RuntimeData, PointerSwapFindsTheRightEntry) {
  const int N = 50, Steps = 5;
  std::vector<double> A = iota(N), B(N, -1);
  Construct Data("t.c", 80, "data");
  double *DA = Data.map(A.data(), N, acc2cuda::MapCopy, "a");
  double *DB = Data.map(B.data(), N, acc2cuda::MapCopy, "b");
  double *In = A.data(), *Out = B.data();
  for (int S = 0; S < Steps; ++S) {
    Construct Par("t.c", 81, "parallel");
    double *DIn = Par.map(In, N, acc2cuda::MapPresent, "in");
    double *DOut = Par.map(Out, N, acc2cuda::MapPresent, "out");
    EXPECT_EQ(DIn, S % 2 ? DB : DA);
    EXPECT_EQ(DOut, S % 2 ? DA : DB);
    dim3 Grid(1), Block(64);
    launch(step, Grid, Block, 0, 0, DIn, DOut, N);
    Par.check_launch("step", Grid, Block);
    Par.unmap_all();
    std::swap(In, Out);
  }
  Data.unmap_all();
  EXPECT_EQ(counts(), (Counts{2, 800, 2, 800, 2, 800, 2, Steps}));
  // Five steps: the last wrote B (odd count), which holds i + 5.
  EXPECT_EQ(B, iota(N, Steps));
  EXPECT_EQ(A, iota(N, Steps - 1));
  const acc2cuda::SiteStats *Site = acc2cuda::site_stats("t.c", 81, "parallel");
  ASSERT_NE(Site, nullptr);
  EXPECT_EQ(Site->Entered, 5u);
  EXPECT_EQ(Site->Launches, 5u);
  EXPECT_EQ(Site->Uploads, 0u);
}

TEST_F(RuntimeData, PartialOverlapIsAnError) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::vector<double> A = iota(200);
  Construct Data("t.c", 90, "data");
  Data.map(A.data(), 100, acc2cuda::MapCopy, "a");
  const char *Message =
      R"(^t\.c:91: error: in 'parallel': 'a' \(host 0x[0-9a-f]+-0x[0-9a-f]+, )"
      R"(800 bytes\) partly overlaps data already present )"
      R"(\(host 0x[0-9a-f]+-0x[0-9a-f]+, 800 bytes\))";
  EXPECT_EXIT(
      {
        Construct Par("t.c", 91, "parallel");
        Par.map(A.data() + 50, 100, acc2cuda::MapCopy, "a");
      },
      ::testing::ExitedWithCode(1), Message);
  // A section holding the whole entry overlaps it too; so does enter data.
  EXPECT_EXIT(
      {
        Construct Par("t.c", 91, "parallel");
        Par.map(A.data(), 200, acc2cuda::MapCopyIn, "a");
      },
      ::testing::ExitedWithCode(1),
      R"(^t\.c:91: error: in 'parallel': 'a' \(host 0x[0-9a-f]+-0x[0-9a-f]+, )"
      R"(1600 bytes\) partly overlaps data already present )"
      R"(\(host 0x[0-9a-f]+-0x[0-9a-f]+, 800 bytes\))");
  EXPECT_EXIT(
      {
        Construct Enter("t.c", 91, "parallel");
        Enter.enter(A.data() + 99, 2, acc2cuda::MapCreate, "a");
      },
      ::testing::ExitedWithCode(1), "partly overlaps data already present");
  Data.unmap_all();
}

TEST_F(RuntimeData, PresentFailureNamesTheData) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  std::vector<double> A = iota(100);
  const char *Message =
      R"(^t\.c:95: error: in 'parallel': 'a' \(host 0x[0-9a-f]+-0x[0-9a-f]+, )"
      R"(800 bytes\) is not present on the device)";
  EXPECT_EXIT(
      {
        Construct Par("t.c", 95, "parallel");
        Par.map(A.data(), 100, acc2cuda::MapPresent, "a");
      },
      ::testing::ExitedWithCode(1), Message);
  EXPECT_EXIT(
      {
        Construct Update("t.c", 96, "update");
        Update.update_host(A.data() + 1, 2, false, "a");
      },
      ::testing::ExitedWithCode(1),
      R"(^t\.c:96: error: in 'update': 'a' \(host 0x[0-9a-f]+-0x[0-9a-f]+, )"
      R"(16 bytes\) is not present on the device)");
  EXPECT_EXIT(
      {
        Construct Update("t.c", 98, "update");
        Update.update_device(A.data() + 40, 20, false, "a");
      },
      ::testing::ExitedWithCode(1), "is not present on the device");
}

TEST_F(RuntimeData, PresentFailureGivesTheExactRange) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  // Host data at a fixed address, so the re-executed child has the same
  // one: present data [0,50) doubles, section [40,60) is not present.
  void *const Fixed = reinterpret_cast<void *>(0x6e0000000000ULL);
  const std::size_t Size = 4096;
  void *P = mmap(Fixed, Size, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
  if (P == MAP_FAILED)
    GTEST_SKIP() << "cannot map host memory at " << Fixed;
  ASSERT_EQ(P, Fixed);
  double *A = static_cast<double *>(P);
  Construct Data("t.c", 97, "data");
  Data.map(A, 50, acc2cuda::MapCopyIn, "a");
  EXPECT_EXIT(
      {
        Construct Update("t.c", 98, "update");
        Update.update_device(A + 40, 20, false, "a");
      },
      ::testing::ExitedWithCode(1),
      R"(^t\.c:98: error: in 'update': 'a' \(host 0x6e0000000140-)"
      R"(0x6e00000001e0, 160 bytes\) is not present on the device)");
  Data.unmap_all();
  munmap(P, Size);
}

TEST_F(RuntimeData, UpdateOfSubSection) {
  const int N = 100;
  std::vector<double> A = iota(N);
  Construct Enter("t.c", 100, "enter data");
  Enter.enter(A.data(), N, acc2cuda::MapCopyIn, "a");
  double *D = Enter.map(A.data(), 0, acc2cuda::MapPresent, "a");
  Enter.unmap_all();
  for (int I = 10; I < 20; ++I)
    A[I] = -I;
  A[5] = A[25] = -1000; // not updated
  Construct Update("t.c", 101, "update");
  Update.update_device(A.data() + 10, 10, false, "a");
  EXPECT_EQ(counts(), (Counts{2, 880, 0, 0, 1, 800, 0, 0}));
  std::vector<double> Dev = deviceData(D, N);
  for (int I = 0; I < N; ++I)
    EXPECT_EQ(Dev[I], I >= 10 && I < 20 ? -I : I) << I;

  addOneOnDevice(Update, D, N);
  Update.update_host(A.data() + 20, 5, false, "a");
  EXPECT_EQ(counts(), (Counts{2, 880, 1, 40, 1, 800, 0, 1}));
  for (int I = 0; I < N; ++I) {
    double Want = I >= 20 && I < 25   ? I + 1
                  : I >= 10 && I < 20 ? -I
                  : I == 5 || I == 25 ? -1000
                                      : I;
    EXPECT_EQ(A[I], Want) << I;
  }
  // Whole-entry update, and if_present of data that is not.
  std::vector<double> B(4);
  Update.update_host(A.data(), N, false, "a");
  Update.update_host(B.data(), 4, true, "b");
  Update.update_device(B.data(), 4, true, "b");
  EXPECT_EQ(counts(), (Counts{2, 880, 2, 840, 1, 800, 0, 1}));
  EXPECT_EQ(A[25], 26);
  const acc2cuda::SiteStats *Site = acc2cuda::site_stats("t.c", 101, "update");
  ASSERT_NE(Site, nullptr);
  EXPECT_EQ(Site->Uploads, 1u);
  EXPECT_EQ(Site->UploadBytes, 80u);
  EXPECT_EQ(Site->Downloads, 2u);
  EXPECT_EQ(Site->DownloadBytes, 840u);

  Construct Exit("t.c", 102, "exit data");
  Exit.exit(A.data(), N, acc2cuda::ExitDelete, false, "a");
  EXPECT_EQ(counts(), (Counts{2, 880, 2, 840, 1, 800, 1, 1}));
}

/// A structured data region left by `return` from its middle.
int leaveEarly(std::vector<double> &A, bool Early) {
  Construct Data("t.c", 110, "data");
  double *D = Data.map(A.data(), static_cast<long long>(A.size()),
                       acc2cuda::MapCopy, "a");
  addOneOnDevice(Data, D, static_cast<int>(A.size()));
  if (Early)
    return 1;
  Data.unmap_all();
  return 0;
}

TEST_F(RuntimeData, DestructorUnmaps) {
  const int N = 20;
  std::vector<double> A = iota(N);
  EXPECT_EQ(leaveEarly(A, true), 1);
  EXPECT_EQ(counts(), (Counts{1, 160, 1, 160, 1, 160, 1, 1}));
  EXPECT_EQ(A, iota(N, 1));
  // unmap_all then the destructor: unmapped once.
  EXPECT_EQ(leaveEarly(A, false), 0);
  EXPECT_EQ(counts(), (Counts{2, 320, 2, 320, 2, 320, 2, 2}));
  EXPECT_EQ(A, iota(N, 2));
}

TEST_F(RuntimeData, CreateAndCopyOutDoNotCopyIn) {
  const int N = 8;
  std::vector<double> A(N, 7);
  {
    Construct Par("t.c", 120, "parallel");
    double *D = Par.map(A.data(), N, acc2cuda::MapCopyOut, "a");
    ASSERT_EQ(cudaMemset(D, 0, N * sizeof(double)), cudaSuccess);
    addOneOnDevice(Par, D, N);
    std::vector<double> B(N, 3);
    Par.map(B.data(), N, acc2cuda::MapCreate, "b");
  }
  EXPECT_EQ(counts(), (Counts{0, 0, 1, 64, 2, 128, 2, 1}));
  EXPECT_EQ(A, std::vector<double>(N, 1));
}

TEST_F(RuntimeData, NotifyLogsLaunchesAndTransfers) {
  const int N = 4;
  std::vector<double> A = iota(N);
  acc2cuda::set_notify(true);
  ::testing::internal::CaptureStderr();
  {
    Construct Par("k.c", 7, "parallel loop");
    double *D = Par.map(A.data(), N, acc2cuda::MapCopy, "a");
    dim3 Grid(2, 3, 1), Block(32, 2, 4);
    launch(addOne, Grid, Block, 0, 0, D, N);
    Par.check_launch("k_7", Grid, Block);
    Par.update_host(A.data() + 1, 2, false, "a");
  }
  std::string Err = ::testing::internal::GetCapturedStderr();
  acc2cuda::set_notify(false);
  EXPECT_EQ(Err, "acc2cuda: upload a 32 bytes at k.c:7\n"
                 "acc2cuda: launch k_7 grid=(2,3,1) block=(32,2,4) at k.c:7\n"
                 "acc2cuda: download a 16 bytes at k.c:7\n"
                 "acc2cuda: download a 32 bytes at k.c:7\n");
  EXPECT_EQ(A, iota(N, 1));
}

TEST_F(RuntimeData, Summary) {
  const int N = 4;
  std::vector<double> A = iota(N);
  for (int I = 0; I < 3; ++I) {
    Construct Par("s.c", 9, "parallel");
    addOneOnDevice(Par, Par.map(A.data(), N, acc2cuda::MapCopy, "a"), N);
  }
  {
    Construct Enter("s.c", 3, "enter data");
    Enter.enter(A.data(), N, acc2cuda::MapCreate, "a");
    Enter.exit(A.data(), N, acc2cuda::ExitDelete, false, "a");
  }
  std::FILE *F = std::tmpfile();
  ASSERT_NE(F, nullptr);
  acc2cuda::print_summary(F);
  std::rewind(F);
  std::string Out;
  char Buf[256];
  while (std::fgets(Buf, sizeof Buf, F))
    Out += Buf;
  std::fclose(F);
  EXPECT_EQ(Out, "acc2cuda: s.c:3 enter data: entered 1 times, 0 launches, 0 "
                 "uploads (0 bytes), 0 downloads (0 bytes)\n"
                 "acc2cuda: s.c:9 parallel: entered 3 times, 3 launches, 3 "
                 "uploads (96 bytes), 3 downloads (96 bytes)\n"
                 "acc2cuda: total: 3 launches, 3 uploads (96 bytes), 3 "
                 "downloads (96 bytes), 4 allocations\n");
  EXPECT_EQ(A, iota(N, 3));
}

} // namespace
