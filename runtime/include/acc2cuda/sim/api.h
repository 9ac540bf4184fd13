//===- acc2cuda/sim/api.h - CUDA runtime API on the host --------*- C++ -*-===//
//
// The runtime API functions: errors, device queries, memory, symbols,
// streams and events. Device memory is host memory recorded in the registry
// (memory.h), which the checks below consult.
//
// Work on the default streams is complete when the call returns; work on
// the program's own streams waits until something synchronises with it
// (streams.h), the latest schedule CUDA allows, so that programs that forget
// to wait compute a different answer here too.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_API_H
#define ACC2CUDA_SIM_API_H

#include "memory.h"
#include "scheduler.h"
#include "streams.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_set>
#include <vector>

namespace acc2cuda::sim::detail {

/// Live stream and event handles, so that stale or bogus ones are rejected.
class Handles {
public:
  static Handles &instance() {
    static Handles *H = new Handles;
    return *H;
  }
  void add(const void *P) {
    std::lock_guard Lock(M);
    Live.insert(P);
  }
  bool remove(const void *P) {
    std::lock_guard Lock(M);
    return Live.erase(P) != 0;
  }
  bool live(const void *P) {
    std::lock_guard Lock(M);
    return Live.count(P) != 0;
  }

private:
  std::mutex M;
  std::unordered_set<const void *> Live;
};

inline bool validStream(cudaStream_t S) {
  return S == nullptr || S == cudaStreamLegacy || S == cudaStreamPerThread ||
         Handles::instance().live(S);
}

inline bool validEvent(cudaEvent_t E) {
  return E && Handles::instance().live(E);
}

inline const char *memcpyKindName(cudaMemcpyKind K) {
  switch (K) {
  case cudaMemcpyHostToHost:
    return "cudaMemcpyHostToHost";
  case cudaMemcpyHostToDevice:
    return "cudaMemcpyHostToDevice";
  case cudaMemcpyDeviceToHost:
    return "cudaMemcpyDeviceToHost";
  case cudaMemcpyDeviceToDevice:
    return "cudaMemcpyDeviceToDevice";
  case cudaMemcpyDefault:
    return "cudaMemcpyDefault";
  }
  return "an invalid cudaMemcpyKind";
}

enum class Side { Host, Device, Either };

/// Checks one operand of a copy or memset: that it lies on the side the
/// caller claims and that [P, P + Count) stays inside its allocation.
inline cudaError_t checkOperand(const char *Api, const char *Role,
                                const void *P, std::size_t Count, Side S) {
  if (!P) {
    report("%s: %s pointer is null", Api, Role);
    return cudaErrorInvalidValue;
  }
  std::optional<Range> R = registry().find(P);
  if (S == Side::Device && !R) {
    report("%s: %s pointer %p is not device memory (it lies in no "
           "cudaMalloc/cudaMallocManaged/cudaMallocHost allocation)",
           Api, Role, P);
    return cudaErrorInvalidValue;
  }
  if (S == Side::Host && R &&
      (R->Kind == MemKind::Device || R->Kind == MemKind::Symbol)) {
    report("%s: %s pointer %p is %s, but the copy direction says host "
           "memory",
           Api, Role, P, kindName(R->Kind));
    return cudaErrorInvalidValue;
  }
  if (R) {
    std::size_t Offset = reinterpret_cast<std::uintptr_t>(P) - R->Base;
    if (Count > R->Size - Offset) {
      report("%s: %s range of %zu bytes at offset %zu overruns the %zu-byte "
             "%s at %p",
             Api, Role, Count, Offset, R->Size, kindName(R->Kind),
             reinterpret_cast<void *>(R->Base));
      return cudaErrorInvalidValue;
    }
  }
  return cudaSuccess;
}

/// Checks the operands of a copy of Count bytes in direction Kind.
inline cudaError_t checkCopy(const char *Api, void *Dst, const void *Src,
                             std::size_t Count, cudaMemcpyKind Kind) {
  if (Count == 0)
    return cudaSuccess;
  Side DstSide, SrcSide;
  switch (Kind) {
  case cudaMemcpyHostToHost:
    DstSide = SrcSide = Side::Host;
    break;
  case cudaMemcpyHostToDevice:
    DstSide = Side::Device;
    SrcSide = Side::Host;
    break;
  case cudaMemcpyDeviceToHost:
    DstSide = Side::Host;
    SrcSide = Side::Device;
    break;
  case cudaMemcpyDeviceToDevice:
    DstSide = SrcSide = Side::Device;
    break;
  case cudaMemcpyDefault:
    DstSide = SrcSide = Side::Either;
    break;
  default:
    report("%s: %d is not a cudaMemcpyKind", Api, static_cast<int>(Kind));
    return result(cudaErrorInvalidMemcpyDirection);
  }
  char What[96];
  std::snprintf(What, sizeof What, "%s(%s)", Api, memcpyKindName(Kind));
  if (cudaError_t E = checkOperand(What, "destination", Dst, Count, DstSide))
    return result(E);
  if (cudaError_t E = checkOperand(What, "source", Src, Count, SrcSide))
    return result(E);
  return cudaSuccess;
}

inline cudaError_t copy(const char *Api, void *Dst, const void *Src,
                        std::size_t Count, cudaMemcpyKind Kind) {
  if (cudaError_t E = checkCopy(Api, Dst, Src, Count, Kind))
    return E;
  if (Count)
    std::memmove(Dst, Src, Count);
  return cudaSuccess;
}

inline cudaError_t checkFill(const char *Api, void *Dst, std::size_t Count) {
  if (Count == 0)
    return cudaSuccess;
  return result(checkOperand(Api, "destination", Dst, Count, Side::Device));
}

inline cudaError_t fill(const char *Api, void *Dst, int Value,
                        std::size_t Count) {
  if (cudaError_t E = checkFill(Api, Dst, Count))
    return E;
  if (Count)
    std::memset(Dst, Value, Count);
  return cudaSuccess;
}

/// Copies on stream S: checked now, done in stream order. A copy to the
/// device from pageable host memory (in no CUDA allocation) reads its
/// source when it is issued, as CUDA's driver stages such a copy through
/// pinned memory before cudaMemcpyAsync returns ("API synchronization
/// behavior"): the host may change the buffer afterwards.
inline cudaError_t copyOn(cudaStream_t S, const char *Api, void *Dst,
                          const void *Src, std::size_t Count,
                          cudaMemcpyKind Kind) {
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  if (cudaError_t E = checkCopy(Api, Dst, Src, Count, Kind))
    return E;
  bool Pageable = !registry().find(Src);
  bool ToDevice = Kind == cudaMemcpyHostToDevice ||
                  (Kind == cudaMemcpyDefault && registry().find(Dst));
  bool Staged = Count && Pageable && ToDevice;
  if (!Staged)
    return submit(S, [=] { return copy(Api, Dst, Src, Count, Kind); });
  auto Stage = std::make_shared<std::vector<unsigned char>>(
      static_cast<const unsigned char *>(Src),
      static_cast<const unsigned char *>(Src) + Count);
  return submit(S, [=] {
    if (cudaError_t E =
            checkOperand(Api, "destination", Dst, Count, Side::Device))
      return result(E);
    std::memcpy(Dst, Stage->data(), Count);
    return cudaSuccess;
  });
}

inline cudaError_t fillOn(cudaStream_t S, const char *Api, void *Dst, int Value,
                          std::size_t Count) {
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  if (cudaError_t E = checkFill(Api, Dst, Count))
    return E;
  return submit(S, [=] { return fill(Api, Dst, Value, Count); });
}

inline cudaError_t allocate(const char *Api, void **P, std::size_t Size,
                            MemKind Kind) {
  if (!P)
    return result(cudaErrorInvalidValue);
  *P = nullptr;
  if (Size == 0)
    return Kind == MemKind::Managed ? result(cudaErrorInvalidValue)
                                    : cudaSuccess;
  // CUDA allocations are at least 256-byte aligned. The size stays exact,
  // so that AddressSanitizer sees overruns of device buffers.
  void *M = nullptr;
  if (::posix_memalign(&M, 256, Size) != 0)
    M = nullptr;
  if (!M) {
    report("%s: cannot allocate %zu bytes", Api, Size);
    return result(cudaErrorMemoryAllocation);
  }
  if (Kind == MemKind::Device && settings().poison)
    std::memset(M, 0xFF, Size);
  registry().add(M, Size, Kind);
  *P = M;
  return cudaSuccess;
}

inline cudaError_t release(const char *Api, void *P, MemKind Want1,
                           MemKind Want2) {
  if (!P)
    return cudaSuccess;
  std::optional<Range> R = registry().exact(P);
  if (!R || (R->Kind != Want1 && R->Kind != Want2)) {
    if (R)
      report("%s(%p): the pointer is %s, which %s does not free", Api, P,
             kindName(R->Kind), Api);
    else if (std::optional<Range> In = registry().find(P))
      report("%s(%p): the pointer is inside the %zu-byte %s at %p, not its "
             "start",
             Api, P, In->Size, kindName(In->Kind),
             reinterpret_cast<void *>(In->Base));
    else
      report("%s(%p): not an allocation (never allocated, or already freed)",
             Api, P);
    return result(cudaErrorInvalidValue);
  }
  registry().remove(P);
  std::free(P);
  return cudaSuccess;
}

/// Records a device symbol's storage so that pointers into it are device
/// pointers (the symbol APIs are the only way to obtain such pointers).
inline void registerSymbol(const void *P, std::size_t Size) {
  if (!registry().find(P))
    registry().add(P, Size, MemKind::Symbol);
}

inline std::size_t physicalMemory() {
  long Pages = ::sysconf(_SC_PHYS_PAGES), PageSize = ::sysconf(_SC_PAGESIZE);
  return Pages > 0 && PageSize > 0 ? static_cast<std::size_t>(Pages) *
                                         static_cast<std::size_t>(PageSize)
                                   : std::size_t(16) << 30;
}

/// Per-kernel dynamic shared memory limits (cudaFuncSetAttribute).
class KernelAttributes {
public:
  static KernelAttributes &instance() {
    static KernelAttributes *K = new KernelAttributes;
    return *K;
  }
  int maxDynamicShared(const void *Fn) {
    std::lock_guard Lock(M);
    auto It = Limits.find(Fn);
    return It == Limits.end() ? DefaultLimit : It->second;
  }
  void setMaxDynamicShared(const void *Fn, int Bytes) {
    std::lock_guard Lock(M);
    Limits[Fn] = Bytes;
  }

