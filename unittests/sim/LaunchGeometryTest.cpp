//===- LaunchGeometryTest.cpp - block and grid shapes of generated launches
//-===//
//
// The shapes acc2cuda::Construct picks for generated kernels: a warp across
// the innermost loop, grids that cover the iterations exactly (one per
// thread, so the kernel is instantiated without its stride loops), CUDA's
// grid limits, and one wave of blocks for kernels with reductions (their
// threads then stride, and covers() says so).
//
//===----------------------------------------------------------------------===//

#include <acc2cuda/runtime.h>

#include "Support/SplitGeometry.h"

#include <gtest/gtest.h>
#include <vector>

using acc2cuda::Construct;

namespace {

int multiprocessors() {
  int N = 0;
  EXPECT_EQ(cudaDeviceGetAttribute(&N, cudaDevAttrMultiProcessorCount, 0),
            cudaSuccess);
  return N;
}

void expectDims(dim3 D, unsigned X, unsigned Y, unsigned Z) {
  EXPECT_EQ(D.x, X);
  EXPECT_EQ(D.y, Y);
  EXPECT_EQ(D.z, Z);
}

TEST(LaunchGeometry, BlockShapeFollowsTheInnermostLoops) {
  Construct C("t.c", 1, "parallel loop");
  expectDims(C.block_shape(256, 8000, 8000, 2), 32, 8, 1);
  // A short innermost loop gets fewer threads across x; y takes the rest.
  expectDims(C.block_shape(256, 5, 1000, 2), 8, 32, 1);
  // Without z, threads y cannot use go back to x.
  expectDims(C.block_shape(256, 1000, 2, 2), 128, 2, 1);
  // With z, they go to z.
  expectDims(C.block_shape(256, 1000, 2, 3), 32, 2, 4);
  // Thread counts that are not whole warps stay 1-D.
  expectDims(C.block_shape(100, 1000, 1000, 2), 100, 1, 1);
}

TEST(LaunchGeometry, ExactGridsCover) {
  Construct C("t.c", 1, "parallel loop");
  const dim3 Block(32, 8, 1);
  const dim3 Grid = C.grid_shape(Block, 8000, 7999, 3);
  expectDims(Grid, 250, 1000, 3);
  EXPECT_TRUE(Construct::covers(Grid, Block, 8000, 7999, 3));
  EXPECT_FALSE(Construct::covers(Grid, Block, 8001, 7999, 3));
  EXPECT_FALSE(Construct::covers(Grid, Block, 8000, 8001, 3));
  EXPECT_FALSE(Construct::covers(Grid, Block, 8000, 7999, 4));

  const dim3 Flat = C.grid_size(1000000, dim3(256));
  expectDims(Flat, 3907, 1, 1);
  EXPECT_TRUE(Construct::covers(Flat, dim3(256), 1000000, 1, 1));
}

TEST(LaunchGeometry, ShortLoopsSpreadOverEveryMultiprocessor) {
  Construct C("t.c", 1, "parallel loop");
  ASSERT_EQ(multiprocessors(), 4); // ACC2CUDA_SIM_THREADS (CMakeLists.txt)
  // A block for each multiprocessor already: the default stays.
  expectDims(C.spread_block(256, 1024), 256, 1, 1);
  expectDims(C.spread_block(256, 769), 256, 1, 1);
  // Fewer blocks than multiprocessors: halved until there are enough...
  expectDims(C.spread_block(256, 512), 128, 1, 1);
  expectDims(C.spread_block(256, 100), 32, 1, 1);
  // ...down to one warp.
  expectDims(C.spread_block(256, 10), 32, 1, 1);
  // Blocks that are not whole warps are left as they are.
  expectDims(C.spread_block(100, 10), 100, 1, 1);
  // The grid still covers the loop, a block per multiprocessor.
  const dim3 Block = C.spread_block(256, 512);
  const dim3 Grid = C.grid_size(512, Block);
  expectDims(Grid, 4, 1, 1);
  EXPECT_TRUE(Construct::covers(Grid, Block, 512, 1, 1));
}

TEST(LaunchGeometry, SplitBlocksFillTheGpuWithSlices) {
  Construct C("t.c", 1, "parallel loop");
  ASSERT_EQ(multiprocessors(), 4); // 8192 resident threads
  // Enough iterations for half the resident threads: the plain instance.
  expectDims(C.split_block(256, 100000), 256, 1, 1);
  expectDims(C.split_block(256, 4097), 256, 1, 1);
  // Fewer: 32 iterations per block, each split over as many slices as the
  // GPU holds at once...
  expectDims(C.split_block(256, 4096), 32, 2, 1);
  expectDims(C.split_block(256, 1000), 32, 8, 1);
  // ...up to 16.
  expectDims(C.split_block(256, 100), 32, 16, 1);
  // The grid covers the iterations, one column of slices each, also when
  // the kernel reduces (one wave of blocks).
  for (long long Total : {1LL, 31LL, 100LL, 1000LL, 2047LL, 4096LL}) {
    for (bool Reduces : {false, true}) {
      const dim3 Block = C.split_block(256, Total, Reduces);
      ASSERT_GT(Block.y, 1u) << Total;
      const dim3 Grid = C.grid_size(Total, Block, 0, Reduces);
      EXPECT_TRUE(Construct::covers(Grid, Block, Total, 1, 1)) << Total;
      EXPECT_LE(1LL * Grid.x * Block.x * Block.y, 8192) << Total;
    }
  }
}

TEST(LaunchGeometry, SplitShapeMatchesTheTranslator) {
  // The translator sizes split kernels' shared partials with its copy of
  // the shape; launches with another would index past them.
  static_assert(acc2cuda::SplitColumns == acc2cuda::split_geometry::Columns);
  static_assert(acc2cuda::MaxSlices == acc2cuda::split_geometry::MaxSlices);
  Construct C("t.c", 1, "parallel loop");
  const dim3 Block = C.split_block(256, 1);
  EXPECT_EQ(Block.x, acc2cuda::split_geometry::Columns);
  EXPECT_EQ(Block.y, acc2cuda::split_geometry::MaxSlices);
}

TEST(LaunchGeometry, GridLimitsLeaveAStrideLoop) {
  Construct C("t.c", 1, "parallel loop");
  const dim3 Block(32, 1, 1);
  // y and z hold at most 65535 blocks: the kernel strides over the rest.
  const dim3 Grid = C.grid_shape(Block, 32, 70000, 1);
  expectDims(Grid, 1, 65535, 1);
  EXPECT_FALSE(Construct::covers(Grid, Block, 32, 70000, 1));
}

TEST(LaunchGeometry, ReductionsGetOneWave) {
  Construct C("t.c", 1, "parallel loop");
  const long long Wave = multiprocessors() * 8LL; // 2048 / 256 per SM
  const dim3 Flat = C.grid_size(1LL << 30, dim3(256), 0, true);
  EXPECT_EQ(Flat.x, Wave);
  EXPECT_FALSE(Construct::covers(Flat, dim3(256), 1LL << 30, 1, 1));
  // A reduction small enough for one wave is covered exactly.
  const dim3 Small = C.grid_size(1000, dim3(256), 0, true);
  EXPECT_EQ(Small.x, 4u);
  EXPECT_TRUE(Construct::covers(Small, dim3(256), 1000, 1, 1));
  // A fixed gang count is kept, and may leave iterations to stride over.
  const dim3 Gangs = C.grid_size(1000, dim3(256), 2);
  EXPECT_EQ(Gangs.x, 2u);
  EXPECT_FALSE(Construct::covers(Gangs, dim3(256), 1000, 1, 1));
}

// A gang per block: one block per iteration of the nest, CUDA's x limit
// and a fixed gang count leave a stride over blocks, reductions one wave.
TEST(LaunchGeometry, GangGridsGiveEachIterationABlock) {
  Construct C("t.c", 1, "parallel loop");
  const dim3 Block(128);
  const dim3 Grid = C.gang_grid(5000, Block);
  EXPECT_EQ(Grid.x, 5000u);
  EXPECT_TRUE(Construct::covers(Grid, dim3(1), 5000, 1, 1));
  const dim3 Huge = C.gang_grid(1LL << 40, Block);
  EXPECT_EQ(Huge.x, 2147483647u);
  EXPECT_FALSE(Construct::covers(Huge, dim3(1), 1LL << 40, 1, 1));
  const dim3 Gangs = C.gang_grid(5000, Block, 7);
  EXPECT_EQ(Gangs.x, 7u);
  const long long Wave = multiprocessors() * 16LL; // 2048 / 128 per SM
  const dim3 Reduces = C.gang_grid(1LL << 20, Block, 0, true);
  EXPECT_EQ(Reduces.x, Wave);
}

// Blocks of worker rows: a row of lanes (a power of two up to 32) stays in
// one warp, the workers fill up to 1024 threads.
TEST(LaunchGeometry, WorkerBlocksKeepEachRowInAWarp) {
  Construct C("t.c", 1, "parallel loop");
  expectDims(C.worker_block(32, 4), 32, 4, 1);
  expectDims(C.worker_block(128, 8), 32, 8, 1);
  expectDims(C.worker_block(24, 3), 16, 3, 1);
  expectDims(C.worker_block(1, 5), 1, 5, 1);
  expectDims(C.worker_block(32, 100), 32, 32, 1);
  expectDims(C.worker_block(4, 1000), 4, 256, 1);
}

// Per-block copies of atomically updated arrays: their bytes, each rounded
// up to 16, times the sets of copies a block keeps (one per warp while they
// fit in 16 KiB together), when one set fits and a wave of blocks has more
// iterations to run than elements to combine, and no other data of the
// construct shares their present data; else 0.
TEST(LaunchGeometry, BlockCopiesWhenTheyFitAndPay) {
  Construct C("t.c", 1, "parallel loop");
  std::vector<char> Bins(64 * 1024), Keys(1024);
  C.map(Bins.data(), Bins.size(), acc2cuda::MapCreate, "bins");
  C.map(Keys.data(), Keys.size(), acc2cuda::MapCreate, "keys");
  const void *H = Bins.data();
  const dim3 Block(256);
  const long long Wave = multiprocessors() * 8LL;
  const long long Many = Wave * 256 * 64;
  // Eight warps: eight sets of 2 KiB or 32 bytes; fewer as the sets grow.
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{256 * 8, 8, H}}, {}),
            8 * 256 * 8);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{12, 4, H}, {8, 8, H}}, {}),
            8 * 32);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{3000, 4, H}}, {}), 5 * 3008);
  EXPECT_EQ(C.block_copy_bytes(Many, dim3(32, 2), {{1024, 4, H}}, {}),
            2 * 1024);
  EXPECT_EQ(C.block_copy_bytes(Many, dim3(48), {{1024, 4, H}}, {}), 2 * 1024);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{8192, 4, H}}, {}), 2 * 8192);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{16 * 1024, 4, H}}, {}),
            16 * 1024);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{16 * 1024 + 4, 4, H}}, {}), 0);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{8192, 4, H}, {8192, 8, H}}, {}),
            16384);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{8192, 4, H}, {8200, 8, H}}, {}),
            0);
  // A wave's blocks with as many iterations as elements: no gain.
  EXPECT_EQ(C.block_copy_bytes(Wave * 256, Block, {{256 * 4, 4, H}}, {}), 0);
  EXPECT_EQ(C.block_copy_bytes(Wave * 256 + 1, Block, {{256 * 4, 4, H}}, {}),
            8 * 1024);
  // Fewer iterations than a wave: the blocks they need count.
  EXPECT_EQ(C.block_copy_bytes(256 * 3, Block, {{256 * 4, 4, H}}, {}), 0);
  EXPECT_EQ(C.block_copy_bytes(256 * 3, Block, {{255 * 4, 4, H}}, {}),
            8 * 1024);
  EXPECT_EQ(C.block_copy_bytes(0, Block, {{64 * 4, 4, H}}, {}), 0);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{0, 4, H}}, {}), 0);
  // Other mapped data of the construct: a separate array does not matter,
  // the same array under another name does (the kernel would miss the
  // copy), and so does an array that is not present.
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{1024, 4, H}}, {Keys.data()}),
            8 * 1024);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{1024, 4, H}},
                               {Keys.data(), Bins.data() + 4096}),
            0);
  std::vector<int> Unmapped(256);
  EXPECT_EQ(C.block_copy_bytes(Many, Block, {{1024, 4, Unmapped.data()}}, {}),
            0);
  C.unmap_all();
}

