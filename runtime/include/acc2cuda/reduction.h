//===- acc2cuda/reduction.h - Reductions in two stages ----------*- C++ -*-===//
//
// Stage one (device): every thread accumulates privately; the block combines
// its threads with warp shuffles and one shared-memory step and writes one
// partial per block. Stage two (host): the partials are combined in block
// order and with the variable's value before the construct. For a fixed
// launch shape the result does not depend on scheduling.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_REDUCTION_H
#define ACC2CUDA_REDUCTION_H

#include "acc2cuda/construct.h"
#include <cmath>
#include <type_traits>
#include <vector>

namespace acc2cuda {

template <class T> __host__ __device__ constexpr T highest() {
  if constexpr (std::is_floating_point<T>::value)
    return static_cast<T>(INFINITY);
  else if constexpr (std::is_signed<T>::value)
    return static_cast<T>((1ull << (sizeof(T) * 8 - 1)) - 1);
  else
    return static_cast<T>(~0ull);
}
template <class T> __host__ __device__ constexpr T lowest() {
  if constexpr (std::is_floating_point<T>::value)
    return static_cast<T>(-INFINITY);
  else if constexpr (std::is_signed<T>::value)
    return static_cast<T>(-highest<T>() - 1);
  else
    return static_cast<T>(0);
}

#define ACC2CUDA_REDUCE_OP(NAME, IDENTITY, EXPR)                               \
  struct NAME {                                                                \
    template <class T> __host__ __device__ static T identity() {               \
      return IDENTITY;                                                         \
    }                                                                          \
    template <class T> __host__ __device__ static T combine(T a, T b) {        \
      return EXPR;                                                             \
    }                                                                          \
  };
ACC2CUDA_REDUCE_OP(ReduceAdd, T(0), a + b)
ACC2CUDA_REDUCE_OP(ReduceMul, T(1), a * b)
ACC2CUDA_REDUCE_OP(ReduceMax, lowest<T>(), b > a ? b : a)
ACC2CUDA_REDUCE_OP(ReduceMin, highest<T>(), b < a ? b : a)
ACC2CUDA_REDUCE_OP(ReduceBitAnd, T(~T(0)), a & b)
ACC2CUDA_REDUCE_OP(ReduceBitOr, T(0), a | b)
ACC2CUDA_REDUCE_OP(ReduceBitXor, T(0), a ^ b)
ACC2CUDA_REDUCE_OP(ReduceLogAnd, T(1), T(a && b))
ACC2CUDA_REDUCE_OP(ReduceLogOr, T(0), T(a || b))
#undef ACC2CUDA_REDUCE_OP

/// Shuffle for any arithmetic type: small integers travel as int.
template <class T> __device__ T shuffle_down(T V, unsigned Delta) {
  if constexpr (std::is_integral<T>::value && sizeof(T) < sizeof(int))
    return static_cast<T>(__shfl_down_sync(0xffffffffu, static_cast<int>(V), Delta));
  else
    return __shfl_down_sync(0xffffffffu, V, Delta);
}

/// Combines one value per thread of the block into Partials[blockIdx.x].
template <class Op, class T> __device__ void reduce_block(T V, T *Partials) {
  const unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  const unsigned Tid =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  if (Threads % 32 != 0) {
    // Partial warps cannot shuffle with a full mask: combine in shared memory.
    __shared__ T Values[1024];
    Values[Tid] = V;
    __syncthreads();
    if (Tid == 0) {
      T Acc = Values[0];
      for (unsigned I = 1; I < Threads; ++I)
        Acc = Op::combine(Acc, Values[I]);
      Partials[blockIdx.x] = Acc;
    }
    return;
  }
  __shared__ T WarpValues[32];
  for (unsigned Delta = 16; Delta > 0; Delta /= 2)
    V = Op::combine(V, shuffle_down(V, Delta));
  if (Tid % 32 == 0)
    WarpValues[Tid / 32] = V;
  __syncthreads();
  if (Tid < 32) {
    V = Tid < Threads / 32 ? WarpValues[Tid] : Op::template identity<T>();
    for (unsigned Delta = 16; Delta > 0; Delta /= 2)
      V = Op::combine(V, shuffle_down(V, Delta));
    if (Tid == 0)
      Partials[blockIdx.x] = V;
  }
}

/// Host side: the per-block partials of one reduction variable.
template <class T, class Op> class Reduction {
public:
  Reduction(const Construct &C, dim3 Grid) : C(C), Count(Grid.x) {
    C.check(cudaMalloc(reinterpret_cast<void **>(&Dev), Count * sizeof(T)),
            "cudaMalloc (reduction)");
  }
  Reduction(const Reduction &) = delete;
  Reduction &operator=(const Reduction &) = delete;
  ~Reduction() { cudaFree(Dev); }

  T *partials() const { return Dev; }

  /// The reduction over all blocks, combined with the original value.
  T combine(T Original) const {
    std::vector<T> Host(Count);
    C.check(cudaMemcpy(Host.data(), Dev, Count * sizeof(T),
                       cudaMemcpyDeviceToHost),
            "cudaMemcpy (reduction result)");
    T Acc = Original;
    for (const T &V : Host)
      Acc = Op::combine(Acc, V);
    return Acc;
  }

private:
  const Construct &C;
  unsigned Count;
  T *Dev = nullptr;
};

} // namespace acc2cuda

#endif
