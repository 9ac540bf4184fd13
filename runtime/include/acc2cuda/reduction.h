//===- acc2cuda/reduction.h - Reductions in two stages ----------*- C++ -*-===//
//
// Every thread accumulates privately; the block combines its threads with
// warp shuffles and one shared-memory step and writes one partial per block;
// the last block to finish (a counter in the same buffer) combines the
// partials in block order into one value, the only value the host reads,
// and combines it with the variable's value before the construct. For a
// fixed launch shape the result does not depend on scheduling.
//
// The buffer (a pooled device allocation, reused across launches):
//   [counter, 16-byte header][partial 0 .. partial B-1][result]
// for a grid of B blocks. The counter counts finished blocks and wraps back
// to zero when the last one takes its ticket, ready for the next launch.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_REDUCTION_H
#define ACC2CUDA_REDUCTION_H

#include "atomic.h"
#include "construct.h"
#include <cmath>
#include <map>
#include <mutex>
#include <type_traits>

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

/// The calling thread's rank in its block, and the block's thread count.
__device__ inline unsigned block_thread_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned block_thread_count() {
  return blockDim.x * blockDim.y * blockDim.z;
}

/// The lanes of the calling thread's row of the block (its threadIdx.y),
/// within its warp: blocks of worker_block have rows of a power of two
/// lanes up to 32, so rows never straddle warps.
__device__ inline unsigned row_mask() {
  const unsigned Tid = block_thread_rank();
  if (blockDim.x >= 32)
    return 0xffffffffu;
  return ((1u << blockDim.x) - 1u) << (Tid % 32 / blockDim.x * blockDim.x);
}

/// A barrier among the lanes of the calling thread's row (a worker's
/// vector lanes); every lane of the row must reach it.
__device__ inline void sync_row() { __syncwarp(row_mask()); }

/// Combines one value per lane of the calling thread's row and returns the
/// result to every lane of it (a vector loop's reduction inside a worker
/// loop). Every lane of the row must call it.
template <class Op, class T> __device__ T reduce_row(T V) {
  const unsigned Mask = row_mask();
  for (unsigned Delta = blockDim.x / 2; Delta > 0; Delta /= 2) {
    if constexpr (std::is_integral<T>::value && sizeof(T) < sizeof(int))
      V = Op::combine(V, static_cast<T>(__shfl_xor_sync(
                             Mask, static_cast<int>(V), static_cast<int>(Delta),
                             static_cast<int>(blockDim.x))));
    else
      V = Op::combine(V, __shfl_xor_sync(Mask, V, static_cast<int>(Delta),
                                         static_cast<int>(blockDim.x)));
  }
  return V;
}

/// Combines one value per thread of the block; the result is valid in
/// thread 0. Every thread of the block must call it (it synchronises the
/// block, also before returning, so that the scratch can be reused).
template <class Op, class T> __device__ T combine_block(T V) {
  const unsigned Threads = block_thread_count();
  const unsigned Tid = block_thread_rank();
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
  }
  // The next reduction of this kernel with the same type and operator
  // reuses WarpValues: nobody may write it before warp 0 has read it.
  __syncthreads();
  return V;
}

/// Combines one value per thread of the block and returns the result to
/// every thread (a reduction on a loop spread over the block, whose
/// variable the gang's code uses next). Every thread must call it.
template <class Op, class T> __device__ T reduce_threads(T V) {
  __shared__ T Result;
  V = combine_block<Op>(V);
  if (threadIdx.x + threadIdx.y + threadIdx.z == 0)
    Result = V;
  __syncthreads();
  V = Result;
  // The next call may overwrite Result only after everyone has read it.
  __syncthreads();
  return V;
}

/// Bytes before the partials in a reduction buffer: the finished-block
/// counter, padded so that the partials are aligned for any type.
constexpr unsigned long long ReductionHeader = 16;