  static constexpr int DefaultLimit = 48 * 1024;
  static constexpr int OptinLimit = 163 * 1024;

private:
  std::mutex M;
  std::map<const void *, int> Limits;
};

} // namespace acc2cuda::sim::detail

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

inline cudaError_t cudaGetLastError() {
  cudaError_t E = acc2cuda::sim::detail::lastError();
  acc2cuda::sim::detail::lastError() = cudaSuccess;
  return E;
}

inline cudaError_t cudaPeekAtLastError() {
  return acc2cuda::sim::detail::lastError();
}

// Names and CUDA's messages, in one list for both functions below.
#define ACC2CUDA_SIM_ERRORS(X)                                                 \
  X(cudaSuccess, "no error")                                                   \
  X(cudaErrorInvalidValue, "invalid argument")                                 \
  X(cudaErrorMemoryAllocation, "out of memory")                                \
  X(cudaErrorInitializationError, "initialization error")                      \
  X(cudaErrorCudartUnloading, "driver shutting down")                          \
  X(cudaErrorInvalidConfiguration, "invalid configuration argument")           \
  X(cudaErrorInvalidPitchValue, "invalid pitch argument")                      \
  X(cudaErrorInvalidSymbol, "invalid device symbol")                           \
  X(cudaErrorInvalidHostPointer, "invalid host pointer")                       \
  X(cudaErrorInvalidDevicePointer, "invalid device pointer")                   \
  X(cudaErrorInvalidMemcpyDirection, "invalid copy direction for memcpy")      \
  X(cudaErrorInsufficientDriver,                                               \
    "CUDA driver version is insufficient for CUDA runtime version")            \
  X(cudaErrorMissingConfiguration,                                             \
    "__global__ function call is not configured")                              \
  X(cudaErrorInvalidDeviceFunction, "invalid device function")                 \
  X(cudaErrorNoDevice, "no CUDA-capable device is detected")                   \
  X(cudaErrorInvalidDevice, "invalid device ordinal")                          \
  X(cudaErrorInvalidKernelImage, "device kernel image is invalid")             \
  X(cudaErrorNoKernelImageForDevice,                                           \
    "no kernel image is available for execution on the device")                \
  X(cudaErrorUnsupportedLimit, "limit is not supported on this architecture")  \
  X(cudaErrorInvalidResourceHandle, "invalid resource handle")                 \
  X(cudaErrorNotReady, "device not ready")                                     \
  X(cudaErrorIllegalAddress, "an illegal memory access was encountered")       \
  X(cudaErrorLaunchOutOfResources, "too many resources requested for launch")  \
  X(cudaErrorLaunchTimeout, "the launch timed out and was terminated")         \
  X(cudaErrorAssert, "device-side assert triggered")                           \
  X(cudaErrorHostMemoryAlreadyRegistered,                                      \
    "part or all of the requested memory range is already mapped")             \
  X(cudaErrorHostMemoryNotRegistered,                                          \
    "pointer does not correspond to a registered memory region")               \
  X(cudaErrorLaunchFailure, "unspecified launch failure")                      \
  X(cudaErrorNotPermitted, "operation not permitted")                          \
  X(cudaErrorNotSupported, "operation not supported")                          \
  X(cudaErrorUnknown, "unknown error")

