//===- acc2cuda/vector_view.h - std::vector in kernels ----------*- C++ -*-===//
//
// A std::vector named in a data clause maps its elements (v.data(), v.size()
// of them), not the vector object, whose members are host pointers. The
// kernel gets a vector_view of the device copy under the vector's own name:
// the element access, size and iteration the body may use on a vector
// (`v[i]`, `v.data()`, `v.size()`, range-for, ...) read the device buffer.
// The translator rejects any other use of the vector in a kernel.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_VECTOR_VIEW_H
#define ACC2CUDA_VECTOR_VIEW_H

#include <cstddef>

namespace acc2cuda {

template <class T> class vector_view {
public:
  using value_type = T;
  using size_type = std::size_t;
  using reference = T &;
  using iterator = T *;
  using const_iterator = const T *;

  __host__ __device__ vector_view(T *Data, std::size_t Size)
      : Data(Data), Size(Size) {}

  __host__ __device__ T &operator[](std::size_t I) const { return Data[I]; }
  __host__ __device__ T *data() const { return Data; }
  __host__ __device__ std::size_t size() const { return Size; }
  __host__ __device__ bool empty() const { return Size == 0; }
  __host__ __device__ T &front() const { return Data[0]; }
  __host__ __device__ T &back() const { return Data[Size - 1]; }
  __host__ __device__ T *begin() const { return Data; }
  __host__ __device__ T *end() const { return Data + Size; }
  __host__ __device__ const T *cbegin() const { return Data; }
  __host__ __device__ const T *cend() const { return Data + Size; }

private:
  T *Data;
  std::size_t Size;
};

} // namespace acc2cuda

#endif