// 32-bit counts in block copies: a block of the one-wave grid runs
// ceil(Iterations / (blocks x threads)) iterations per thread; without
// that grid (num_gangs, 2-D grids) one block may run every iteration.
TEST(LaunchGeometry, CountsFit32BitsPerBlock) {
  Construct C("t.c", 1, "parallel loop");
  const dim3 Block(256);
  const long long Lanes = multiprocessors() * 8LL * 256; // a wave's threads
  const long long Max = 0xffffffffLL;
  // Each thread of the wave runs PerThread iterations, so a block runs
  // 256 x PerThread of them.
  const long long PerThread = Max / 256;
  EXPECT_TRUE(C.counts_fit_32_bits(Lanes * PerThread, Block, 1, true));
  EXPECT_FALSE(C.counts_fit_32_bits(Lanes * PerThread + 1, Block, 1, true));
  EXPECT_TRUE(C.counts_fit_32_bits(Lanes * (PerThread / 3), Block, 3, true));
  EXPECT_FALSE(
      C.counts_fit_32_bits(Lanes * (PerThread / 3) + 1, Block, 3, true));
  // Fewer iterations than the wave's threads: one per thread.
  EXPECT_TRUE(C.counts_fit_32_bits(1000, Block, Max / 256, true));
  EXPECT_FALSE(C.counts_fit_32_bits(1000, Block, Max / 256 + 1, true));
  // Any block may run them all.
  EXPECT_TRUE(C.counts_fit_32_bits(Max, Block, 1, false));
  EXPECT_FALSE(C.counts_fit_32_bits(Max + 1, Block, 1, false));
  EXPECT_FALSE(C.counts_fit_32_bits(Lanes, Block, Max, false));
  // Huge loops do not overflow the arithmetic.
  EXPECT_FALSE(C.counts_fit_32_bits(0x7fffffffffffffffLL, Block, 1, true));
  EXPECT_TRUE(C.counts_fit_32_bits(0, Block, Max, true));
}

} // namespace
