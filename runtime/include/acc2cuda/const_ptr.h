//===- acc2cuda/const_ptr.h - Arrays a kernel only reads --------*- C++ -*-===//
//
// The parameter type of an array a kernel only reads, in a kernel that also
// writes mapped arrays: `const T *`, and `const T *__restrict__` in the
// instance the host launches when the present data behind the array is
// apart from that behind everything the kernel writes
// (Construct::reads_apart). With restrict, nvcc may load the array through
// the read-only data cache (ld.global.nc). The qualifier is on the pointer
// itself, so both instances have one function type.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONST_PTR_H
#define ACC2CUDA_CONST_PTR_H

#include <type_traits>

namespace acc2cuda {

template <bool Restrict, class T>
using const_ptr =
    std::conditional_t<Restrict, const T *__restrict__, const T *>;

} // namespace acc2cuda

#endif
