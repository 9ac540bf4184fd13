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
ACC2CUDA_REDUCE_OP(ReduceMul, T(1), a *b)
ACC2CUDA_REDUCE_OP(ReduceMax, lowest<T>(), b > a ? b : a)
ACC2CUDA_REDUCE_OP(ReduceMin, highest<T>(), b < a ? b : a)
ACC2CUDA_REDUCE_OP(ReduceBitAnd, T(~T(0)), a &b)
ACC2CUDA_REDUCE_OP(ReduceBitOr, T(0), a | b)
ACC2CUDA_REDUCE_OP(ReduceBitXor, T(0), a ^ b)
ACC2CUDA_REDUCE_OP(ReduceLogAnd, T(1), T(a &&b))
ACC2CUDA_REDUCE_OP(ReduceLogOr, T(0), T(a || b))
#undef ACC2CUDA_REDUCE_OP

/// Shuffle for any arithmetic type: small integers travel as int.
template <class T>
__device__ T shuffle_down(unsigned Mask, T V, unsigned Delta) {
  if constexpr (std::is_integral<T>::value && sizeof(T) < sizeof(int))
    return static_cast<T>(__shfl_down_sync(Mask, static_cast<int>(V), Delta));
  else
    return __shfl_down_sync(Mask, V, Delta);
}

/// Tree-combines V over the first Width lanes of a warp into lane 0. Lanes
/// past Width may not exist (last warp of an odd-sized block): their
/// shuffled values are undefined and never combined.
template <class Op, class T>
__device__ T reduce_warp(T V, unsigned Lane, unsigned Width) {
  const unsigned Mask = Width >= 32 ? 0xffffffffu : (1u << Width) - 1u;
  for (unsigned Delta = 16; Delta > 0; Delta /= 2) {
    T Other = shuffle_down(Mask, V, Delta);
    if (Lane + Delta < Width)
      V = Op::combine(V, Other);
  }
  return V;
}

/// Combines one value per thread of the block into Partials[blockIdx.x].
/// Every thread of the block must call it (it synchronises the block).
template <class Op, class T> __device__ void reduce_block(T V, T *Partials) {
  const unsigned Threads = blockDim.x * blockDim.y * blockDim.z;
  const unsigned Tid =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  const unsigned Lane = Tid % 32, Warp = Tid / 32;
  const unsigned Warps = (Threads + 31) / 32;
  __shared__ T WarpValues[32];
  V = reduce_warp<Op>(V, Lane, Threads - Warp * 32);
  if (Lane == 0)
    WarpValues[Warp] = V;
  __syncthreads();
  if (Warp == 0) {
    V = Lane < Warps ? WarpValues[Lane] : Op::template identity<T>();
    V = reduce_warp<Op>(V, Lane, Threads < 32 ? Threads : 32);
    if (Lane == 0)
      Partials[blockIdx.x] = V;
  }
  // The next reduction of this kernel with the same type and operator
  // reuses WarpValues: nobody may write it before warp 0 has read it.
  __syncthreads();
}

/// Host side: the per-block partials of one reduction variable.
template <class T, class Op> class Reduction {
public:
  Reduction(Construct &C, dim3 Grid) : C(C), Count(Grid.x) {
    C.check(cudaMalloc(reinterpret_cast<void **>(&Dev), Count * sizeof(T)),
            "cudaMalloc (reduction)");
  }
  Reduction(const Reduction &) = delete;
  Reduction &operator=(const Reduction &) = delete;
  ~Reduction() { cudaFree(Dev); }

  T *partials() const { return Dev; }

  /// The reduction over all blocks combined with Var's value before the
  /// construct. When Var is present on the device (a data region, enter
  /// data) its device copy holds that value and receives the result, as
  /// the specifications make the reduction update the visible copy.
  T combine(T &Var) const {
    bool Present = C.is_present(&Var, 1);
    if (Present)
      C.update_host(&Var, 1, false, "reduction variable");
    std::vector<T> Host(Count);
    C.check(
        cudaMemcpy(Host.data(), Dev, Count * sizeof(T), cudaMemcpyDeviceToHost),
        "cudaMemcpy (reduction result)");
    T Acc = Var;
    for (const T &V : Host)
      Acc = Op::combine(Acc, V);
    if (Present) {
      Var = Acc;
      C.update_device(&Var, 1, false, "reduction variable");
    }
    return Acc;
  }

private:
  Construct &C;
  unsigned Count;
  T *Dev = nullptr;
};

} // namespace acc2cuda

#endif
