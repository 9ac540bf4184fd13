//===- acc2cuda/sim/launch.h - Kernel launches ------------------*- C++ -*-===//
//
// acc2cuda::sim::launch(k, grid, block, shmem, stream, args...) replaces
// k<<<grid, block, shmem, stream>>>(args...) in host-mode output. It checks
// the configuration as CUDA does (errors go to cudaGetLastError and the
// kernel does not run), rejects host pointers among the arguments, and runs
// the grid to completion before returning.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_LAUNCH_H
#define ACC2CUDA_SIM_LAUNCH_H

#include "api.h"
#include "memory.h"
#include "scheduler.h"

#include <climits>
#include <cstdint>
#include <memory>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>

namespace acc2cuda::sim::detail {

/// Host threads may launch concurrently; grids run one at a time.
inline std::mutex &launchMutex() {
  static std::mutex *M = new std::mutex;
  return *M;
}

/// Converts an argument as a call would, except that an integer zero (e.g.
/// NULL) becomes a null pointer for a pointer parameter.
template <class P, class A> P convertArg(A &&Arg) {
  using D = std::remove_cvref_t<A>;
  if constexpr (std::is_pointer_v<P> && std::is_integral_v<D>) {
    if (Arg != 0)
      fatal("integer %lld passed for a pointer kernel parameter",
            static_cast<long long>(Arg));
    return nullptr;
  } else {
    return std::forward<A>(Arg);
  }
}

template <class P>
void checkPointerArg(const P &V, unsigned Index, const void *Kernel) {
  if constexpr (std::is_pointer_v<P> &&
                !std::is_function_v<std::remove_pointer_t<P>>) {
    const void *Ptr =
        const_cast<const void *>(static_cast<const volatile void *>(V));
    if (Ptr && !settings().allowHostPointers && !deviceAccessible(Ptr))
      fatal("host pointer passed to kernel argument %u of %s: %p is not in "
            "device, managed or page-locked memory nor in a device symbol "
            "(set ACC2CUDA_SIM_ALLOW_HOST_PTR=1 to allow it)",
            Index + 1, functionName(Kernel).c_str(), Ptr);
  }
}

inline cudaError_t validateConfig(const void *Kernel, dim3 G, dim3 B,
                                  std::size_t Shmem) {
  auto Fail = [&](cudaError_t E, const char *Why) {
    report("launch of %s with grid (%u,%u,%u), block (%u,%u,%u) and %zu "
           "bytes of dynamic shared memory: %s; the kernel does not run (%s)",
           functionName(Kernel).c_str(), G.x, G.y, G.z, B.x, B.y, B.z, Shmem,
           Why, cudaGetErrorName(E));
    return E;
  };
  if (!B.x || !B.y || !B.z || !G.x || !G.y || !G.z)
    return Fail(cudaErrorInvalidConfiguration, "a dimension is zero");
  if (B.x > 1024 || B.y > 1024 || B.z > 64)
    return Fail(cudaErrorInvalidConfiguration,
                "block dimensions exceed (1024,1024,64)");
  if (std::uint64_t(B.x) * B.y * B.z > 1024)
    return Fail(cudaErrorInvalidConfiguration,
                "more than 1024 threads per block");
  if (G.x > INT_MAX || G.y > 65535 || G.z > 65535)
    return Fail(cudaErrorInvalidConfiguration,
                "grid dimensions exceed (2147483647,65535,65535)");
  if (Shmem > static_cast<std::size_t>(KernelAttributes::OptinLimit))
    return Fail(cudaErrorInvalidConfiguration,
                "more dynamic shared memory than the device has");
  if (Shmem > static_cast<std::size_t>(
                  KernelAttributes::instance().maxDynamicShared(Kernel)))
    return Fail(cudaErrorInvalidValue,
                "more dynamic shared memory than the kernel's limit (48 KiB "
                "unless raised with cudaFuncSetAttribute)");
  return cudaSuccess;
}

template <class... P, class... A>
cudaError_t launchKernel(void (*Kernel)(P...), dim3 Grid, dim3 Block,
                         std::size_t Shmem, cudaStream_t Stream, A &&...Args) {
  static_assert(sizeof...(P) == sizeof...(A),
                "kernel launched with the wrong number of arguments");
  static_assert(!(std::is_reference_v<P> || ...),
                "kernel parameters cannot be references");
  if (CurrentRunner)
    fatal("kernel launch from device code (dynamic parallelism) is not "
          "supported by the simulator");
  const void *K = reinterpret_cast<const void *>(Kernel);
  if (!Kernel)
    return result(cudaErrorInvalidDeviceFunction);
  if (cudaError_t E = validateConfig(K, Grid, Block, Shmem))
    return result(E);
  if (!validStream(Stream))
    return result(cudaErrorInvalidResourceHandle);

  using Params = std::tuple<std::remove_cv_t<P>...>;
  struct State {
    void (*Fn)(P...);
    Params Args;
  };
  // Shared with the queued launch, which may run after this call returns.
  auto S = std::make_shared<State>(
      State{Kernel, Params{convertArg<P>(std::forward<A>(Args))...}});
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (checkPointerArg(std::get<I>(S->Args), static_cast<unsigned>(I), K), ...);
  }
  (std::index_sequence_for<P...>{});

