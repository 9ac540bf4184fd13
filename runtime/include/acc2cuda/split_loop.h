//===- acc2cuda/split_loop.h - Reductions split over slices -*- C++ -*-===//
//
// A grid loop whose iterations each run a sequential loop that only
// accumulates into variables of the iteration (a dot product per row) leaves
// most of the GPU idle when it has few iterations. Its kernel's split
// instance runs in blocks of SplitColumns x S threads (S a power of two up
// to MaxSlices, LaunchGeometry::split_block): the SplitColumns consecutive
// iterations of a block lie along threadIdx.x, as in the plain instance, and
// the S threads of a column share the inner loop's iterations in turn
// (slice y takes y, y + S, ...). Each slice accumulates from the operator's
// identity (slice 0 from the variable's value before the loop), stores its
// partial in shared memory, and the slice that finishes last combines the
// partials in slice order and runs the rest of the iteration. No barrier is
// involved: the slices of a column need not wait for other columns, and the
// columns past the loop's end do not take part. For a fixed S the result
// does not depend on scheduling (the analysis is in
// lib/Analysis/SplitLoops.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SPLIT_LOOP_H
#define ACC2CUDA_SPLIT_LOOP_H

#include "launch_geometry.h"
#include "reduction.h"

namespace acc2cuda {

/// How many slices of each column have finished: one counter per column.
__device__ inline unsigned *split_arrivals() {
  __shared__ unsigned Arrivals[SplitColumns];
  return Arrivals;
}

/// Clears the block's arrival counters. Every thread of the block calls it
/// at the kernel's start, before any slice finishes.
__device__ inline void begin_split() {
  if (threadIdx.y == 0 && threadIdx.x < SplitColumns)
    split_arrivals()[threadIdx.x] = 0;
  __syncthreads();
}

/// Called by each slice once its partials are stored: whether the calling
/// slice is the last of its column to finish, which then sees every
/// slice's partials.
__device__ inline bool last_slice() {
  // Publish the partials before counting: the last slice reads them.
  __threadfence_block();
  const bool Last =
      atomicAdd(&split_arrivals()[threadIdx.x], 1u) == blockDim.y - 1;
  if (Last)
    __threadfence_block();
  return Last;
}

/// The partials of the calling thread's column combined in slice order.
template <class Op, class T>
__device__ T combine_slices(const T (*Parts)[SplitColumns]) {
  T V = Parts[0][threadIdx.x];
  for (unsigned Y = 1; Y < blockDim.y; ++Y)
    V = Op::combine(V, Parts[Y][threadIdx.x]);
  return V;
}

} // namespace acc2cuda

#endif
