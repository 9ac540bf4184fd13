//===- acc2cuda/api_omp.h - OpenMP device routines --------------*- C++ -*-===//
//
// The OpenMP 5.2 device routines (18.7 device information, 18.8 device
// memory) on CUDA, as extern "C" inline functions, on the present table that
// `target` constructs use (acc2cuda::Construct), so omp_target_is_present
// sees what `target enter data` mapped and omp_target_associate_ptr makes
// data present for `map` clauses. Their transfers and allocations are
// counted and logged under the routine's name.
//
// Device numbers: the CUDA devices are 0 to N-1 and the host (the initial
// device) is N, the value of omp_get_num_devices() and
// omp_get_initial_device(); -1 (OpenMP 5.2's omp_initial_device) names the
// host too. A device number naming the host means host memory (malloc,
// memcpy). `target` regions run only on the GPU, so the host cannot be made
// the default device.
//
// <omp.h> is included first: libgomp's declares these routines with
// __GOMP_NOTHROW (`throw ()` in C++), and a redeclaration must repeat the
// exception specification, so the definitions use it too; the user's own
// later `#include <omp.h>` is a no-op (include guard). Other routines
// (omp_get_wtime, omp_get_thread_num...) still come from the OpenMP library
// when the program is built with -fopenmp. libgomp exports these names too;
// definitions in the executable take precedence over a shared library's, so
// the program's calls reach the ones here.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_API_OMP_H
#define ACC2CUDA_API_OMP_H

#if defined(__has_include)
#if __has_include(<omp.h>)
#include <omp.h>
#endif
#endif

#include "api_acc.h"
#include "construct.h"
#include "cuda_api.h"
#include "present_table.h"

#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <mutex>

#if defined(__GOMP_NOTHROW)
#define ACC2CUDA_OMP_NOTHROW __GOMP_NOTHROW
#else
#define ACC2CUDA_OMP_NOTHROW
#endif

namespace acc2cuda {
namespace api {

enum class OmpDevice { Host, Gpu, Invalid };

/// What an OpenMP device number names.
inline OmpDevice omp_device(int Dev) {
  int Count = device_count();
  if (Dev == Count || Dev == -1)
    return OmpDevice::Host;
  return Dev >= 0 && Dev < Count ? OmpDevice::Gpu : OmpDevice::Invalid;
}

/// Whether Dev is the GPU whose data the present table holds.
inline bool is_table_device(int Dev) {
  return omp_device(Dev) == OmpDevice::Gpu && Dev == current_device();
}

/// A construct's `device(Dev)` clause: true when it runs on the GPU (Dev is
/// the default device), false when Dev names the host (the construct runs
/// there, as with a false `if`). Another GPU is an error: the present table
/// holds the data of one device (make it the default with
/// omp_set_default_device first).
inline bool offload_to(int Dev, const char *Directive) {
  switch (omp_device(Dev)) {
  case OmpDevice::Host:
    return false;
  case OmpDevice::Gpu:
    if (Dev == current_device())
      return true;
    fail(Directive,
         "device(%d): acc2cuda runs target constructs on the default "
         "device (%d) or the host (%d); call omp_set_default_device(%d) "
         "first",
         Dev, current_device(), device_count(), Dev);
  case OmpDevice::Invalid:
    break;
  }
  fail(Directive, "device(%d) is out of range: there are %d devices", Dev,
       device_count());
}

/// Makes a GPU current for the scope (omp_target_alloc and omp_target_free
/// on a device other than the thread's current one).
class DeviceScope {
public:
  explicit DeviceScope(int Dev) : Saved(current_device()) {
    if (Dev != Saved && cudaSetDevice(Dev) != cudaSuccess)
      cudaGetLastError();
  }
  ~DeviceScope() {
    int Now = current_device();
    if (Saved >= 0 && Now != Saved && cudaSetDevice(Saved) != cudaSuccess)
      cudaGetLastError();
  }
  DeviceScope(const DeviceScope &) = delete;
  DeviceScope &operator=(const DeviceScope &) = delete;

private:
  int Saved;
};

/// The cudaMemcpy direction between two sides.
inline cudaMemcpyKind copy_kind(bool DstHost, bool SrcHost) {
  if (DstHost)
    return SrcHost ? cudaMemcpyHostToHost : cudaMemcpyDeviceToHost;
  return SrcHost ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToDevice;
}

/// Copies the Dims-dimensional subvolume Volume (row-major, last dimension
/// contiguous) one row at a time; false if a copy fails.
inline bool copy_rect(Construct &C, char *Dst, const char *Src,
                      std::size_t Element, int Dims, const std::size_t *Volume,
                      const std::size_t *DstOffsets,
                      const std::size_t *SrcOffsets,
                      const std::size_t *DstDimensions,
                      const std::size_t *SrcDimensions, cudaMemcpyKind Kind) {
  if (Dims == 1)
    return C.copy(Dst + DstOffsets[0] * Element, Src + SrcOffsets[0] * Element,
                  Volume[0] * Element, Kind) == cudaSuccess;
  // Bytes of one index step in the outermost dimension.
  std::size_t DstStep = Element, SrcStep = Element;
  for (int D = 1; D < Dims; ++D) {
    DstStep *= DstDimensions[D];
    SrcStep *= SrcDimensions[D];
  }
  for (std::size_t I = 0; I < Volume[0]; ++I)
    if (!copy_rect(C, Dst + (DstOffsets[0] + I) * DstStep,
                   Src + (SrcOffsets[0] + I) * SrcStep, Element, Dims - 1,
                   Volume + 1, DstOffsets + 1, SrcOffsets + 1,
                   DstDimensions + 1, SrcDimensions + 1, Kind))
      return false;
  return true;
}

} // namespace api
} // namespace acc2cuda