inline const char *cudaGetErrorName(cudaError_t E) {
  switch (E) {
#define ACC2CUDA_SIM_NAME(Name, Message)                                       \
  case Name:                                                                   \
    return #Name;
    ACC2CUDA_SIM_ERRORS(ACC2CUDA_SIM_NAME)
#undef ACC2CUDA_SIM_NAME
  }
  return "unrecognized error code";
}

inline const char *cudaGetErrorString(cudaError_t E) {
  switch (E) {
#define ACC2CUDA_SIM_MESSAGE(Name, Message)                                    \
  case Name:                                                                   \
    return Message;
    ACC2CUDA_SIM_ERRORS(ACC2CUDA_SIM_MESSAGE)
#undef ACC2CUDA_SIM_MESSAGE
  }
  return "unrecognized error code";
}
#undef ACC2CUDA_SIM_ERRORS

//===----------------------------------------------------------------------===//
// Device management
//===----------------------------------------------------------------------===//

inline cudaError_t cudaGetDeviceCount(int *Count) {
  if (!Count)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *Count = 1;
  return cudaSuccess;
}

inline cudaError_t cudaSetDevice(int Device) {
  return Device == 0 ? cudaSuccess
                     : acc2cuda::sim::detail::result(cudaErrorInvalidDevice);
}

inline cudaError_t cudaGetDevice(int *Device) {
  if (!Device)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *Device = 0;
  return cudaSuccess;
}

inline cudaError_t cudaSetDeviceFlags(unsigned int) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceFlags(unsigned int *Flags) {
  if (!Flags)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *Flags = cudaDeviceMapHost;
  return cudaSuccess;
}

