//===- acc2cuda/array_value.h - Arrays passed to kernels by value -*- C++ -*-===//
//
// A kernel parameter cannot be an array, but it can be a struct holding
// one. `firstprivate` of an array of known size (OpenACC, OpenMP) passes
// the array so: each thread starts from its own copy of the host's values
// (kernel parameters are the thread's own variables) and the kernel body
// names it through a reference to the member, as the source does.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ARRAY_VALUE_H
#define ACC2CUDA_ARRAY_VALUE_H

#include <cstring>
#include <type_traits>

namespace acc2cuda {

template <class A> struct array_value {
  static_assert(std::is_array_v<A>, "array_value holds a C array");
  A Data;
};

/// The value of array \p From, as a kernel argument.
template <class T, std::size_t N>
array_value<T[N]> array_value_of(const T (&From)[N]) {
  array_value<T[N]> V;
  std::memcpy(&V.Data, &From, sizeof(From));
  return V;
}

/// The array of N elements a mapped array's kernel parameter \p P points
/// to the first of: the kernel body names it through a reference, so that
/// what needs the array's type (sizeof, range-for, std::size, binding to a
/// `T (&)[N]` parameter) sees the array, not the pointer.
template <std::size_t N, class T>
__host__ __device__ inline T (&whole_array(T *P))[N] {
  return *reinterpret_cast<T (*)[N]>(P);
}

/// A section of a pointer private to each gang (OpenACC `private(p[lo:n])`,
/// `firstprivate(p[lo:n])` on a compute construct): one copy of Length
/// elements per block, one after another from Base (Construct::
/// gang_copies). here() is what the kernel body's pointer holds in the
/// calling block: the address element Lower of the section would have.
template <class T> struct gang_span {
  T *Base;
  long long Length, Lower;
  __device__ T *here() const {
    const long long Block =
        blockIdx.x +
        static_cast<long long>(gridDim.x) *
            (blockIdx.y + static_cast<long long>(gridDim.y) * blockIdx.z);
    return Base + Block * Length - Lower;
  }
};

} // namespace acc2cuda

#endif