//===----------------------------------------------------------------------===//
// Device information (OpenMP 5.2 18.7)
//===----------------------------------------------------------------------===//

extern "C" inline int omp_get_num_devices(void) ACC2CUDA_OMP_NOTHROW {
  return acc2cuda::api::device_count();
}

/// The host's device number: omp_get_num_devices().
extern "C" inline int omp_get_initial_device(void) ACC2CUDA_OMP_NOTHROW {
  return acc2cuda::api::device_count();
}

/// The calling thread's CUDA device, where `target` regions run.
extern "C" inline int omp_get_default_device(void) ACC2CUDA_OMP_NOTHROW {
  int Dev = acc2cuda::api::current_device();
  return Dev >= 0 ? Dev : acc2cuda::api::device_count();
}

/// Selects a GPU for the calling thread's `target` regions; the host and
/// numbers of no device are errors, as `target` regions cannot run there.
extern "C" inline void
omp_set_default_device(int device_num) ACC2CUDA_OMP_NOTHROW {
  const char *Routine = "omp_set_default_device";
  switch (acc2cuda::api::omp_device(device_num)) {
  case acc2cuda::api::OmpDevice::Gpu:
    acc2cuda::api::select_device(Routine, device_num);
    return;
  case acc2cuda::api::OmpDevice::Host:
    acc2cuda::api::fail(Routine,
                        "device %d is the host: acc2cuda runs target "
                        "regions only on NVIDIA GPUs",
                        device_num);
  case acc2cuda::api::OmpDevice::Invalid:
    break;
  }
  acc2cuda::api::fail(Routine,
                      "device number %d is out of range: there are %d "
                      "devices",
                      device_num, acc2cuda::api::device_count());
}

#if defined(__CUDACC__)
// libgomp's <omp.h> declared these as host functions; nvcc warns (20040)
// that they become __host__ __device__, which is the point.
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20040
#endif

/// Callable in `target` regions: __CUDA_ARCH__ tells the GPU's side of the
/// nvcc build; the simulator marks the host threads that run kernels.
extern "C" inline __host__ __device__ int
omp_is_initial_device(void) ACC2CUDA_OMP_NOTHROW {
#if defined(__CUDA_ARCH__)
  return 0;
#else
  return !acc2cuda::api::in_simulated_kernel();
#endif
}

/// The device the caller runs on. On the GPU this is 0: a kernel cannot ask
/// CUDA which device it runs on without relocatable device code, and
/// generated `target` regions run on the default device, 0 unless
/// omp_set_default_device chose another.
extern "C" inline __host__ __device__ int
omp_get_device_num(void) ACC2CUDA_OMP_NOTHROW {
#if defined(__CUDA_ARCH__)
  return 0;
#else
  if (acc2cuda::api::in_simulated_kernel())
    return acc2cuda::api::current_device();
  return acc2cuda::api::device_count();
#endif
}