/// A plausible compute capability 8.0 device whose multiprocessors are the
/// simulator's OS threads.
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *P, int Device) {
  using acc2cuda::sim::detail::KernelAttributes;
  if (!P)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  if (Device != 0)
    return acc2cuda::sim::detail::result(cudaErrorInvalidDevice);
  *P = cudaDeviceProp{};
  std::snprintf(P->name, sizeof P->name, "acc2cuda host simulator");
  P->totalGlobalMem = acc2cuda::sim::detail::physicalMemory();
  P->sharedMemPerBlock = KernelAttributes::DefaultLimit;
  P->sharedMemPerBlockOptin = KernelAttributes::OptinLimit;
  P->sharedMemPerMultiprocessor = 164 * 1024;
  P->regsPerBlock = P->regsPerMultiprocessor = 65536;
  P->warpSize = 32;
  P->memPitch = 2147483647;
  P->maxThreadsPerBlock = 1024;
  P->maxThreadsDim[0] = P->maxThreadsDim[1] = 1024;
  P->maxThreadsDim[2] = 64;
  P->maxGridSize[0] = 2147483647;
  P->maxGridSize[1] = P->maxGridSize[2] = 65535;
  P->clockRate = 1000000;
  P->totalConstMem = 65536;
  P->major = 8;
  P->minor = 0;
  P->textureAlignment = 512;
  P->texturePitchAlignment = 32;
  P->deviceOverlap = 1;
  P->multiProcessorCount = static_cast<int>(acc2cuda::sim::settings().threads);
  P->canMapHostMemory = 1;
  P->concurrentKernels = 1;
  P->asyncEngineCount = 1;
  P->unifiedAddressing = 1;
  P->memoryClockRate = 1000000;
  P->memoryBusWidth = 64;
  P->l2CacheSize = 4 * 1024 * 1024;
  P->maxThreadsPerMultiProcessor = 2048;
  P->streamPrioritiesSupported = 1;
  P->managedMemory = 1;
  P->concurrentManagedAccess = 1;
  P->cooperativeLaunch = 0;
  P->maxBlocksPerMultiProcessor = 32;
  return cudaSuccess;
}

inline cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attr,
                                          int Device) {
  if (!Value)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  cudaDeviceProp P;
  if (cudaError_t E = cudaGetDeviceProperties(&P, Device))
    return E;
  switch (Attr) {
  case cudaDevAttrMaxThreadsPerBlock:
    *Value = P.maxThreadsPerBlock;
    break;
  case cudaDevAttrMaxBlockDimX:
  case cudaDevAttrMaxBlockDimY:
  case cudaDevAttrMaxBlockDimZ:
    *Value = P.maxThreadsDim[Attr - cudaDevAttrMaxBlockDimX];
    break;
  case cudaDevAttrMaxGridDimX:
  case cudaDevAttrMaxGridDimY:
  case cudaDevAttrMaxGridDimZ:
    *Value = P.maxGridSize[Attr - cudaDevAttrMaxGridDimX];
    break;
  case cudaDevAttrMaxSharedMemoryPerBlock:
    *Value = static_cast<int>(P.sharedMemPerBlock);
    break;
  case cudaDevAttrTotalConstantMemory:
    *Value = static_cast<int>(P.totalConstMem);
    break;
  case cudaDevAttrWarpSize:
    *Value = P.warpSize;
    break;
  case cudaDevAttrMaxPitch:
    *Value = static_cast<int>(P.memPitch);
    break;
  case cudaDevAttrMaxRegistersPerBlock:
    *Value = P.regsPerBlock;
    break;
  case cudaDevAttrClockRate:
    *Value = P.clockRate;
    break;
  case cudaDevAttrTextureAlignment:
    *Value = static_cast<int>(P.textureAlignment);
    break;
  case cudaDevAttrGpuOverlap:
    *Value = P.deviceOverlap;
    break;
  case cudaDevAttrMultiProcessorCount:
    *Value = P.multiProcessorCount;
    break;
  case cudaDevAttrKernelExecTimeout:
  case cudaDevAttrIntegrated:
  case cudaDevAttrComputeMode:
  case cudaDevAttrEccEnabled:
  case cudaDevAttrPciBusId:
  case cudaDevAttrPciDeviceId:
  case cudaDevAttrPciDomainId:
  case cudaDevAttrIsMultiGpuBoard:
  case cudaDevAttrPageableMemoryAccess:
  case cudaDevAttrCooperativeLaunch:
    *Value = 0;
    break;
  case cudaDevAttrCanMapHostMemory:
  case cudaDevAttrConcurrentKernels:
  case cudaDevAttrUnifiedAddressing:
  case cudaDevAttrStreamPrioritiesSupported:
  case cudaDevAttrManagedMemory:
  case cudaDevAttrConcurrentManagedAccess:
    *Value = 1;
    break;
  case cudaDevAttrMemoryClockRate:
    *Value = P.memoryClockRate;
    break;
  case cudaDevAttrGlobalMemoryBusWidth:
    *Value = P.memoryBusWidth;
    break;
  case cudaDevAttrL2CacheSize:
    *Value = P.l2CacheSize;
    break;
  case cudaDevAttrMaxThreadsPerMultiProcessor:
    *Value = P.maxThreadsPerMultiProcessor;
    break;
  case cudaDevAttrAsyncEngineCount:
    *Value = P.asyncEngineCount;
    break;
  case cudaDevAttrComputeCapabilityMajor:
    *Value = P.major;
    break;
  case cudaDevAttrComputeCapabilityMinor:
    *Value = P.minor;
    break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
    *Value = static_cast<int>(P.sharedMemPerMultiprocessor);
    break;
  case cudaDevAttrMaxRegistersPerMultiprocessor:
    *Value = P.regsPerMultiprocessor;
    break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin:
    *Value = static_cast<int>(P.sharedMemPerBlockOptin);
    break;
  case cudaDevAttrMaxBlocksPerMultiprocessor:
    *Value = P.maxBlocksPerMultiProcessor;
    break;
  default:
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

/// Runs the work still queued on the program's streams.
inline cudaError_t cudaDeviceSynchronize() {
  acc2cuda::sim::detail::runStreams(/*BlockingOnly=*/false);
  return cudaSuccess;
}

/// Frees every allocation and forgets registered ranges and symbols, as
/// destroying the CUDA context does.
inline cudaError_t cudaDeviceReset() {
  using namespace acc2cuda::sim::detail;
  runStreams(/*BlockingOnly=*/false);
  for (auto &[Base, R] : registry().takeAll())
    if (R.Kind == MemKind::Device || R.Kind == MemKind::Managed ||
        R.Kind == MemKind::Pinned)
      std::free(reinterpret_cast<void *>(Base));
  lastError() = cudaSuccess;
  return cudaSuccess;
}

inline cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  if (!Free || !Total)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  // The device's memory is the host's; what device allocations hold is
  // not free, as on a GPU (the host's own use is not counted: it varies).
  *Total = acc2cuda::sim::detail::physicalMemory();
  size_t Used = acc2cuda::sim::detail::registry().deviceBytes();
  *Free = Used < *Total ? *Total - Used : 0;
  return cudaSuccess;
}

inline cudaError_t cudaDeviceSetLimit(cudaLimit Limit, size_t) {
  return Limit <= cudaLimitPersistingL2CacheSize
             ? cudaSuccess
             : acc2cuda::sim::detail::result(cudaErrorUnsupportedLimit);
}

inline cudaError_t cudaDeviceGetLimit(size_t *Value, cudaLimit Limit) {
  if (!Value)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  switch (Limit) {
  case cudaLimitStackSize:
    *Value = acc2cuda::sim::settings().stackBytes;
    return cudaSuccess;
  case cudaLimitPrintfFifoSize:
  case cudaLimitMallocHeapSize:
    *Value = 8 * 1024 * 1024;
    return cudaSuccess;
  case cudaLimitDevRuntimeSyncDepth:
    *Value = 2;
    return cudaSuccess;
  case cudaLimitDevRuntimePendingLaunchCount:
    *Value = 2048;
    return cudaSuccess;
  default:
    *Value = 0;
    return cudaSuccess;
  }
}

inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) {
  return cudaSuccess;
}
inline cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *C) {
  if (!C)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *C = cudaFuncCachePreferNone;
  return cudaSuccess;
}

