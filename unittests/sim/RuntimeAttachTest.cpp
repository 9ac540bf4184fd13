//===- RuntimeAttachTest.cpp - Pointer attachment -------------------------===//
//
// Attach and detach actions (OpenACC 3.3 2.6.8, 2.7.2, 2.7.13-14; OpenMP
// 5.2 pointer attachment) on the host simulator: the attachment counter,
// what the device copy of the pointer holds, transfers of structs with
// attached pointers, and the errors. Attach writes are not counted as
// transfers: every test asserts the counts too.
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

using acc2cuda::Construct;
using acc2cuda::sim::launch;

namespace {

struct Vec {
  int N;
  double *A;
};

/// V->A[i] += 1 through the struct's device copy.
__global__ void addOneVec(Vec *V) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < V->N)
    V->A[I] += 1;
}

/// What the device copy of the pointer at Slot holds (not counted).
void *deviceValue(Construct &C, double **Slot) {
  acc2cuda::PresentEntry *E = acc2cuda::present_table().find(
      reinterpret_cast<std::uintptr_t>(Slot), sizeof(void *));
  EXPECT_NE(E, nullptr);
  void *Out = nullptr;
  EXPECT_EQ(cudaMemcpy(
                &Out, E->device_address(reinterpret_cast<std::uintptr_t>(Slot)),
                sizeof Out, cudaMemcpyDeviceToHost),
            cudaSuccess);
  (void)C;
  return Out;
}

/// The device address of host address P (which must be present).
void *deviceOf(const void *P) {
  auto Addr = reinterpret_cast<std::uintptr_t>(P);
  acc2cuda::PresentEntry *E = acc2cuda::present_table().find(Addr, 0);
  EXPECT_NE(E, nullptr);
  return E ? E->device_address(Addr) : nullptr;
}

long attachCount(double **Slot) {
  acc2cuda::Attachment *A = acc2cuda::present_table().attachment(
      reinterpret_cast<std::uintptr_t>(Slot));
  return A ? A->Count : 0;
}

/// uploads, upload bytes, downloads, download bytes, allocations, frees.
std::vector<unsigned long long> counts() {
  const acc2cuda::Stats &S = acc2cuda::stats();
  return {S.Uploads,       S.UploadBytes, S.Downloads,
          S.DownloadBytes, S.Allocations, S.Frees};
}
using Counts = std::vector<unsigned long long>;

class RuntimeAttach : public ::testing::Test {
protected:
  void SetUp() override {
    acc2cuda::reset_stats();
    acc2cuda::set_notify(false);
    for (int I = 0; I < N; ++I)
      Data[I] = I;
    V = {N, Data.data()};
  }
  void TearDown() override { EXPECT_EQ(acc2cuda::present_table().size(), 0u); }
  static constexpr int N = 16;
  std::vector<double> Data = std::vector<double>(N);
  Vec V;
};

TEST_F(RuntimeAttach, AttachCountsAndWritesOnce) {
  Construct C("t.c", 1, "enter data");
  C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
  C.enter(V.A, N, acc2cuda::MapCopyIn, "v.a");
  EXPECT_EQ(deviceValue(C, &V.A), Data.data()); // copied in as it was
  C.enter_attach(&V.A, "v.a");
  EXPECT_EQ(attachCount(&V.A), 1);
  EXPECT_EQ(deviceValue(C, &V.A), deviceOf(Data.data()));
  C.enter_attach(&V.A, "v.a");
  EXPECT_EQ(attachCount(&V.A), 2);
  EXPECT_EQ(V.A, Data.data()); // the host pointer is left alone
  // Two uploads, none for the pointer writes.
  EXPECT_EQ(counts(), (Counts{2, sizeof(Vec) + 8 * N, 0, 0, 2, 0}));

  launch(addOneVec, dim3(1), dim3(32), 0, 0, static_cast<Vec *>(deviceOf(&V)));
  C.check_launch("addOneVec");

  C.detach(&V.A, false, "v.a");
  EXPECT_EQ(attachCount(&V.A), 1);
  EXPECT_EQ(deviceValue(C, &V.A), deviceOf(Data.data()));
  C.detach(&V.A, false, "v.a");
  EXPECT_EQ(attachCount(&V.A), 0);
  // Detached: the device copy holds the host value again.
  EXPECT_EQ(deviceValue(C, &V.A), Data.data());
  C.exit(V.A, N, acc2cuda::ExitCopyOut, false, "v.a");
  C.exit(&V, 1, acc2cuda::ExitDelete, false, "v");
  EXPECT_EQ(Data[3], 4);
  EXPECT_EQ(counts(), (Counts{2, sizeof(Vec) + 8 * N, 1, 8 * N, 2, 2}));
}