#if defined(__CUDACC__)
#pragma nv_diagnostic pop
#endif

namespace acc2cuda {
namespace omp_dev {

// Where target-region code runs (OpenMP 5.2 18.2, 18.4), as acc2cuda maps
// it: a team is a CUDA block. acc2cuda rewrites the calls in kernels to
// these (the host keeps libgomp's, for host parallel regions); Parallel says
// whether the call runs in a parallel region, whose threads are the
// block's. Outside one a team has one thread, number 0.

__device__ inline int team_num() {
  return static_cast<int>(blockIdx.x +
                          gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z));
}
__device__ inline int num_teams() {
  return static_cast<int>(gridDim.x * gridDim.y * gridDim.z);
}
__device__ inline int thread_num(bool Parallel) {
  return Parallel ? static_cast<int>(
                        threadIdx.x +
                        blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))
                  : 0;
}
__device__ inline int num_threads(bool Parallel) {
  return Parallel ? static_cast<int>(blockDim.x * blockDim.y * blockDim.z) : 1;
}
/// Whether the caller is in an active parallel region (more than one
/// thread).
__device__ inline int in_parallel(bool Parallel) {
  return num_threads(Parallel) > 1;
}
/// The threads a parallel region the caller starts may have: inside one
/// (nested regions are inactive on the device) one; outside, up to CUDA's
/// largest block, which every later parallel region's team fits in.
__device__ inline int max_threads(bool Parallel) { return Parallel ? 1 : 1024; }
/// thread-limit-var: a team's threads are its block's, sized by
/// thread_limit (or num_threads) when given.
__device__ inline int thread_limit() {
  return static_cast<int>(blockDim.x * blockDim.y * blockDim.z);
}
/// Nesting depth of the enclosing parallel regions, and of the active ones.
__device__ inline int level(bool Parallel) { return Parallel ? 1 : 0; }
__device__ inline int active_level(bool Parallel) {
  return in_parallel(Parallel);
}

/// Deals the iterations [0, Total) of a worksharing loop to the teams
/// (blocks) and their threads as OpenMP's static schedules do (OpenMP 5.2
/// 11.5.3 schedule, 11.6.1 dist_schedule): chunks of TeamChunk iterations go
/// to the teams round robin in team order, and the iterations of a team's
/// chunk go to its threads in chunks of ThreadChunk the same way. A chunk of
/// 0 is one contiguous chunk per team (thread) of nearly equal size. Without
/// Threads the team's initial thread runs all of the team's iterations.
///
///   StaticSchedule S(Total, TeamChunk, ThreadChunk, Threads);
///   for (long long K = S.first(); K < Total; K = S.next(K)) ...
class StaticSchedule {
public:
  __device__ StaticSchedule(long long Total, long long TeamChunk,
                            long long ThreadChunk, bool Threads)
      : Total(Total), Teams(num_teams()), Team(team_num()),
        Threads(Threads ? num_threads(true) : 1),
        Thread(Threads ? thread_num(true) : 0),
        TeamChunk(TeamChunk > 0 ? TeamChunk : perUnit(Total, Teams)),
        ThreadChunkAsked(ThreadChunk) {}

  __device__ long long first() {
    TeamBegin = Team * TeamChunk;
    if (TeamBegin >= Total)
      return Total;
    enterTeamChunk();
    return seek();
  }
  __device__ long long next(long long K) {
    if (K + 1 < ChunkEnd)
      return K + 1;
    ChunkBegin += Threads * ThreadChunk;
    return seek();
  }

private:
  /// Iterations per unit when Count go to Units units in one chunk each.
  __device__ static long long perUnit(long long Count, long long Units) {
    long long Per = (Count + Units - 1) / Units;
    return Per > 0 ? Per : 1;
  }
  /// Starts the team's chunk at TeamBegin (below Total).
  __device__ void enterTeamChunk() {
    TeamEnd = TeamBegin + TeamChunk < Total ? TeamBegin + TeamChunk : Total;
    ThreadChunk = ThreadChunkAsked > 0 ? ThreadChunkAsked
                                       : perUnit(TeamEnd - TeamBegin, Threads);
    ChunkBegin = TeamBegin + Thread * ThreadChunk;
  }
  /// The first iteration of this thread's chunk at ChunkBegin, or of its
  /// chunk in the team's next chunk when the team's current one has no
  /// more for it; Total when the team has no more.
  __device__ long long seek() {
    while (ChunkBegin >= TeamEnd) {
      TeamBegin += Teams * TeamChunk;
      if (TeamBegin >= Total)
        return Total;
      enterTeamChunk();
    }
    ChunkEnd =
        ChunkBegin + ThreadChunk < TeamEnd ? ChunkBegin + ThreadChunk : TeamEnd;
    return ChunkBegin;
  }