inline cudaError_t cudaDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  if (Least)
    *Least = 0;
  if (Greatest)
    *Greatest = -5;
  return cudaSuccess;
}

inline cudaError_t cudaDriverGetVersion(int *V) {
  if (!V)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *V = CUDART_VERSION;
  return cudaSuccess;
}
inline cudaError_t cudaRuntimeGetVersion(int *V) {
  return cudaDriverGetVersion(V);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

inline cudaError_t cudaMalloc(void **DevPtr, size_t Size) {
  using namespace acc2cuda::sim::detail;
  return allocate("cudaMalloc", DevPtr, Size, MemKind::Device);
}
template <class T> cudaError_t cudaMalloc(T **DevPtr, size_t Size) {
  return cudaMalloc(reinterpret_cast<void **>(DevPtr), Size);
}

inline cudaError_t cudaMallocManaged(void **DevPtr, size_t Size,
                                     unsigned int = cudaMemAttachGlobal) {
  using namespace acc2cuda::sim::detail;
  return allocate("cudaMallocManaged", DevPtr, Size, MemKind::Managed);
}
template <class T>
cudaError_t cudaMallocManaged(T **DevPtr, size_t Size,
                              unsigned int Flags = cudaMemAttachGlobal) {
  return cudaMallocManaged(reinterpret_cast<void **>(DevPtr), Size, Flags);
}

inline cudaError_t cudaMallocHost(void **Ptr, size_t Size) {
  using namespace acc2cuda::sim::detail;
  return allocate("cudaMallocHost", Ptr, Size, MemKind::Pinned);
}
inline cudaError_t cudaHostAlloc(void **Ptr, size_t Size, unsigned int) {
  using namespace acc2cuda::sim::detail;
  return allocate("cudaHostAlloc", Ptr, Size, MemKind::Pinned);
}
inline cudaError_t cudaMallocHost(void **Ptr, size_t Size, unsigned int Flags) {
  return cudaHostAlloc(Ptr, Size, Flags);
}
template <class T> cudaError_t cudaMallocHost(T **Ptr, size_t Size) {
  return cudaMallocHost(reinterpret_cast<void **>(Ptr), Size);
}
template <class T>
cudaError_t cudaHostAlloc(T **Ptr, size_t Size, unsigned int Flags) {
  return cudaHostAlloc(reinterpret_cast<void **>(Ptr), Size, Flags);
}

// cudaFree and cudaFreeHost synchronise the device, as CUDA's do.
inline cudaError_t cudaFree(void *DevPtr) {
  using namespace acc2cuda::sim::detail;
  runStreams(/*BlockingOnly=*/false);
  return release("cudaFree", DevPtr, MemKind::Device, MemKind::Managed);
}

inline cudaError_t cudaFreeHost(void *Ptr) {
  using namespace acc2cuda::sim::detail;
  runStreams(/*BlockingOnly=*/false);
  return release("cudaFreeHost", Ptr, MemKind::Pinned, MemKind::Pinned);
}

inline cudaError_t cudaMallocAsync(void **DevPtr, size_t Size,
                                   cudaStream_t Stream) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(Stream))
    return result(cudaErrorInvalidResourceHandle);
  return allocate("cudaMallocAsync", DevPtr, Size, MemKind::Device);
}
template <class T>
cudaError_t cudaMallocAsync(T **DevPtr, size_t Size, cudaStream_t Stream) {
  return cudaMallocAsync(reinterpret_cast<void **>(DevPtr), Size, Stream);
}