__host__ __device__ inline unsigned int *reduction_counter(void *Partials) {
  return reinterpret_cast<unsigned int *>(static_cast<char *>(Partials) -
                                          ReductionHeader);
}

/// Combines one value per thread of the grid into Partials[B], B the number
/// of blocks, through Partials[0..B) (see the buffer layout above). Every
/// thread of every block must call it.
template <class Op, class T> __device__ void reduce_block(T V, T *Partials) {
  const unsigned Blocks = gridDim.x * gridDim.y * gridDim.z;
  const unsigned Block =
      blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  const unsigned Threads = block_thread_count();
  const unsigned Tid = block_thread_rank();
  __shared__ bool IsLast;
  V = combine_block<Op>(V);
  if (Tid == 0) {
    Partials[Block] = V;
    // Publish the partial before taking a ticket: the last block reads it.
    __threadfence();
    IsLast = atomicInc(reduction_counter(Partials), Blocks - 1) == Blocks - 1;
  }
  __syncthreads();
  if (!IsLast)
    return;
  __threadfence();
  T Acc = Op::template identity<T>();
  for (unsigned I = Tid; I < Blocks; I += Threads)
    Acc = Op::combine(Acc, *static_cast<volatile T *>(Partials + I));
  Acc = combine_block<Op>(Acc);
  if (Tid == 0)
    Partials[Blocks] = Acc;
}

/// Combines the reduction's Result with the variable's value before the
/// construct: Dev's, when the variable is present, else Init. Leaves the
/// value in Result and in Dev. One thread.
template <class Op, class T>
__global__ void finish_reduction(T *Result, T Init, T *Dev) {
  T V = Op::combine(Dev ? *Dev : Init, *Result);
  *Result = V;
  if (Dev)
    *Dev = V;
}

namespace detail {

/// Device buffers for reductions, kept for reuse: a reduction per launch
/// would otherwise cost a cudaMalloc and a synchronising cudaFree. A new
/// buffer's counter is zeroed once; every launch leaves it at zero.
class ReductionPool {
public:
  // Never destroyed: at exit the CUDA context may already be gone.
  static ReductionPool &get() {
    static ReductionPool *Pool = new ReductionPool;
    return *Pool;
  }

  /// A buffer of at least Bytes; null with Err set if allocation fails.
  void *acquire(std::size_t Bytes, cudaError_t &Err) {
    std::lock_guard<std::mutex> Lock(M);
    auto It = Free.lower_bound(Bytes);
    if (It != Free.end()) {
      void *P = It->second;
      Free.erase(It);
      Sizes[P] = It->first;
      return P;
    }
    void *P = nullptr;
    if ((Err = cudaMalloc(&P, Bytes)) != cudaSuccess)
      return nullptr;
    if ((Err = cudaMemset(P, 0, ReductionHeader)) != cudaSuccess) {
      cudaFree(P);
      return nullptr;
    }
    Sizes[P] = Bytes;
    return P;
  }

  void release(void *P) {
    std::lock_guard<std::mutex> Lock(M);
    auto It = Sizes.find(P);
    if (It == Sizes.end())
      return;
    Free.emplace(It->second, P);
    Sizes.erase(It);
  }

private:
  std::mutex M;
  std::multimap<std::size_t, void *> Free;
  std::map<void *, std::size_t> Sizes; ///< buffers in use
};

} // namespace detail