  long long Total, Teams, Team, Threads, Thread, TeamChunk, ThreadChunkAsked;
  long long TeamBegin = 0, TeamEnd = 0, ThreadChunk = 1, ChunkBegin = 0,
            ChunkEnd = 0;
};

/// The lock of `critical(name)`, Name a hash of the name (unnamed: of "").
/// One per program and name, as OpenMP asks, within a translation unit:
/// kernels of other files have their own (see docs/openmp.md).
template <unsigned long long Name> __device__ unsigned int critical_lock = 0;

/// Holds a critical section's lock for its scope. Threads of one warp may
/// wait for each other here: that needs independent thread scheduling
/// (sm_70 and newer). The fences make the section's writes visible to the
/// next holder, wherever it runs.
class Critical {
public:
  __device__ explicit Critical(unsigned int *Lock) : Lock(Lock) {
    while (atomicCAS(Lock, 0u, 1u) != 0u)
      __nanosleep(64);
    __threadfence();
  }
  __device__ ~Critical() {
    __threadfence();
    atomicExch(Lock, 0u);
  }
  Critical(const Critical &) = delete;
  Critical &operator=(const Critical &) = delete;

private:
  unsigned int *Lock;
};

} // namespace omp_dev
} // namespace acc2cuda

//===----------------------------------------------------------------------===//
// Device memory (OpenMP 5.2 18.8)
//===----------------------------------------------------------------------===//

/// Null for zero bytes, for a device number of no device, and when the
/// allocation fails.
extern "C" inline void *omp_target_alloc(size_t size,
                                         int device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  if (size == 0)
    return nullptr;
  switch (acc2cuda::api::omp_device(device_num)) {
  case OmpDevice::Host:
    return std::malloc(size);
  case OmpDevice::Gpu: {
    acc2cuda::api::DeviceScope Scope(device_num);
    acc2cuda::Construct C("omp_target_alloc");
    return C.allocate(size);
  }
  case OmpDevice::Invalid:
    break;
  }
  return nullptr;
}

/// Memory of a device number of no device is left alone; device memory
/// that holds present data is an error, as for acc_free.
extern "C" inline void omp_target_free(void *device_ptr,
                                       int device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  if (!device_ptr)
    return;
  switch (acc2cuda::api::omp_device(device_num)) {
  case OmpDevice::Host:
    std::free(device_ptr);
    return;
  case OmpDevice::Gpu: {
    acc2cuda::api::DeviceScope Scope(device_num);
    acc2cuda::Construct C("omp_target_free");
    acc2cuda::PresentTable &Table = acc2cuda::present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    if (acc2cuda::api::is_table_device(device_num))
      if (acc2cuda::PresentEntry *E =
              Table.findDevice(acc2cuda::api::address(device_ptr)))
        C.fail(
            "device address %p holds present data (%s); unmap it first",
            device_ptr,
            acc2cuda::Construct::describe(E->Host, E->Bytes, nullptr).c_str());
    C.deallocate(device_ptr);
    return;
  }
  case OmpDevice::Invalid:
    return;
  }
}

/// Whether ptr lies in data mapped to the device; always for the host and
/// for null (as libgomp answers).
extern "C" inline int
omp_target_is_present(const void *ptr, int device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  acc2cuda::api::OmpDevice Kind = acc2cuda::api::omp_device(device_num);
  if (Kind == OmpDevice::Host || (Kind == OmpDevice::Gpu && !ptr))
    return 1;
  if (!acc2cuda::api::is_table_device(device_num))
    return 0;
  return acc2cuda::api::device_pointer(ptr) != nullptr;
}

