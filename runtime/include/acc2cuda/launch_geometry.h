//===- acc2cuda/launch_geometry.h - Grids and blocks of kernels -*- C++ -*-===//
//
// The launch shapes a construct picks for its kernels (the grid and block
// of each launch), apart from the data work of acc2cuda::Construct, which
// derives from LaunchGeometry<Construct> and reports failures for it.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_LAUNCH_GEOMETRY_H
#define ACC2CUDA_LAUNCH_GEOMETRY_H

#include "cuda_api.h"
#include <algorithm>

namespace acc2cuda {

/// The blocks of a kernel's split instance (split_loop.h): iterations of
/// the grid loop per block (threadIdx.x), and the most slices each
/// iteration's inner loop is split into (threadIdx.y). The translator has
/// its copy (lib/Support/SplitGeometry.h); a unit test keeps them equal.
constexpr unsigned SplitColumns = 32, MaxSlices = 16;

/// Derived provides fail(Fmt, ...) and check(cudaError_t, What), which
/// name the directive.
template <class Derived> class LaunchGeometry {
public:
  /// The block of Threads threads the directives ask for (num_workers
  /// times vector_length), at most CUDA's 1024: OpenACC lets the
  /// implementation use fewer workers or vector lanes than requested
  /// (2.5.11, 2.5.12), and the kernels stride over whatever block they get.
  dim3 block_size(long long Threads) const {
    if (Threads < 1)
      self().fail(
          "%lld threads per block requested; num_workers, vector_length "
          "and thread_limit must be positive",
          Threads);
    return dim3(static_cast<unsigned>(Threads > 1024 ? 1024 : Threads));
  }

  /// The default block of Threads threads (no directive sizes it) for a
  /// 1-D grid over Total iterations: halved, down to one warp, while its
  /// blocks would not reach every multiprocessor. A loop too short to fill
  /// the GPU with full blocks, whose iterations each do much work (a
  /// sequential inner loop), then runs on every multiprocessor instead of
  /// a few.
  dim3 spread_block(long long Threads, long long Total) const {
    dim3 Block = block_size(Threads);
    if (Block.x % 32 != 0)
      return Block;
    const long long Multiprocessors = multiprocessors();
    while (Block.x > 32 && blocksFor(Total, Block.x) < Multiprocessors)
      Block.x /= 2;
    return Block;
  }

  /// The block of a kernel with a split instance (split_loop.h) over Total
  /// iterations: while Total threads would fill less than half of the
  /// GPU's resident threads, SplitColumns iterations by S slices, S the
  /// largest power of two up to MaxSlices whose threads the GPU holds at
  /// once (so the grid of grid_size covers the iterations, one column of
  /// slices each, also for a kernel that Reduces); else spread_block's
  /// block, whose y is 1 (the plain instance).
  dim3 split_block(long long Threads, long long Total,
                   bool Reduces = false) const {
    const long long Resident = 2048LL * multiprocessors();
    const long long Columns = blocksFor(Total, SplitColumns);
    unsigned Slices = 1;
    while (Slices < MaxSlices && 2 * Total <= Resident &&
           Columns * SplitColumns * (2 * Slices) <= Resident)
      Slices *= 2;
    if (Slices == 1)
      return spread_block(Threads, Total);
    const dim3 Block(SplitColumns, Slices);
    // Guaranteed by the sizes above; checked since the split instance
    // runs one iteration per column and would skip the rest.
    const dim3 Grid = grid_size(Total, Block, 0, Reduces);
    if (!covers(Grid, Block, Total, 1, 1))
      return spread_block(Threads, Total);
    return Block;
  }

  /// A gang's block for worker loops holding vector loops: a row of vector
  /// lanes per worker. A row stays within a warp (lanes: a power of two up
  /// to 32), so that its lanes synchronise and reduce with warp operations;
  /// OpenACC lets the implementation use another vector length or worker
  /// count than the one requested (2.5.11, 2.5.12).
  dim3 worker_block(long long Lanes, long long Workers) const {
    if (Lanes < 1 || Workers < 1)
      self().fail("%lld vector lanes and %lld workers requested; both must be "
                  "positive",
                  Lanes, Workers);
    unsigned X = 1;
    while (X < 32 && 2 * X <= Lanes)
      X *= 2;
    const long long MaxRows = 1024 / X;
    return dim3(X,
                static_cast<unsigned>(Workers < MaxRows ? Workers : MaxRows));
  }

  // Launch geometry. A loop nest of one loop (or one whose gang count the
  // directive fixes) is flattened onto x. Deeper nests map the innermost
  // loop onto x, the next onto y and the rest onto z, so that consecutive
  // threads take consecutive iterations of the innermost loop (coalesced
  // accesses) and no thread divides to recover its indices. Grids cover
  // the iterations exactly, one per thread, as far as CUDA's grid limits
  // allow (the kernels stride over the rest); a kernel with reductions gets
  // at most one wave of resident blocks, so that its threads accumulate
  // many iterations each and there are few block partials to combine.

  /// Blocks for Total iterations of a flattened nest: exactly NumBlocks when
  /// the directive asks for a count.
  dim3 grid_size(long long Total, dim3 Block, long long NumBlocks = 0,
                 bool Reduces = false) const {
    if (NumBlocks > 0)
      return dim3(
          static_cast<unsigned>(NumBlocks > MaxGridX ? MaxGridX : NumBlocks));
    long long Blocks = clampBlocks(blocksFor(Total, Block.x), MaxGridX);
    if (Reduces)
      Blocks = std::min(Blocks, oneWave(Block));
    return dim3(static_cast<unsigned>(Blocks));
  }

  /// Whether the block copies of a launch may count in 32 bits
  /// (block_copy_size.h; Construct::narrow_counts decides and logs it): no
  /// block adds 2^32 or more to one copy when each
  /// of Iterations iterations adds at most PerIteration. Spread: the
  /// kernel strides a 1-D grid of grid_size(Iterations, Block, 0, true)
  /// blocks over the iterations, so a block runs at most
  /// ceil(Iterations / (blocks x threads)) iterations per thread; otherwise
  /// one block may run them all.
  bool counts_fit_32_bits(long long Iterations, dim3 Block,
                          unsigned long long PerIteration, bool Spread) const {
    if (Iterations <= 0 || PerIteration == 0)
      return true;
    unsigned long long PerBlock = static_cast<unsigned long long>(Iterations);
    if (Spread) {
      const long long Threads = 1LL * Block.x * Block.y * Block.z;
      const long long Blocks =
          grid_size(Iterations, Block, 0, /*Reduces=*/true).x;
      const long long Lanes = Blocks * Threads;
      const long long PerThread =
          Iterations / Lanes + (Iterations % Lanes != 0 ? 1 : 0);
      PerBlock = static_cast<unsigned long long>(PerThread * Threads);
    }
    return PerBlock <= 0xffffffffULL / PerIteration;
  }

  /// Blocks for Gangs iterations of a nest that gives each iteration a whole
  /// block (loops inside spread over its threads): one block per iteration as
  /// far as the grid allows, exactly NumBlocks when the directive asks.
  dim3 gang_grid(long long Gangs, dim3 Block, long long NumBlocks = 0,
                 bool Reduces = false) const {
    if (NumBlocks > 0)
      return dim3(
          static_cast<unsigned>(NumBlocks > MaxGridX ? MaxGridX : NumBlocks));
    long long Blocks = clampBlocks(Gangs, MaxGridX);
    if (Reduces)
      Blocks = std::min(Blocks, oneWave(Block));
    return dim3(static_cast<unsigned>(Blocks));
  }

  /// A block of Threads threads for a nest whose two innermost loops run
  /// Nx and Ny iterations (Dims: 2, or 3 when more loops remain for z): one
  /// warp across x (fewer threads when the innermost loop is shorter), the
  /// rest across y, and what y's loop cannot use across z (or back across
  /// x when there is no z).
  dim3 block_shape(long long Threads, long long Nx, long long Ny,
                   int Dims) const {
    dim3 Block = block_size(Threads);
    if (Threads % 32 != 0)
      return Block;
    unsigned X = 32;
    while (X > 1 && X / 2 >= Nx)
      X /= 2;
    unsigned Rest = static_cast<unsigned>(Threads) / X, Y = Rest;
    while (Y > 1 && Y / 2 >= Ny) {
      Y /= 2;
      if (Dims == 2) // no z: the threads y cannot use go back to x
        X *= 2;
    }
    return dim3(X, Y, static_cast<unsigned>(Threads) / (X * Y));
  }

  /// Blocks for an Nx x Ny x Nz iteration space in blocks of shape Block.
  dim3 grid_shape(dim3 Block, long long Nx, long long Ny, long long Nz,
                  bool Reduces = false) const {
    long long X = clampBlocks(blocksFor(Nx, Block.x), MaxGridX);
    long long Y = clampBlocks(blocksFor(Ny, Block.y), MaxGridYZ);
    long long Z = clampBlocks(blocksFor(Nz, Block.z), MaxGridYZ);
    if (Reduces) {
      const long long Cap = oneWave(Block);
      Z = std::max(1LL, std::min(Z, Cap / (X * Y)));
      Y = std::max(1LL, std::min(Y, Cap / (X * Z)));
      X = std::max(1LL, std::min(X, Cap / (Y * Z)));
    }
    return dim3(static_cast<unsigned>(X), static_cast<unsigned>(Y),
                static_cast<unsigned>(Z));
  }

  /// Whether Grid blocks of shape Block give every iteration of an
  /// Nx x Ny x Nz space its own thread (the kernel then runs one iteration
  /// per thread, no stride loop).
  static bool covers(dim3 Grid, dim3 Block, long long Nx, long long Ny,
                     long long Nz) {
    return 1LL * Grid.x * Block.x >= Nx && 1LL * Grid.y * Block.y >= Ny &&
           1LL * Grid.z * Block.z >= Nz;
  }

protected:
  static constexpr long long MaxGridX = 2147483647, MaxGridYZ = 65535;
  static long long blocksFor(long long Iterations, unsigned Threads) {
    return Iterations > 0 ? (Iterations + Threads - 1) / Threads : 1;
  }
  static long long clampBlocks(long long Blocks, long long Max) {
    return Blocks < 1 ? 1 : Blocks > Max ? Max : Blocks;
  }
  /// As many blocks of that shape as the GPU holds resident at once (by
  /// thread count: 2048 threads per multiprocessor).
  long long oneWave(dim3 Block) const {
    long long Threads = 1LL * Block.x * Block.y * Block.z;
    return static_cast<long long>(multiprocessors()) *
           std::max(1LL, 2048 / Threads);
  }

  int multiprocessors() const {
    static int Count = [this] {
      int Dev = 0, N = 0;
      self().check(cudaGetDevice(&Dev), "cudaGetDevice");
      self().check(
          cudaDeviceGetAttribute(&N, cudaDevAttrMultiProcessorCount, Dev),
          "cudaDeviceGetAttribute");
      return N > 0 ? N : 1;
    }();
    return Count;
  }

private:
  const Derived &self() const { return static_cast<const Derived &>(*this); }
};

} // namespace acc2cuda

#endif
