//===- RuntimeFixture.h - Shared setup of runtime tests ---------*- C++ -*-===//
//
// Tests of acc2cuda::Construct on the host simulator start from zeroed
// counts with ACC2CUDA_NOTIFY off, and each leaves nothing on the device.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_UNITTESTS_SIM_RUNTIMEFIXTURE_H
#define ACC2CUDA_UNITTESTS_SIM_RUNTIMEFIXTURE_H

#include <acc2cuda/runtime.h>

#include <gtest/gtest.h>

#include <vector>

namespace acc2cuda_test {

class CleanRuntime : public ::testing::Test {
protected:
  void SetUp() override {
    acc2cuda::reset_stats();
    acc2cuda::set_notify(false);
  }
  void TearDown() override {
    // Every test leaves nothing on the device.
    EXPECT_EQ(acc2cuda::present_table().size(), 0u);
  }
};

/// Uploads, upload bytes, downloads, download bytes, allocations, frees.
inline std::vector<unsigned long long> transferCounts() {
  const acc2cuda::Stats &S = acc2cuda::stats();
  return {S.Uploads,       S.UploadBytes, S.Downloads,
          S.DownloadBytes, S.Allocations, S.Frees};
}

} // namespace acc2cuda_test

#endif