TEST_F(RuntimeAttach, NullPointerOrAbsentStructDoNothing) {
  Construct C("t.c", 2, "enter data");
  C.enter(Data.data(), N, acc2cuda::MapCopyIn, "d");
  C.enter_attach(&V.A, "v.a"); // v is not present
  EXPECT_EQ(attachCount(&V.A), 0);
  Vec Null{0, nullptr};
  C.enter(&Null, 1, acc2cuda::MapCopyIn, "z");
  C.enter_attach(&Null.A, "z.a");
  EXPECT_EQ(attachCount(&Null.A), 0);
  C.detach(&Null.A, false, "z.a"); // nothing to detach
  C.exit(&Null, 1, acc2cuda::ExitDelete, false, "z");
  C.exit(Data.data(), N, acc2cuda::ExitDelete, false, "d");
}

TEST_F(RuntimeAttach, AbsentPointeeIsAnError) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        Construct C("t.c", 3, "enter data");
        C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
        C.enter_attach(&V.A, "v.a");
      },
      ::testing::ExitedWithCode(1),
      "t.c:3: error: in 'enter data': cannot attach 'v.a': the data it "
      "points to \\(host 0x[0-9a-f]+\\) is not present on the device");
}

TEST_F(RuntimeAttach, FinalizeDetaches) {
  Construct C("t.c", 4, "enter data");
  C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
  C.enter(V.A, N, acc2cuda::MapCopyIn, "v.a");
  for (int I = 0; I < 3; ++I)
    C.enter_attach(&V.A, "v.a");
  EXPECT_EQ(attachCount(&V.A), 3);
  C.detach(&V.A, true, "v.a");
  EXPECT_EQ(attachCount(&V.A), 0);
  EXPECT_EQ(deviceValue(C, &V.A), Data.data());
  C.exit(V.A, N, acc2cuda::ExitDelete, true, "v.a");
  C.exit(&V, 1, acc2cuda::ExitDelete, true, "v");
}

TEST_F(RuntimeAttach, TransfersOfTheStructKeepAttachments) {
  Construct C("t.c", 5, "enter data");
  C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
  C.enter(V.A, N, acc2cuda::MapCopyIn, "v.a");
  C.enter_attach(&V.A, "v.a");
  // update device of the struct: the device pointer stays attached.
  V.N = 8;
  C.update_device(&V, 1, false, "v");
  EXPECT_EQ(deviceValue(C, &V.A), deviceOf(Data.data()));
  // update self of the struct: the host pointer stays the host's.
  V.N = 0;
  C.update_host(&V, 1, false, "v");
  EXPECT_EQ(V.N, 8);
  EXPECT_EQ(V.A, Data.data());
  // Copied out while still attached: the same.
  C.exit(&V, 1, acc2cuda::ExitCopyOut, false, "v");
  EXPECT_EQ(V.A, Data.data());
  EXPECT_EQ(attachCount(&V.A), 0); // went with the struct's device copy
  C.exit(V.A, N, acc2cuda::ExitDelete, false, "v.a");
  EXPECT_EQ(counts(),
            (Counts{3, 2 * sizeof(Vec) + 8 * N, 2, 2 * sizeof(Vec), 2, 2}));
}

TEST_F(RuntimeAttach, StructuredAttachEndsWithTheConstruct) {
  {
    Construct C("t.c", 6, "parallel");
    Vec *DV = C.map(&V, 1, acc2cuda::MapCopy, "v");
    C.map(V.A, N, acc2cuda::MapCopy, "v.a");
    C.attach(&V.A, "v.a");
    C.require_attached(&V.A, "v.a");
    launch(addOneVec, dim3(1), dim3(32), 0, 0, DV);
    C.check_launch("addOneVec");
    C.unmap_all();
  }
  EXPECT_EQ(V.A, Data.data());
  EXPECT_EQ(Data[15], 16);
  EXPECT_EQ(counts(),
            (Counts{2, sizeof(Vec) + 8 * N, 2, sizeof(Vec) + 8 * N, 2, 2}));
}