/// Whether the device can access [ptr, ptr + size) at that address (not
/// whether it is mapped): the host can; a GPU can access managed and
/// page-locked memory and its own device memory, not ordinary host memory.
extern "C" inline int
omp_target_is_accessible(const void *ptr, size_t size,
                         int device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  static_cast<void>(size); // CUDA's attributes cover a whole allocation
  acc2cuda::api::OmpDevice Kind = acc2cuda::api::omp_device(device_num);
  if (Kind == OmpDevice::Host)
    return 1;
  if (Kind == OmpDevice::Invalid || !ptr)
    return 0;
  cudaPointerAttributes A;
  if (cudaPointerGetAttributes(&A, ptr) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  switch (A.type) {
  case cudaMemoryTypeManaged:
  case cudaMemoryTypeHost:
    return 1;
  case cudaMemoryTypeDevice:
    return A.device == device_num;
  default:
    return 0;
  }
}

/// The device address of ptr if it lies in mapped data (ptr itself for the
/// host), else null.
extern "C" inline void *
omp_get_mapped_ptr(const void *ptr, int device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  if (!ptr)
    return nullptr;
  if (acc2cuda::api::omp_device(device_num) == OmpDevice::Host)
    return const_cast<void *>(ptr);
  if (!acc2cuda::api::is_table_device(device_num))
    return nullptr;
  return acc2cuda::api::device_pointer(ptr);
}

/// Copies length bytes; 0 on success, non-zero for a device number of no
/// device, a null pointer or a failed copy.
extern "C" inline int
omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                  size_t src_offset, int dst_device_num,
                  int src_device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  OmpDevice DstKind = acc2cuda::api::omp_device(dst_device_num);
  OmpDevice SrcKind = acc2cuda::api::omp_device(src_device_num);
  if (DstKind == OmpDevice::Invalid || SrcKind == OmpDevice::Invalid)
    return 1;
  if (length == 0)
    return 0;
  if (!dst || !src)
    return 1;
  acc2cuda::Construct C("omp_target_memcpy");
  cudaError_t Err =
      C.copy(static_cast<char *>(dst) + dst_offset,
             static_cast<const char *>(src) + src_offset, length,
             acc2cuda::api::copy_kind(DstKind == OmpDevice::Host,
                                      SrcKind == OmpDevice::Host));
  return Err == cudaSuccess ? 0 : 1;
}

/// Copies a rectangular subvolume of a num_dims-dimensional row-major array
/// (offsets and dimensions in elements), one row per copy. With dst and src
/// both null, returns the number of dimensions supported: any.
extern "C" inline int omp_target_memcpy_rect(
    void *dst, const void *src, size_t element_size, int num_dims,
    const size_t *volume, const size_t *dst_offsets, const size_t *src_offsets,
    const size_t *dst_dimensions, const size_t *src_dimensions,
    int dst_device_num, int src_device_num) ACC2CUDA_OMP_NOTHROW {
  using acc2cuda::api::OmpDevice;
  if (!dst && !src)
    return INT_MAX;
  OmpDevice DstKind = acc2cuda::api::omp_device(dst_device_num);
  OmpDevice SrcKind = acc2cuda::api::omp_device(src_device_num);
  if (DstKind == OmpDevice::Invalid || SrcKind == OmpDevice::Invalid || !dst ||
      !src || num_dims < 1 || !volume || !dst_offsets || !src_offsets ||
      !dst_dimensions || !src_dimensions)
    return 1;
  for (int D = 0; D < num_dims; ++D)
    if (volume[D] == 0)
      return 0;
  acc2cuda::Construct C("omp_target_memcpy_rect");
  bool Copied = acc2cuda::api::copy_rect(
      C, static_cast<char *>(dst), static_cast<const char *>(src), element_size,
      num_dims, volume, dst_offsets, src_offsets, dst_dimensions,
      src_dimensions,
      acc2cuda::api::copy_kind(DstKind == OmpDevice::Host,
                               SrcKind == OmpDevice::Host));
  return Copied ? 0 : 1;
}

#if defined(__has_include)
#if __has_include(<omp.h>)
/// The asynchronous copies (OpenMP 5.2 18.8.7-8) run as undeferred tasks:
/// the copy is done when the routine returns, which a deferred task may
/// be. Their dependences name earlier target tasks (`nowait`), which
/// complete first.
extern "C" inline int omp_target_memcpy_async(
    void *dst, const void *src, size_t length, size_t dst_offset,
    size_t src_offset, int dst_device_num, int src_device_num, int depobj_count,
    omp_depend_t *depobj_list) ACC2CUDA_OMP_NOTHROW {
  (void)depobj_list;
  if (depobj_count > 0)
    acc2cuda::Construct("omp_target_memcpy_async").taskwait();
  return omp_target_memcpy(dst, src, length, dst_offset, src_offset,
                           dst_device_num, src_device_num);
}