inline cudaError_t cudaFreeAsync(void *DevPtr, cudaStream_t Stream) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(Stream))
    return result(cudaErrorInvalidResourceHandle);
  return submit(Stream, [=] {
    return release("cudaFreeAsync", DevPtr, MemKind::Device, MemKind::Device);
  });
}

inline cudaError_t cudaHostRegister(void *Ptr, size_t Size, unsigned int) {
  using namespace acc2cuda::sim::detail;
  if (!Ptr || Size == 0)
    return result(cudaErrorInvalidValue);
  if (registry().overlaps(Ptr, Size))
    return result(cudaErrorHostMemoryAlreadyRegistered);
  registry().add(Ptr, Size, MemKind::Registered);
  return cudaSuccess;
}

inline cudaError_t cudaHostUnregister(void *Ptr) {
  using namespace acc2cuda::sim::detail;
  std::optional<Range> R = registry().exact(Ptr);
  if (!R || R->Kind != MemKind::Registered)
    return result(cudaErrorHostMemoryNotRegistered);
  registry().remove(Ptr);
  return cudaSuccess;
}

inline cudaError_t cudaHostGetDevicePointer(void **DevPtr, void *HostPtr,
                                            unsigned int) {
  using namespace acc2cuda::sim::detail;
  std::optional<Range> R = HostPtr ? registry().find(HostPtr) : std::nullopt;
  if (!DevPtr || !R ||
      (R->Kind != MemKind::Pinned && R->Kind != MemKind::Registered))
    return result(cudaErrorInvalidValue);
  *DevPtr = HostPtr;
  return cudaSuccess;
}

inline cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *A,
                                            const void *Ptr) {
  using namespace acc2cuda::sim::detail;
  if (!A)
    return result(cudaErrorInvalidValue);
  *A = cudaPointerAttributes{cudaMemoryTypeUnregistered, -2, nullptr, nullptr};
  std::optional<Range> R = Ptr ? registry().find(Ptr) : std::nullopt;
  if (!R)
    return cudaSuccess;
  void *P = const_cast<void *>(Ptr);
  A->device = 0;
  A->devicePointer = P;
  switch (R->Kind) {
  case MemKind::Device:
  case MemKind::Symbol:
    A->type = cudaMemoryTypeDevice;
    break;
  case MemKind::Managed:
    A->type = cudaMemoryTypeManaged;
    A->hostPointer = P;
    break;
  case MemKind::Pinned:
  case MemKind::Registered:
    A->type = cudaMemoryTypeHost;
    A->hostPointer = P;
    break;
  }
  return cudaSuccess;
}

// The synchronous forms work on the legacy default stream.
inline cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count,
                              cudaMemcpyKind Kind) {
  return acc2cuda::sim::detail::copyOn(nullptr, "cudaMemcpy", Dst, Src, Count,
                                       Kind);
}

inline cudaError_t cudaMemcpyAsync(void *Dst, const void *Src, size_t Count,
                                   cudaMemcpyKind Kind,
                                   cudaStream_t Stream = 0) {
  return acc2cuda::sim::detail::copyOn(Stream, "cudaMemcpyAsync", Dst, Src,
                                       Count, Kind);
}

inline cudaError_t cudaMemset(void *DevPtr, int Value, size_t Count) {
  return acc2cuda::sim::detail::fillOn(nullptr, "cudaMemset", DevPtr, Value,
                                       Count);
}

inline cudaError_t cudaMemsetAsync(void *DevPtr, int Value, size_t Count,
                                   cudaStream_t Stream = 0) {
  return acc2cuda::sim::detail::fillOn(Stream, "cudaMemsetAsync", DevPtr, Value,
                                       Count);
}

/// Prefetching and advice only tune migration; they validate and return.
inline cudaError_t cudaMemPrefetchAsync(const void *Ptr, size_t Count, int,
                                        cudaStream_t Stream = 0) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(Stream))
    return result(cudaErrorInvalidResourceHandle);
  return result(
      checkOperand("cudaMemPrefetchAsync", "memory", Ptr, Count, Side::Device));
}
inline cudaError_t cudaMemPrefetchAsync(const void *Ptr, size_t Count,
                                        cudaMemLocation, unsigned int,
                                        cudaStream_t Stream = 0) {
  return cudaMemPrefetchAsync(Ptr, Count, 0, Stream);
}
inline cudaError_t cudaMemAdvise(const void *Ptr, size_t Count,
                                 cudaMemoryAdvise, int) {
  using namespace acc2cuda::sim::detail;
  return result(
      checkOperand("cudaMemAdvise", "memory", Ptr, Count, Side::Device));
}
inline cudaError_t cudaMemAdvise(const void *Ptr, size_t Count,
                                 cudaMemoryAdvise Advice, cudaMemLocation) {
  return cudaMemAdvise(Ptr, Count, Advice, 0);
}

//===----------------------------------------------------------------------===//
// Symbols: __device__ and __constant__ variables are plain globals.
//===----------------------------------------------------------------------===//