template <class T, class Op> class Reduction {
public:
  Reduction(Construct &C, dim3 Grid) : C(C), Count(Grid.x * Grid.y * Grid.z) {
    cudaError_t Err = cudaSuccess;
    Buffer = static_cast<char *>(detail::ReductionPool::get().acquire(
        ReductionHeader + (Count + 1ull) * sizeof(T), Err));
    if (!Buffer)
      C.check(Err, "cudaMalloc (reduction)");
  }
  Reduction(const Reduction &) = delete;
  Reduction &operator=(const Reduction &) = delete;
  /// The buffer goes back to the pool once the construct's queue is done
  /// with it.
  ~Reduction() {
    void *B = Buffer;
    if (cudaStream_t S = C.stream())
      detail::Queues::get().after(
          S, [B] { detail::ReductionPool::get().release(B); });
    else
      detail::ReductionPool::get().release(B);
  }

  T *partials() const {
    return reinterpret_cast<T *>(Buffer + ReductionHeader);
  }

  /// The reduction over all blocks combined with Var's value before the
  /// construct. When Var is present on the device (a data region, enter
  /// data) its device copy holds that value and receives the result, as
  /// the specifications make the reduction update the visible copy.
  T combine(T &Var) const {
    return combine(Var, C.is_present(&Var, 1)
                            ? C.use_device(&Var, false, "reduction")
                            : nullptr);
  }

  /// As combine(Var), with Var's device copy at Dev (an enclosing data
  /// region's own allocation; null: none).
  T combine(T &Var, T *Dev) const {
    if (Dev)
      C.check_copy_out(cudaMemcpy(&Var, Dev, sizeof(T), cudaMemcpyDeviceToHost),
                       &Var, sizeof(T), "reduction variable");
    T Result;
    C.check(cudaMemcpy(&Result, partials() + Count, sizeof(T),
                       cudaMemcpyDeviceToHost),
            "cudaMemcpy (reduction result)");
    T Acc = Op::combine(Var, Result);
    if (Dev) {
      Var = Acc;
      C.check_copy_in(cudaMemcpy(Dev, &Var, sizeof(T), cudaMemcpyHostToDevice),
                      &Var, sizeof(T), "reduction variable");
    }
    return Acc;
  }

  /// Var = combine(): the result, in Var (and in its device copy when it
  /// is present). On an asynchronous construct both happen in the queue,
  /// so Var holds the result only after a wait (OpenACC 3.3 2.5.15).
  void finish(T &Var) const {
    finish(Var, C.is_present(&Var, 1) ? C.use_device(&Var, false, "reduction")
                                      : nullptr);
  }

  /// As finish(Var), with Var's device copy at Dev (null: none).
  void finish(T &Var, T *Dev) const {
    cudaStream_t S = C.stream();
    if (!S) {
      Var = combine(Var, Dev);
      return;
    }
    T *Result = partials() + Count;
#ifdef __CUDACC__
    finish_reduction<Op><<<1, 1, 0, S>>>(Result, Var, Dev);
#else
    sim::launch(finish_reduction<Op, T>, dim3(1), dim3(1), 0, S, Result, Var,
                Dev);
#endif
    C.check(cudaGetLastError(), "the reduction's result");
    C.check(cudaMemcpyAsync(&Var, Result, sizeof(T), cudaMemcpyDeviceToHost, S),
            "cudaMemcpyAsync (reduction result)");
  }

private:
  Construct &C;
  unsigned Count;
  char *Buffer = nullptr;
};

/// Combines V into *P with reduction Op, atomically, unless V is Op's
/// identity (nothing to combine): the end of a thread's share of an array
/// reduction, one call per element of its private copy.
template <class Op, class T>
__host__ __device__ inline void reduce_into(T *P, T V) {
  if (V == Op::template identity<T>())
    return;
  if constexpr (std::is_same<Op, ReduceAdd>::value) {
    atomic_fetch<AtomicOp::Add>(P, V);
  } else {
#if defined(__CUDA_ARCH__)
    detail::atomic_cas_loop(P, [V](T X) { return Op::combine(X, V); });
#else
    T Old, New;
    __atomic_load(P, &Old, __ATOMIC_RELAXED);
    do
      New = Op::combine(Old, V);
    while (!__atomic_compare_exchange(P, &Old, &New, true, __ATOMIC_SEQ_CST,
                                      __ATOMIC_RELAXED));
#endif
  }
}

} // namespace acc2cuda

#endif