TEST_F(RuntimeAttach, UnattachedPointerIsAnErrorBeforeTheKernel) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        Construct C("t.c", 7, "parallel loop");
        C.map(&V, 1, acc2cuda::MapCopy, "v");
        C.map(V.A, N, acc2cuda::MapCopy, "v.a"); // no attach
        C.require_attached(&V.A, "v.a");
      },
      ::testing::ExitedWithCode(1),
      "t.c:7: error: in 'parallel loop': 'v.a' is not attached: its device "
      "copy holds the host address 0x[0-9a-f]+");
  EXPECT_EXIT(
      {
        Construct C("t.c", 8, "parallel loop");
        C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
        C.enter(V.A, N, acc2cuda::MapCopyIn, "v.a");
        C.enter_attach(&V.A, "v.a");
        C.exit(V.A, N, acc2cuda::ExitDelete, false, "v.a"); // still attached
        C.require_attached(&V.A, "v.a");
      },
      ::testing::ExitedWithCode(1),
      "'v.a' is attached to device data that is no longer present");
}

TEST_F(RuntimeAttach, NullPointerPassesTheCheck) {
  Vec Null{0, nullptr};
  Construct C("t.c", 9, "parallel");
  C.map(&Null, 1, acc2cuda::MapCopyIn, "z");
  C.require_attached(&Null.A, "z.a");
  C.unmap_all();
}

TEST_F(RuntimeAttach, ReattachToANewTargetWrites) {
  std::vector<double> Other(N, 7.0);
  Construct C("t.c", 10, "enter data");
  C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
  C.enter(V.A, N, acc2cuda::MapCopyIn, "v.a");
  C.enter(Other.data(), N, acc2cuda::MapCopyIn, "o");
  C.enter_attach(&V.A, "v.a");
  V.A = Other.data();
  C.enter_attach(&V.A, "v.a"); // another target: attached anew
  EXPECT_EQ(attachCount(&V.A), 1);
  EXPECT_EQ(deviceValue(C, &V.A), deviceOf(Other.data()));
  C.exit(&V, 1, acc2cuda::ExitDelete, false, "v");
  C.exit(Data.data(), N, acc2cuda::ExitDelete, false, "d");
  C.exit(Other.data(), N, acc2cuda::ExitDelete, false, "o");
}

TEST_F(RuntimeAttach, MapPointerTakesABiasedAttachment) {
  const long Bias = 4 * sizeof(double);
  Construct C("t.c", 11, "enter data");
  C.enter(&V, 1, acc2cuda::MapCopyIn, "v");
  C.enter(V.A + 4, N - 8, acc2cuda::MapCopyIn, "v.a");
  C.enter_attach(&V.A, "v.a", Bias);
  // Element 0 is not present: the attachment answers, biased as the
  // struct's device copy holds it.
  auto *Dev = static_cast<char *>(deviceOf(V.A + 4)) - Bias;
  EXPECT_EQ(C.map_pointer(&V.A, acc2cuda::MapPresent, "v.a"),
            reinterpret_cast<double *>(Dev));
  EXPECT_EQ(deviceValue(C, &V.A), Dev);
  // The host pointer moved on: its own data decides (not present).
  double *Saved = V.A;
  V.A = Saved + 1;
  EXPECT_EQ(C.map_pointer(&V.A, acc2cuda::MapNoCreate, "v.a"), Saved + 1);
  V.A = Saved;
  C.detach(&V.A, false, "v.a");
  // Detached: no attachment, and element 0 is still not present.
  EXPECT_EQ(C.map_pointer(&V.A, acc2cuda::MapNoCreate, "v.a"), Saved);
  C.unmap_all();
  C.exit(V.A + 4, N - 8, acc2cuda::ExitDelete, false, "v.a");
  C.exit(&V, 1, acc2cuda::ExitDelete, false, "v");
}

} // namespace