namespace acc2cuda::sim::detail {

template <class T>
cudaError_t copyToSymbol(const char *Api, const T &Symbol, const void *Src,
                         size_t Count, size_t Offset, cudaMemcpyKind Kind,
                         cudaStream_t Stream) {
  if (Kind != cudaMemcpyHostToDevice && Kind != cudaMemcpyDeviceToDevice &&
      Kind != cudaMemcpyDefault) {
    report("%s: %s is not a valid direction", Api, memcpyKindName(Kind));
    return result(cudaErrorInvalidMemcpyDirection);
  }
  if (Offset > sizeof(T) || Count > sizeof(T) - Offset) {
    report("%s: %zu bytes at offset %zu overrun the %zu-byte symbol", Api,
           Count, Offset, sizeof(T));
    return result(cudaErrorInvalidValue);
  }
  auto *Dst = reinterpret_cast<char *>(const_cast<T *>(&Symbol));
  registerSymbol(Dst, sizeof(T));
  return copyOn(Stream, Api, Dst + Offset, Src, Count, Kind);
}

template <class T>
cudaError_t copyFromSymbol(const char *Api, void *Dst, const T &Symbol,
                           size_t Count, size_t Offset, cudaMemcpyKind Kind,
                           cudaStream_t Stream) {
  if (Kind != cudaMemcpyDeviceToHost && Kind != cudaMemcpyDeviceToDevice &&
      Kind != cudaMemcpyDefault) {
    report("%s: %s is not a valid direction", Api, memcpyKindName(Kind));
    return result(cudaErrorInvalidMemcpyDirection);
  }
  if (Offset > sizeof(T) || Count > sizeof(T) - Offset) {
    report("%s: %zu bytes at offset %zu overrun the %zu-byte symbol", Api,
           Count, Offset, sizeof(T));
    return result(cudaErrorInvalidValue);
  }
  const auto *Src = reinterpret_cast<const char *>(&Symbol);
  registerSymbol(Src, sizeof(T));
  return copyOn(Stream, Api, Dst, Src + Offset, Count, Kind);
}

} // namespace acc2cuda::sim::detail

template <class T>
cudaError_t cudaMemcpyToSymbol(const T &Symbol, const void *Src, size_t Count,
                               size_t Offset = 0,
                               cudaMemcpyKind Kind = cudaMemcpyHostToDevice) {
  return acc2cuda::sim::detail::copyToSymbol("cudaMemcpyToSymbol", Symbol, Src,
                                             Count, Offset, Kind, nullptr);
}

template <class T>
cudaError_t cudaMemcpyFromSymbol(void *Dst, const T &Symbol, size_t Count,
                                 size_t Offset = 0,
                                 cudaMemcpyKind Kind = cudaMemcpyDeviceToHost) {
  return acc2cuda::sim::detail::copyFromSymbol(
      "cudaMemcpyFromSymbol", Dst, Symbol, Count, Offset, Kind, nullptr);
}

template <class T>
cudaError_t cudaMemcpyToSymbolAsync(
    const T &Symbol, const void *Src, size_t Count, size_t Offset = 0,
    cudaMemcpyKind Kind = cudaMemcpyHostToDevice, cudaStream_t Stream = 0) {
  if (!acc2cuda::sim::detail::validStream(Stream))
    return acc2cuda::sim::detail::result(cudaErrorInvalidResourceHandle);
  return acc2cuda::sim::detail::copyToSymbol("cudaMemcpyToSymbolAsync", Symbol,
                                             Src, Count, Offset, Kind, Stream);
}

template <class T>
cudaError_t cudaMemcpyFromSymbolAsync(
    void *Dst, const T &Symbol, size_t Count, size_t Offset = 0,
    cudaMemcpyKind Kind = cudaMemcpyDeviceToHost, cudaStream_t Stream = 0) {
  if (!acc2cuda::sim::detail::validStream(Stream))
    return acc2cuda::sim::detail::result(cudaErrorInvalidResourceHandle);
  return acc2cuda::sim::detail::copyFromSymbol(
      "cudaMemcpyFromSymbolAsync", Dst, Symbol, Count, Offset, Kind, Stream);
}

template <class T>
cudaError_t cudaGetSymbolAddress(void **DevPtr, const T &Symbol) {
  if (!DevPtr)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  acc2cuda::sim::detail::registerSymbol(&Symbol, sizeof(T));
  *DevPtr = const_cast<T *>(&Symbol);
  return cudaSuccess;
}

template <class T> cudaError_t cudaGetSymbolSize(size_t *Size, const T &) {
  if (!Size)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *Size = sizeof(T);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t *S,
                                                unsigned int Flags,
                                                int Priority) {
  using namespace acc2cuda::sim::detail;
  if (!S)
    return result(cudaErrorInvalidValue);
  *S = new CUstream_st;
  (*S)->Flags = Flags;
  (*S)->Priority = Priority;
  Handles::instance().add(*S);
  std::lock_guard Lock(streamMutex());
  userStreams().push_back(*S);
  return cudaSuccess;
}
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *S,
                                             unsigned int Flags) {
  return cudaStreamCreateWithPriority(S, Flags, 0);
}
inline cudaError_t cudaStreamCreate(cudaStream_t *S) {
  return cudaStreamCreateWithPriority(S, cudaStreamDefault, 0);
}