extern "C" inline int omp_target_memcpy_rect_async(
    void *dst, const void *src, size_t element_size, int num_dims,
    const size_t *volume, const size_t *dst_offsets, const size_t *src_offsets,
    const size_t *dst_dimensions, const size_t *src_dimensions,
    int dst_device_num, int src_device_num, int depobj_count,
    omp_depend_t *depobj_list) ACC2CUDA_OMP_NOTHROW {
  (void)depobj_list;
  if (depobj_count > 0 && (dst || src))
    acc2cuda::Construct("omp_target_memcpy_rect_async").taskwait();
  return omp_target_memcpy_rect(dst, src, element_size, num_dims, volume,
                                dst_offsets, src_offsets, dst_dimensions,
                                src_dimensions, dst_device_num, src_device_num);
}
#endif
#endif

/// Makes [host_ptr, host_ptr + size) present at device_ptr + device_offset
/// with a reference that `target exit data` never drops (the device memory
/// stays the program's). Associating the same pair again does nothing and
/// succeeds; a host range that overlaps mapped data, the host, another GPU
/// than the current one, null pointers and size 0 fail (non-zero).
extern "C" inline int
omp_target_associate_ptr(const void *host_ptr, const void *device_ptr,
                         size_t size, size_t device_offset,
                         int device_num) ACC2CUDA_OMP_NOTHROW {
  if (!acc2cuda::api::is_table_device(device_num) || !host_ptr || !device_ptr ||
      size == 0)
    return 1;
  acc2cuda::Construct C("omp_target_associate_ptr");
  std::uintptr_t Host = acc2cuda::api::address(host_ptr);
  void *Dev =
      const_cast<char *>(static_cast<const char *>(device_ptr)) + device_offset;
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (acc2cuda::PresentEntry *E = Table.find(Host, 0))
    if (E->Host == Host && E->Device == Dev)
      return 0;
  if (Table.findOverlap(Host, size))
    return 1;
  acc2cuda::PresentEntry &E = Table.insert(Host, size, Dev);
  E.DynamicRefs = 1;
  E.UserMapped = true;
  return 0;
}

/// Removes an association omp_target_associate_ptr (or acc_map_data) made
/// at ptr; non-zero if there is none, or while a `target data` region or
/// `target` construct maps it.
extern "C" inline int
omp_target_disassociate_ptr(const void *ptr,
                            int device_num) ACC2CUDA_OMP_NOTHROW {
  if (!acc2cuda::api::is_table_device(device_num) || !ptr)
    return 1;
  acc2cuda::Construct C("omp_target_disassociate_ptr");
  std::uintptr_t Host = acc2cuda::api::address(ptr);
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  acc2cuda::PresentEntry *E = Table.find(Host, 0);
  if (!E || E->Host != Host || !E->UserMapped || E->StructuredRefs != 0)
    return 1;
  Table.erase(Host);
  return 0;
}

namespace acc2cuda {

/// `#pragma omp requires unified_shared_memory` (OpenMP 5.2 10.5.1.1), run
/// before main by the translation: target regions use host memory that no
/// map made present in place (the present table's Unified). The GPU must
/// access pageable host memory (HMM or ATS); the program stops otherwise.
inline bool require_unified_shared_memory() {
  present_table().Unified = true;
#if defined(__CUDACC__)
  int Device = 0, Pageable = 0;
  if (cudaGetDevice(&Device) == cudaSuccess &&
      cudaDeviceGetAttribute(&Pageable, cudaDevAttrPageableMemoryAccess,
                             Device) == cudaSuccess &&
      !Pageable) {
    std::fprintf(stderr,
                 "acc2cuda: error: the program requires "
                 "unified_shared_memory, and GPU %d cannot access pageable "
                 "host memory (it needs HMM or ATS)\n",
                 Device);
    std::exit(1);
  }
#else
  sim::detail::hostMemoryAccessible() = true;
#endif
  return true;
}

} // namespace acc2cuda

#endif // ACC2CUDA_API_OMP_H
