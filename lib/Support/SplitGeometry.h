//===- SplitGeometry.h - Block shape of split-loop kernels ------*- C++ -*-===//
//
// A split kernel instance (KernelPlan::Split) runs in blocks of SplitColumns
// iterations by up to MaxSlices slices, and keeps a partial per thread in
// static shared memory. The translator decides from these numbers which
// loops fit; the runtime (launch_geometry.h) launches with them. The two
// are separate builds, so the runtime repeats them and a unit test
// (LaunchGeometry.SplitShapeMatchesTheTranslator) keeps them equal.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SUPPORT_SPLITGEOMETRY_H
#define ACC2CUDA_SUPPORT_SPLITGEOMETRY_H

namespace acc2cuda::split_geometry {

/// Iterations per block (threadIdx.x).
constexpr unsigned Columns = 32;
/// The most slices (threadIdx.y) one iteration is split over.
constexpr unsigned MaxSlices = 16;
/// Shared memory a split kernel's partials may take, all variables together:
/// small enough to leave room for the kernel's own and for two blocks per
/// multiprocessor on any GPU acc2cuda targets.
constexpr unsigned PartialBytes = 24 * 1024;

} // namespace acc2cuda::split_geometry

#endif
