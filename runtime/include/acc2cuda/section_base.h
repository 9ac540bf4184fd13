//===- acc2cuda/section_base.h - Arrays mapped from a section -*- C++ -*-===//

#ifndef ACC2CUDA_SECTION_BASE_H
#define ACC2CUDA_SECTION_BASE_H

#include "cuda_api.h"

namespace acc2cuda {

/// The device address of element 0 of an array whose device copy holds a
/// section starting at element Lower, at Dev: kernels index it as the host
/// code does. It may lie before the allocation, which is fine on a GPU as
/// only the section's elements are accessed; the host simulator is told,
/// so that its check of kernel arguments accepts it.
template <class T> T *section_base(T *Dev, long long Lower) {
  T *Base = Dev - Lower;
#if !defined(__CUDACC__)
  sim::detail::noteDerivedBase(Base, Dev);
#endif
  return Base;
}

} // namespace acc2cuda

#endif