  return submit(Stream, [S, K, Grid, Block, Shmem] {
    Job J;
    // Each CUDA thread receives its own copy of the parameters.
    J.Invoke = [](const void *St) {
      const State *Call = static_cast<const State *>(St);
      std::apply(Call->Fn, Call->Args);
    };
    J.State = S.get();
    J.Kernel = K;
    J.Grid = Grid;
    J.Block = Block;
    J.Shmem = Shmem;
    J.NumBlocks = std::uint64_t(Grid.x) * Grid.y * Grid.z;
    std::lock_guard Lock(launchMutex());
    Pool::instance().run(J);
    return cudaSuccess;
  });
}

inline int maxActiveBlocks(int BlockSize, std::size_t DynamicShmem) {
  if (BlockSize <= 0 || BlockSize > 1024)
    return 0;
  int Warps = (BlockSize + 31) / 32;
  int N = 64 / Warps; // 2048 resident threads per multiprocessor
  if (N > 32)
    N = 32;
  if (DynamicShmem) {
    std::size_t BySmem = std::size_t(164 * 1024) / DynamicShmem;
    if (BySmem < static_cast<std::size_t>(N))
      N = static_cast<int>(BySmem);
  }
  return N;
}

} // namespace acc2cuda::sim::detail

namespace acc2cuda::sim {

/// Runs `Kernel<<<Grid, Block, Shmem, Stream>>>(Args...)`. Launch errors are
/// reported through cudaGetLastError / cudaPeekAtLastError, as in CUDA.
template <class... P, class... A>
void launch(void (*Kernel)(P...), dim3 Grid, dim3 Block, std::size_t Shmem,
            cudaStream_t Stream, A &&...Args) {
  detail::launchKernel(Kernel, Grid, Block, Shmem, Stream,
                       std::forward<A>(Args)...);
}

} // namespace acc2cuda::sim

template <class... P>
cudaError_t cudaLaunchKernel(void (*Kernel)(P...), dim3 Grid, dim3 Block,
                             void **Args, size_t Shmem = 0,
                             cudaStream_t Stream = 0) {
  if (sizeof...(P) && !Args)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return acc2cuda::sim::detail::launchKernel(
        Kernel, Grid, Block, Shmem, Stream,
        *static_cast<std::remove_cv_t<P> *>(Args[I])...);
  }
  (std::index_sequence_for<P...>{});
}

template <class T>
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *Attr, T *Entry) {
  using acc2cuda::sim::detail::KernelAttributes;
  if (!Attr)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  if (!Entry)
    return acc2cuda::sim::detail::result(cudaErrorInvalidDeviceFunction);
  *Attr = cudaFuncAttributes{};
  Attr->maxThreadsPerBlock = 1024;
  Attr->numRegs = 32;
  Attr->ptxVersion = Attr->binaryVersion = 80;
  Attr->maxDynamicSharedSizeBytes =
      KernelAttributes::instance().maxDynamicShared(
          reinterpret_cast<const void *>(Entry));
  Attr->preferredShmemCarveout = -1;
  return cudaSuccess;
}

template <class T>
cudaError_t cudaFuncSetAttribute(T *Entry, cudaFuncAttribute Attr, int Value) {
  using acc2cuda::sim::detail::KernelAttributes;
  using acc2cuda::sim::detail::result;
  if (!Entry)
    return result(cudaErrorInvalidDeviceFunction);
  switch (Attr) {
  case cudaFuncAttributeMaxDynamicSharedMemorySize:
    if (Value < 0 || Value > KernelAttributes::OptinLimit)
      return result(cudaErrorInvalidValue);
    KernelAttributes::instance().setMaxDynamicShared(
        reinterpret_cast<const void *>(Entry), Value);
    return cudaSuccess;
  case cudaFuncAttributePreferredSharedMemoryCarveout:
    return Value >= -1 && Value <= 100 ? cudaSuccess
                                       : result(cudaErrorInvalidValue);
  }
  return result(cudaErrorInvalidValue);
}

template <class T> cudaError_t cudaFuncSetCacheConfig(T *Entry, cudaFuncCache) {
  return Entry ? cudaSuccess
               : acc2cuda::sim::detail::result(cudaErrorInvalidDeviceFunction);
}

template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *NumBlocks, T Func, int BlockSize, size_t DynamicShmem, unsigned int) {
  if (!NumBlocks || !Func)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *NumBlocks = acc2cuda::sim::detail::maxActiveBlocks(BlockSize, DynamicShmem);
  return cudaSuccess;
}

template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *NumBlocks,
                                                          T Func, int BlockSize,
                                                          size_t DynamicShmem) {
  return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      NumBlocks, Func, BlockSize, DynamicShmem, 0);
}

template <class T>
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *MinGridSize, int *BlockSize,
                                               T Func, size_t DynamicShmem = 0,
                                               int BlockSizeLimit = 0) {
  if (!MinGridSize || !BlockSize || !Func)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  int Limit =
      BlockSizeLimit > 0 && BlockSizeLimit < 1024 ? BlockSizeLimit : 1024;
  *BlockSize = Limit >= 32 ? Limit / 32 * 32 : Limit;
  *MinGridSize =
      acc2cuda::sim::detail::maxActiveBlocks(*BlockSize, DynamicShmem) *
      static_cast<int>(acc2cuda::sim::settings().threads);
  return cudaSuccess;
}

#endif // ACC2CUDA_SIM_LAUNCH_H
