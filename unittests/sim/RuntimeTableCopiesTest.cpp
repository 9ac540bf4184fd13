//===- RuntimeTableCopiesTest.cpp - Lookups whose copies the output makes -===//
//
// Construct::lookup_map, end_map, lookup_enter, lookup_exit and
// lookup_update keep the present table's reference counts while the
// generated code makes the copies with cudaMemcpy (docs/generated-cuda.md,
// present table form). Each test makes the copies the answers call for, as
// the output does, and checks the data and the exact counts: the same as
// the runtime's own copies would give.
//
//===----------------------------------------------------------------------===//

#include "RuntimeFixture.h"

using acc2cuda::Construct;

namespace {

using acc2cuda_test::transferCounts;
using Counts = std::vector<unsigned long long>;

void copyIn(Construct &C, double *Dev, const double *Host, int N) {
  const std::size_t Bytes = N * sizeof(double);
  C.check_copy_in(cudaMemcpy(Dev, Host, Bytes, cudaMemcpyHostToDevice), Host,
                  Bytes, "a");
}

void copyOut(Construct &C, double *Host, const double *Dev, int N) {
  const std::size_t Bytes = N * sizeof(double);
  C.check_copy_out(cudaMemcpy(Host, Dev, Bytes, cudaMemcpyDeviceToHost), Host,
                   Bytes, "a");
}

/// Dev[i] += 1 for N device elements, on the host through CUDA copies.
void addOne(double *Dev, int N) {
  std::vector<double> Tmp(N);
  ASSERT_EQ(
      cudaMemcpy(Tmp.data(), Dev, N * sizeof(double), cudaMemcpyDeviceToHost),
      cudaSuccess);
  for (double &X : Tmp)
    X += 1;
  ASSERT_EQ(
      cudaMemcpy(Dev, Tmp.data(), N * sizeof(double), cudaMemcpyHostToDevice),
      cudaSuccess);
}

class TableCopies : public acc2cuda_test::CleanRuntime {};

TEST_F(TableCopies, AbsentDataIsCopiedInAndOutByTheCaller) {
  std::vector<double> A = {1, 2, 3, 4};
  {
    Construct C("t.c", 1, "parallel loop");
    auto E = C.lookup_map(A.data(), 4, acc2cuda::MapCopy, "a");
    ASSERT_TRUE(E.absent);
    EXPECT_EQ(E.host, A.data());
    // Allocated, nothing copied yet.
    EXPECT_EQ(transferCounts(), (Counts{0, 0, 0, 0, 1, 0}));
    copyIn(C, E.device, A.data(), 4);
    addOne(E.device, 4);
    ASSERT_TRUE(C.end_map(E));
    copyOut(C, A.data(), E.device, 4);
    EXPECT_FALSE(C.end_map(E));             // one end per reference
    EXPECT_TRUE(C.is_present(A.data(), 4)); // freed by unmap_all()
    C.unmap_all();
    EXPECT_FALSE(C.is_present(A.data(), 4));
  }
  EXPECT_EQ(A, (std::vector<double>{2, 3, 4, 5}));
  EXPECT_EQ(transferCounts(), (Counts{1, 32, 1, 32, 1, 1}));
}

TEST_F(TableCopies, PresentDataIsNeitherCopiedInNorOut) {
  std::vector<double> A = {1, 2, 3, 4};
  Construct Enter("t.c", 1, "enter data");
  auto D = Enter.lookup_enter(A.data(), 4, acc2cuda::MapCopyIn, "a");
  ASSERT_TRUE(D.absent);
  copyIn(Enter, D.device, A.data(), 4);
  {
    Construct C("t.c", 2, "parallel loop");
    auto E = C.lookup_map(A.data() + 1, 2, acc2cuda::MapCopy, "a");
    EXPECT_FALSE(E.absent);
    EXPECT_EQ(E.device, D.device + 1); // inside the entered section
    EXPECT_FALSE(C.end_map(E));        // the dynamic reference remains
    C.unmap_all();
  }
  EXPECT_TRUE(Enter.is_present(A.data(), 4));
  // A second enter data counts a reference and copies nothing.
  EXPECT_FALSE(
      Enter.lookup_enter(A.data(), 4, acc2cuda::MapCopyIn, "a").absent);
  {
    Construct Exit("t.c", 3, "exit data");
    EXPECT_FALSE(Exit.lookup_exit(A.data(), 4, false, "a").last);
    auto X = Exit.lookup_exit(A.data(), 4, false, "a");
    ASSERT_TRUE(X.last);
    EXPECT_EQ(X.device, D.device);
    copyOut(Exit, A.data(), X.device, 4);
    // Freed when the exit data ends, after the copy.
    EXPECT_TRUE(Exit.is_present(A.data(), 4));
  }
  EXPECT_FALSE(Enter.is_present(A.data(), 4));
  EXPECT_EQ(transferCounts(), (Counts{1, 32, 1, 32, 1, 1}));
}

TEST_F(TableCopies, FinalizeDropsEveryDynamicReference) {
  std::vector<double> A = {5, 6};
  Construct Enter("t.c", 1, "enter data");
  Enter.lookup_enter(A.data(), 2, acc2cuda::MapCreate, "a");
  Enter.lookup_enter(A.data(), 2, acc2cuda::MapCreate, "a");
  Construct Exit("t.c", 2, "exit data");
  EXPECT_TRUE(Exit.lookup_exit(A.data(), 2, /*Finalize=*/true, "a").last);
  // Absent data: nothing to copy, no error.
  EXPECT_FALSE(Exit.lookup_exit(A.data(), 2, false, "a").last);
  Exit.unmap_all();
  EXPECT_EQ(transferCounts(), (Counts{0, 0, 0, 0, 1, 1}));
}

TEST_F(TableCopies, EarlyExitLeavesTheCopyOutToTheRuntime) {
  std::vector<double> A = {1, 2};
  {
    // A data region left by `return`: its Construct's destructor ends the
    // reference that end_map() did not, and copies out itself.
    Construct Region("t.c", 1, "data");
    auto E = Region.lookup_map(A.data(), 2, acc2cuda::MapCopy, "a");
    copyIn(Region, E.device, A.data(), 2);
    addOne(E.device, 2);
  }
  EXPECT_EQ(A, (std::vector<double>{2, 3}));
  EXPECT_EQ(transferCounts(), (Counts{1, 16, 1, 16, 1, 1}));
}

TEST_F(TableCopies, OneArrayUnderTwoNamesCopiesOutOnce) {
  std::vector<double> A = {1, 2, 3};
  Construct C("t.c", 1, "parallel loop");
  // copy(a[0:3]) present(alias[0:3]), alias == a: the construct's other
  // reference does not keep the copy out from happening.
  auto E = C.lookup_map(A.data(), 3, acc2cuda::MapCopy, "a");
  copyIn(C, E.device, A.data(), 3);
  EXPECT_EQ(C.map(A.data(), 3, acc2cuda::MapPresent, "alias"), E.device);
  addOne(E.device, 3);
  ASSERT_TRUE(C.end_map(E));
  copyOut(C, A.data(), E.device, 3);
  C.unmap_all();
  EXPECT_EQ(A, (std::vector<double>{2, 3, 4}));
  EXPECT_EQ(transferCounts(), (Counts{1, 24, 1, 24, 1, 1}));
}

TEST_F(TableCopies, TwoCopyingNamesCopyOutOnce) {
  std::vector<double> A = {1, 2};
  Construct C("t.c", 1, "parallel loop");
  auto E = C.lookup_map(A.data(), 2, acc2cuda::MapCopy, "a");
  auto F = C.lookup_map(A.data(), 2, acc2cuda::MapCopy, "alias");
  EXPECT_TRUE(E.absent);
  EXPECT_FALSE(F.absent);
  EXPECT_FALSE(C.end_map(F)); // a's clause still copies out
  EXPECT_TRUE(C.end_map(E));
  C.unmap_all();
  EXPECT_EQ(transferCounts(), (Counts{0, 0, 0, 0, 1, 1}));
}

TEST_F(TableCopies, UpdateLooksTheSectionUp) {
  std::vector<double> A = {1, 2, 3};
  Construct Enter("t.c", 1, "enter data");
  auto D = Enter.lookup_enter(A.data(), 3, acc2cuda::MapCreate, "a");
  Construct Update("t.c", 2, "update");
  EXPECT_EQ(Update.lookup_update(A.data() + 2, 1, false, "a"), D.device + 2);
  EXPECT_EQ(Update.lookup_update(A.data(), 0, false, "a"), nullptr);
  std::vector<double> B = {7};
  EXPECT_EQ(Update.lookup_update(B.data(), 1, /*IfPresent=*/true, "b"),
            nullptr);
  EXPECT_DEATH(Update.lookup_update(B.data(), 1, false, "b"),
               "t.c:2: error: in 'update': 'b' .* is not present");
  Enter.exit(A.data(), 3, acc2cuda::ExitDelete, false, "a");
}

} // namespace