/// The stream's work still runs; the handle is then invalid (the object is
/// kept for the events recorded on it).
inline cudaError_t cudaStreamDestroy(cudaStream_t S) {
  using namespace acc2cuda::sim::detail;
  if (!isUserStream(S) || !Handles::instance().live(S))
    return result(cudaErrorInvalidResourceHandle);
  std::lock_guard Lock(streamMutex());
  runStream(S);
  Handles::instance().remove(S);
  S->Destroyed = true;
  std::erase(userStreams(), S);
  return cudaSuccess;
}

inline cudaError_t cudaStreamSynchronize(cudaStream_t S) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  if (isUserStream(S))
    runStream(S);
  return cudaSuccess;
}

/// Work still queued is "not ready"; it then runs, so that a program
/// polling until the stream is idle gets there.
inline cudaError_t cudaStreamQuery(cudaStream_t S) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  if (!pending(S))
    return cudaSuccess;
  runStream(S);
  return cudaErrorNotReady;
}

inline cudaError_t cudaStreamGetFlags(cudaStream_t S, unsigned int *Flags) {
  using namespace acc2cuda::sim::detail;
  if (!Flags || !validStream(S))
    return result(Flags ? cudaErrorInvalidResourceHandle
                        : cudaErrorInvalidValue);
  *Flags = isUserStream(S) ? S->Flags : 0u;
  return cudaSuccess;
}

inline cudaError_t cudaStreamGetPriority(cudaStream_t S, int *Priority) {
  using namespace acc2cuda::sim::detail;
  if (!Priority || !validStream(S))
    return result(Priority ? cudaErrorInvalidResourceHandle
                           : cudaErrorInvalidValue);
  *Priority = isUserStream(S) ? S->Priority : 0;
  return cudaSuccess;
}

inline cudaError_t cudaStreamWaitEvent(cudaStream_t S, cudaEvent_t E,
                                       unsigned int = 0) {
  using namespace acc2cuda::sim::detail;
  if (!validStream(S) || !validEvent(E))
    return result(cudaErrorInvalidResourceHandle);
  submitWait(S, E);
  return cudaSuccess;
}

inline cudaError_t cudaLaunchHostFunc(cudaStream_t S, cudaHostFn_t Fn,
                                      void *UserData) {
  using namespace acc2cuda::sim::detail;
  if (!Fn)
    return result(cudaErrorInvalidValue);
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  return submit(S, [=] {
    Fn(UserData);
    return cudaSuccess;
  });
}

inline cudaError_t cudaStreamAddCallback(cudaStream_t S,
                                         cudaStreamCallback_t Fn,
                                         void *UserData, unsigned int) {
  using namespace acc2cuda::sim::detail;
  if (!Fn)
    return result(cudaErrorInvalidValue);
  if (!validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  return submit(S, [=] {
    Fn(S, cudaSuccess, UserData);
    return cudaSuccess;
  });
}

inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *E,
                                            unsigned int Flags) {
  if (!E)
    return acc2cuda::sim::detail::result(cudaErrorInvalidValue);
  *E = new CUevent_st;
  (*E)->Flags = Flags;
  acc2cuda::sim::detail::Handles::instance().add(*E);
  return cudaSuccess;
}
inline cudaError_t cudaEventCreate(cudaEvent_t *E) {
  return cudaEventCreateWithFlags(E, cudaEventDefault);
}
inline cudaError_t cudaEventCreate(cudaEvent_t *E, unsigned int Flags) {
  return cudaEventCreateWithFlags(E, Flags);
}

/// Work the event follows still runs (its mark outlives the event).
inline cudaError_t cudaEventDestroy(cudaEvent_t E) {
  using namespace acc2cuda::sim::detail;
  if (!E || !Handles::instance().remove(E))
    return result(cudaErrorInvalidResourceHandle);
  delete E;
  return cudaSuccess;
}

inline cudaError_t cudaEventRecord(cudaEvent_t E, cudaStream_t S = 0) {
  using namespace acc2cuda::sim::detail;
  if (!validEvent(E) || !validStream(S))
    return result(cudaErrorInvalidResourceHandle);
  record(E, S);
  return cudaSuccess;
}

inline cudaError_t cudaEventSynchronize(cudaEvent_t E) {
  using namespace acc2cuda::sim::detail;
  if (!validEvent(E))
    return result(cudaErrorInvalidResourceHandle);
  if (E->Stream)
    runUntil(E->Stream, E->Seq);
  return cudaSuccess;
}

/// Like cudaStreamQuery: "not ready" while the work before the event is
/// queued, which then runs.
inline cudaError_t cudaEventQuery(cudaEvent_t E) {
  using namespace acc2cuda::sim::detail;
  if (!validEvent(E))
    return result(cudaErrorInvalidResourceHandle);
  if (!E->Mark || E->Mark->Reached)
    return cudaSuccess;
  runUntil(E->Stream, E->Seq);
  return cudaErrorNotReady;
}

inline cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start,
                                        cudaEvent_t End) {
  using namespace acc2cuda::sim::detail;
  if (!Ms)
    return result(cudaErrorInvalidValue);
  if (!validEvent(Start) || !validEvent(End) || !Start->Mark || !End->Mark ||
      (Start->Flags & cudaEventDisableTiming) ||
      (End->Flags & cudaEventDisableTiming))
    return result(cudaErrorInvalidResourceHandle);
  if (!Start->Mark->Reached || !End->Mark->Reached)
    return cudaErrorNotReady;
  *Ms = std::chrono::duration<float, std::milli>(End->Mark->Time -
                                                 Start->Mark->Time)
            .count();
  return cudaSuccess;
}

#endif // ACC2CUDA_SIM_API_H
