//===- acc2cuda/api_acc.h - OpenACC runtime routines ------------*- C++ -*-===//
//
// The OpenACC 3.3 runtime routines (chapter 3) on CUDA, declared by
// <openacc.h>, as extern "C" inline functions. The data routines work on
// the present table through acc2cuda::Construct, so data that acc_copyin
// makes present is what a compute construct's present() finds, and
// `enter data copyin(a)` makes acc_is_present(a, n) true: one table, one
// pair of reference counters per entry. Their transfers and allocations are
// counted and logged (ACC2CUDA_NOTIFY, ACC2CUDA_TIME) under the routine's
// name.
//
// Errors the specification makes runtime errors (acc_copyout of data that is
// not present, acc_update_device of data that is not present, ...) print
// "acc2cuda: error: in 'ROUTINE': ..." with the host range and exit(1).
//
// Compute regions run only on NVIDIA GPUs (on the host simulator, its one
// simulated GPU): acc_device_host cannot be selected. The present table holds
// one device's data, so switching devices while data is present is an error.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_API_ACC_H
#define ACC2CUDA_API_ACC_H

// The declarations, by relative path so that no other <openacc.h> on the
// include path can stand in; the definitions below must agree with them.
#include "../openacc.h"

#include "construct.h"
#include "cuda_api.h"
#include "present_table.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace acc2cuda {
namespace api {

/// Reports an error in a runtime routine, in Construct::fail's form, and
/// exits (for the routines that do not map data).
template <class... A>
[[noreturn]] void fail(const char *Routine, const char *Fmt, A... Args) {
  std::fprintf(stderr, "acc2cuda: error: in '%s': ", Routine);
  std::fprintf(stderr, Fmt, Args...);
  std::fputc('\n', stderr);
  std::exit(1);
}

inline std::uintptr_t address(const void *P) {
  return reinterpret_cast<std::uintptr_t>(P);
}

/// The number of CUDA devices; 0 when CUDA has none (the error is cleared
/// so that the next launch check does not report it).
inline int device_count() {
  int N = 0;
  if (cudaGetDeviceCount(&N) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  return N;
}

/// The calling host thread's CUDA device, or -1 if there is none.
inline int current_device() {
  int Dev = 0;
  if (cudaGetDevice(&Dev) != cudaSuccess) {
    cudaGetLastError();
    return -1;
  }
  return Dev;
}

/// Makes Dev (a valid device number) the calling thread's CUDA device. The
/// present table holds one device's data, so switching with data present
/// would hand kernels another device's addresses: refused.
inline void select_device(const char *Routine, int Dev) {
  int Current = current_device();
  if (Dev == Current)
    return;
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (Table.size() != 0)
    fail(Routine,
         "cannot switch to device %d while data is present on device %d "
         "(acc2cuda keeps the data of one device)",
         Dev, Current);
  cudaError_t Err = cudaSetDevice(Dev);
  if (Err != cudaSuccess)
    fail(Routine, "cudaSetDevice(%d) failed: %s (%s)", Dev,
         cudaGetErrorString(Err), cudaGetErrorName(Err));
}

/// Whether the caller runs inside a kernel, on the host side of the build:
/// the simulator runs kernels on host threads and marks them; with nvcc the
/// device side is told by __CUDA_ARCH__ instead.
inline bool in_simulated_kernel() {
#if defined(__CUDACC__)
  return false;
#else
  return sim::detail::CurrentRunner != nullptr;
#endif
}

/// Whether Type names the GPUs compute regions run on.
inline bool is_gpu_type(acc_device_t Type) {
  return Type == acc_device_default || Type == acc_device_not_host ||
         Type == acc_device_nvidia || Type == acc_device_current;
}

/// Fails unless Type can be selected: compute regions run only on NVIDIA
/// GPUs ("if the device type is not available, the behavior is
/// implementation-defined; in particular, the program may abort").
inline void require_gpu_type(const char *Routine, acc_device_t Type) {
  if (Type == acc_device_host)
    fail(Routine, "acc_device_host cannot be selected: acc2cuda runs compute "
                  "regions only on NVIDIA GPUs");
  if (!is_gpu_type(Type))
    fail(Routine,
         "device type %d is not available (acc2cuda supports "
         "acc_device_nvidia)",
         static_cast<int>(Type));
  if (device_count() == 0)
    fail(Routine, "no NVIDIA GPU is available");
}

/// The device address of host address Host if it lies in present data,
/// else null. A `link` global's entry holds no data while nothing maps it.
inline void *device_pointer(const void *Host) {
  if (!Host)
    return nullptr;
  detail::run_deferred(); // declared globals become present first
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  PresentEntry *E = Table.find(address(Host), 0);
  return E && !E->absent() ? E->device_address(address(Host)) : nullptr;
}

/// acc_copyin and acc_create: enter data copyin/create. Returns the device
/// address of Host (of the existing copy if the data was present).
inline void *enter_data(const char *Routine, void *Host, std::size_t Bytes,
                        MapKind Kind, long long Async = AsyncSync) {
  if (!Host)
    return nullptr;
  // Nothing to map, as for zero-length sections; the address still names
  // present data that holds it.
  if (Bytes == 0)
    return device_pointer(Host);
  Construct C(Routine);
  C.async(Async);
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  C.enter(static_cast<char *>(Host), static_cast<long long>(Bytes), Kind,
          nullptr);
  return Table.find(address(Host), Bytes)->device_address(address(Host));
}

/// acc_copyout and acc_delete (with or without finalize): exit data
/// copyout/delete, except that data that is not present is a runtime error
/// (OpenACC 3.3 acc_copyout, acc_delete).
inline void exit_data(const char *Routine, void *Host, std::size_t Bytes,
                      ExitKind Kind, bool Finalize,
                      long long Async = AsyncSync) {
  if (!Host || Bytes == 0)
    return;
  Construct C(Routine);
  C.async(Async);
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  // Partly present data is left to exit(), which reports the overlap.
  if (!Table.find(address(Host), Bytes) &&
      !Table.findOverlap(address(Host), Bytes))
    C.failNotPresent(address(Host), Bytes, nullptr);
  C.exit(static_cast<char *>(Host), static_cast<long long>(Bytes), Kind,
         Finalize, nullptr);
}

/// acc_update_device and acc_update_self: data that is not present is a
/// runtime error.
inline void update(const char *Routine, void *Host, std::size_t Bytes,
                   bool ToDevice, long long Async = AsyncSync) {
  if (!Host || Bytes == 0)
    return;
  Construct C(Routine);
  C.async(Async);
  auto *H = static_cast<char *>(Host);
  auto Count = static_cast<long long>(Bytes);
  if (ToDevice)
    C.update_device(H, Count, /*IfPresent=*/false, nullptr);
  else
    C.update_host(H, Count, /*IfPresent=*/false, nullptr);
}

/// acc_memcpy_*: a checked, counted copy.
inline void memcpy(const char *Routine, void *Dst, const void *Src,
                   std::size_t Bytes, cudaMemcpyKind Kind,
                   long long Async = AsyncSync) {
  if (Bytes == 0)
    return;
  Construct C(Routine);
  C.async(Async);
  C.check(C.copy(Dst, Src, Bytes, Kind), "cudaMemcpy");
}

} // namespace api
} // namespace acc2cuda

//===----------------------------------------------------------------------===//
// Device management (OpenACC 3.3 3.2)
//===----------------------------------------------------------------------===//

/// acc_device_host is the one host; the GPU types count the CUDA devices.
extern "C" inline int acc_get_num_devices(acc_device_t dev_type) {
  if (dev_type == acc_device_host)
    return 1;
  return acc2cuda::api::is_gpu_type(dev_type) ? acc2cuda::api::device_count()
                                              : 0;
}

/// Compute regions always run on the GPU, so this only checks that one can
/// be selected.
extern "C" inline void acc_set_device_type(acc_device_t dev_type) {
  acc2cuda::api::require_gpu_type("acc_set_device_type", dev_type);
}

extern "C" inline acc_device_t acc_get_device_type(void) {
  return acc_device_nvidia;
}

/// Selects CUDA device dev_num for the calling thread; a negative number
/// reverts to the default, device 0. dev_type acc_device_none (zero) means
/// every device type, which here is the GPUs.
extern "C" inline void acc_set_device_num(int dev_num, acc_device_t dev_type) {
  const char *Routine = "acc_set_device_num";
  if (dev_type != acc_device_none)
    acc2cuda::api::require_gpu_type(Routine, dev_type);
  int Count = acc2cuda::api::device_count();
  if (dev_num < 0)
    dev_num = 0;
  if (dev_num >= Count)
    acc2cuda::api::fail(Routine,
                        "device number %d is out of range: there are %d "
                        "NVIDIA devices",
                        dev_num, Count);
  acc2cuda::api::select_device(Routine, dev_num);
}

/// The host is device 0 of its type; the GPU types report the calling
/// thread's CUDA device; -1 for types that have no device here.
extern "C" inline int acc_get_device_num(acc_device_t dev_type) {
  if (dev_type == acc_device_host)
    return 0;
  if (!acc2cuda::api::is_gpu_type(dev_type) ||
      acc2cuda::api::device_count() == 0)
    return -1;
  return acc2cuda::api::current_device();
}

/// Selects the device type and creates the CUDA context now rather than at
/// the first compute region.
extern "C" inline void acc_init(acc_device_t dev_type) {
  acc2cuda::api::require_gpu_type("acc_init", dev_type);
  cudaError_t Err = cudaFree(nullptr);
  if (Err != cudaSuccess)
    acc2cuda::api::fail("acc_init", "cannot initialize the GPU: %s (%s)",
                        cudaGetErrorString(Err), cudaGetErrorName(Err));
}

/// Deallocates all data present on the GPU (user mappings are forgotten,
/// their memory is the program's). Shutting down the host, which the
/// specification leaves undefined, or a type with no device does nothing.
extern "C" inline void acc_shutdown(acc_device_t dev_type) {
  if (!acc2cuda::api::is_gpu_type(dev_type) && dev_type != acc_device_none)
    return;
  acc2cuda::Construct C("acc_shutdown");
  C.release_all();
  C.check(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

/// OpenACC 3.x: acc_init / acc_shutdown of one device of the type (the
/// `init` and `shutdown` directives with `device_num`).
extern "C" inline void acc_init_device(int dev_num, acc_device_t dev_type) {
  acc2cuda::api::require_gpu_type("acc_init_device", dev_type);
  int Count = acc2cuda::api::device_count();
  if (dev_num < 0 || dev_num >= Count)
    acc2cuda::api::fail("acc_init_device",
                        "device number %d is out of range: there are %d "
                        "NVIDIA devices",
                        dev_num, Count);
  int Current = acc2cuda::api::current_device();
  if (dev_num != Current)
    acc2cuda::api::select_device("acc_init_device", dev_num);
  acc_init(dev_type);
  if (dev_num != Current)
    acc2cuda::api::select_device("acc_init_device", Current);
}

/// Data is kept for one device (the current one): shutting down another
/// does nothing to it.
extern "C" inline void acc_shutdown_device(int dev_num, acc_device_t dev_type) {
  if (dev_num == acc2cuda::api::current_device())
    acc_shutdown(dev_type);
}

/// OpenACC 3.3 3.2.6: memory sizes in bytes; 0 for other properties or
/// devices.
extern "C" inline size_t acc_get_property(int dev_num, acc_device_t dev_type,
                                          acc_device_property_t property) {
  if (!acc2cuda::api::is_gpu_type(dev_type) ||
      dev_num != acc2cuda::api::current_device())
    return 0;
  size_t Free = 0, Total = 0;
  if (cudaMemGetInfo(&Free, &Total) != cudaSuccess) {
    cudaGetLastError();
    return 0;
  }
  if (property == acc_property_memory)
    return Total;
  if (property == acc_property_free_memory)
    return Free;
  return 0;
}

/// The device's name, its vendor, and the CUDA driver version; null for
/// other properties or devices.
extern "C" inline const char *
acc_get_property_string(int dev_num, acc_device_t dev_type,
                        acc_device_property_t property) {
  if (!acc2cuda::api::is_gpu_type(dev_type) || dev_num < 0 ||
      dev_num >= acc2cuda::api::device_count())
    return nullptr;
  static thread_local char Text[256];
  if (property == acc_property_vendor)
    return "NVIDIA";
  if (property == acc_property_name) {
    cudaDeviceProp P;
    if (cudaGetDeviceProperties(&P, dev_num) != cudaSuccess) {
      cudaGetLastError();
      return nullptr;
    }
    std::snprintf(Text, sizeof Text, "%s", P.name);
    return Text;
  }
  if (property == acc_property_driver) {
    int Version = 0;
    if (cudaDriverGetVersion(&Version) != cudaSuccess) {
      cudaGetLastError();
      return nullptr;
    }
    std::snprintf(Text, sizeof Text, "CUDA %d.%d", Version / 1000,
                  Version % 1000 / 10);
    return Text;
  }
  return nullptr;
}

/// Callable in compute regions: __CUDA_ARCH__ tells the GPU's side of the
/// nvcc build; the simulator marks the host threads that run kernels.
/// acc_device_default, whose result the specification leaves undefined, and
/// acc_device_none give 0.
extern "C" inline ACC2CUDA_ACC_HOST_DEVICE int
acc_on_device(acc_device_t dev_type) {
#if defined(__CUDA_ARCH__)
  bool OnDevice = true;
#else
  bool OnDevice = acc2cuda::api::in_simulated_kernel();
#endif
  if (dev_type == acc_device_host)
    return !OnDevice;
  if (dev_type == acc_device_not_host || dev_type == acc_device_nvidia)
    return OnDevice;
  return 0;
}

//===----------------------------------------------------------------------===//
// Memory and data (OpenACC 3.3 3.2)
//===----------------------------------------------------------------------===//

/// Null for zero bytes and when CUDA cannot allocate.
extern "C" inline void *acc_malloc(size_t bytes) {
  if (bytes == 0)
    return nullptr;
  acc2cuda::Construct C("acc_malloc");
  return C.allocate(bytes);
}

/// Refuses device memory that holds present data: the runtime or the
/// mapping owns it until it is deleted or unmapped.
extern "C" inline void acc_free(void *data_dev) {
  if (!data_dev)
    return;
  acc2cuda::Construct C("acc_free");
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (acc2cuda::PresentEntry *E =
          Table.findDevice(acc2cuda::api::address(data_dev)))
    C.fail("device address %p holds present data (%s); %s it first", data_dev,
           acc2cuda::Construct::describe(E->Host, E->Bytes, nullptr).c_str(),
           E->UserMapped ? "acc_unmap_data" : "delete");
  C.deallocate(data_dev);
}

extern "C" inline void *acc_copyin(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_copyin", data_arg, bytes,
                                   acc2cuda::MapCopyIn);
}

/// OpenACC 2.0 names of acc_copyin.
extern "C" inline void *acc_present_or_copyin(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_present_or_copyin", data_arg, bytes,
                                   acc2cuda::MapCopyIn);
}
extern "C" inline void *acc_pcopyin(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_pcopyin", data_arg, bytes,
                                   acc2cuda::MapCopyIn);
}

extern "C" inline void *acc_create(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_create", data_arg, bytes,
                                   acc2cuda::MapCreate);
}

/// OpenACC 2.0 names of acc_create.
extern "C" inline void *acc_present_or_create(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_present_or_create", data_arg, bytes,
                                   acc2cuda::MapCreate);
}
extern "C" inline void *acc_pcreate(void *data_arg, size_t bytes) {
  return acc2cuda::api::enter_data("acc_pcreate", data_arg, bytes,
                                   acc2cuda::MapCreate);
}

extern "C" inline void acc_copyout(void *data_arg, size_t bytes) {
  acc2cuda::api::exit_data("acc_copyout", data_arg, bytes,
                           acc2cuda::ExitCopyOut, /*Finalize=*/false);
}

extern "C" inline void acc_copyout_finalize(void *data_arg, size_t bytes) {
  acc2cuda::api::exit_data("acc_copyout_finalize", data_arg, bytes,
                           acc2cuda::ExitCopyOut, /*Finalize=*/true);
}

extern "C" inline void acc_delete(void *data_arg, size_t bytes) {
  acc2cuda::api::exit_data("acc_delete", data_arg, bytes, acc2cuda::ExitDelete,
                           /*Finalize=*/false);
}

extern "C" inline void acc_delete_finalize(void *data_arg, size_t bytes) {
  acc2cuda::api::exit_data("acc_delete_finalize", data_arg, bytes,
                           acc2cuda::ExitDelete, /*Finalize=*/true);
}

/// acc_attach, acc_detach[_finalize]: the attach and detach actions of the
/// directives on the pointer at ptr_addr (OpenACC 3.3 3.2.29), lasting
/// until the matching detach.
extern "C" inline void acc_attach(void **ptr_addr) {
  acc2cuda::Construct C("acc_attach");
  C.enter_attach(ptr_addr, nullptr);
}

extern "C" inline void acc_detach(void **ptr_addr) {
  acc2cuda::Construct C("acc_detach");
  C.detach(ptr_addr, /*Finalize=*/false, nullptr);
}

extern "C" inline void acc_detach_finalize(void **ptr_addr) {
  acc2cuda::Construct C("acc_detach_finalize");
  C.detach(ptr_addr, /*Finalize=*/true, nullptr);
}

extern "C" inline void acc_update_device(void *data_arg, size_t bytes) {
  acc2cuda::api::update("acc_update_device", data_arg, bytes,
                        /*ToDevice=*/true);
}

extern "C" inline void acc_update_self(void *data_arg, size_t bytes) {
  acc2cuda::api::update("acc_update_self", data_arg, bytes,
                        /*ToDevice=*/false);
}

/// Makes [data_arg, data_arg + bytes) present at data_dev, with one dynamic
/// reference that exit data never drops; no data moves, and the runtime
/// never frees data_dev.
extern "C" inline void acc_map_data(void *data_arg, void *data_dev,
                                    size_t bytes) {
  if (bytes == 0)
    return;
  acc2cuda::Construct C("acc_map_data");
  std::uintptr_t Host = acc2cuda::api::address(data_arg);
  if (!data_arg || !data_dev)
    C.fail("cannot map %s to device address %p: null pointer",
           acc2cuda::Construct::describe(Host, bytes, nullptr).c_str(),
           data_dev);
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (acc2cuda::PresentEntry *O = Table.findOverlap(Host, bytes))
    C.fail("%s is already present on the device, at least in part (%s)",
           acc2cuda::Construct::describe(Host, bytes, nullptr).c_str(),
           acc2cuda::Construct::describe(O->Host, O->Bytes, nullptr).c_str());
  acc2cuda::PresentEntry &E = Table.insert(Host, bytes, data_dev);
  E.DynamicRefs = 1;
  E.UserMapped = true;
}

/// Ends the lifetime acc_map_data started (whatever the dynamic reference
/// count); the device memory stays. data_arg must be the start of such a
/// mapping, not held by a data or compute construct.
extern "C" inline void acc_unmap_data(void *data_arg) {
  acc2cuda::Construct C("acc_unmap_data");
  std::uintptr_t Host = acc2cuda::api::address(data_arg);
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  acc2cuda::PresentEntry *E = data_arg ? Table.find(Host, 0) : nullptr;
  if (!E || E->Host != Host || !E->UserMapped)
    C.fail("host address %p was not mapped by acc_map_data", data_arg);
  if (E->StructuredRefs != 0)
    C.fail("%s is in use by %ld data or compute construct(s)",
           acc2cuda::Construct::describe(E->Host, E->Bytes, nullptr).c_str(),
           E->StructuredRefs);
  Table.erase(Host);
}

/// The device address of data_arg, which may point into present data;
/// null if it is not present.
extern "C" inline void *acc_deviceptr(void *data_arg) {
  return acc2cuda::api::device_pointer(data_arg);
}

/// The host address whose device copy holds data_dev; null if none does.
extern "C" inline void *acc_hostptr(void *data_dev) {
  if (!data_dev)
    return nullptr;
  acc2cuda::detail::run_deferred();
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  std::uintptr_t Dev = acc2cuda::api::address(data_dev);
  acc2cuda::PresentEntry *E = Table.findDevice(Dev);
  if (!E)
    return nullptr;
  return reinterpret_cast<void *>(E->Host +
                                  (Dev - acc2cuda::api::address(E->Device)));
}

/// Whether all of [data_arg, data_arg + bytes) is present; for zero bytes,
/// whether data_arg is. A null pointer counts as present, as in the NVIDIA
/// and Clacc runtimes.
extern "C" inline int acc_is_present(void *data_arg, size_t bytes) {
  if (!data_arg)
    return 1;
  acc2cuda::detail::run_deferred();
  acc2cuda::PresentTable &Table = acc2cuda::present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  acc2cuda::PresentEntry *E =
      Table.find(acc2cuda::api::address(data_arg), bytes);
  return E && !E->absent(); // a `link` global only while mapped
}

extern "C" inline void acc_memcpy_to_device(void *data_dev_dest,
                                            void *data_host_src, size_t bytes) {
  acc2cuda::api::memcpy("acc_memcpy_to_device", data_dev_dest, data_host_src,
                        bytes, cudaMemcpyHostToDevice);
}

extern "C" inline void
acc_memcpy_from_device(void *data_host_dest, void *data_dev_src, size_t bytes) {
  acc2cuda::api::memcpy("acc_memcpy_from_device", data_host_dest, data_dev_src,
                        bytes, cudaMemcpyDeviceToHost);
}

extern "C" inline void acc_memcpy_device(void *data_dev_dest,
                                         void *data_dev_src, size_t bytes) {
  acc2cuda::api::memcpy("acc_memcpy_device", data_dev_dest, data_dev_src, bytes,
                        cudaMemcpyDeviceToDevice);
}

namespace acc2cuda {
namespace api {
/// acc_memcpy_d2d[_async]: from the device copy of Src to that of Dst, both
/// present on the current device (the present table holds one device's
/// data, so the device numbers must name it).
inline void memcpy_d2d(const char *Routine, void *Dst, void *Src,
                       std::size_t Bytes, int DstDev, int SrcDev,
                       long long Async = AsyncSync) {
  int Current = current_device();
  if (DstDev != Current || SrcDev != Current)
    fail(Routine,
         "device numbers %d and %d: only the current device (%d) holds "
         "present data",
         DstDev, SrcDev, Current);
  if (Bytes == 0)
    return;
  detail::run_deferred(); // declared globals become present first
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  auto DeviceCopy = [&](void *Host) -> void * {
    PresentEntry *E = Table.find(address(Host), Bytes);
    return E && !E->absent() ? E->device_address(address(Host)) : nullptr;
  };
  void *DevDst = DeviceCopy(Dst), *DevSrc = DeviceCopy(Src);
  if (!DevDst || !DevSrc)
    fail(Routine, "%p (%zu bytes) is not present on the device",
         DevDst ? Src : Dst, Bytes);
  memcpy(Routine, DevDst, DevSrc, Bytes, cudaMemcpyDeviceToDevice, Async);
}
} // namespace api
} // namespace acc2cuda

/// acc_memcpy_d2d (OpenACC 3.3 3.2.32): device copy to device copy, named
/// by their host addresses.
extern "C" inline void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src,
                                      size_t bytes, int dev_num_dest,
                                      int dev_num_src) {
  acc2cuda::api::memcpy_d2d("acc_memcpy_d2d", data_arg_dest, data_arg_src,
                            bytes, dev_num_dest, dev_num_src);
}

//===----------------------------------------------------------------------===//
// The data routines on an async queue (OpenACC 3.3 3.2.20-3.2.26, 3.2.33):
// the same actions as the synchronous routines, the transfers queued on
// async_arg's queue (acc_async_sync: none; acc_async_noval: the default).
//===----------------------------------------------------------------------===//

extern "C" inline void acc_copyin_async(void *data_arg, size_t bytes,
                                        int async_arg) {
  acc2cuda::api::enter_data("acc_copyin_async", data_arg, bytes,
                            acc2cuda::MapCopyIn, async_arg);
}

extern "C" inline void acc_create_async(void *data_arg, size_t bytes,
                                        int async_arg) {
  acc2cuda::api::enter_data("acc_create_async", data_arg, bytes,
                            acc2cuda::MapCreate, async_arg);
}

extern "C" inline void acc_copyout_async(void *data_arg, size_t bytes,
                                         int async_arg) {
  acc2cuda::api::exit_data("acc_copyout_async", data_arg, bytes,
                           acc2cuda::ExitCopyOut, /*Finalize=*/false,
                           async_arg);
}

extern "C" inline void acc_copyout_finalize_async(void *data_arg, size_t bytes,
                                                  int async_arg) {
  acc2cuda::api::exit_data("acc_copyout_finalize_async", data_arg, bytes,
                           acc2cuda::ExitCopyOut, /*Finalize=*/true, async_arg);
}

extern "C" inline void acc_delete_async(void *data_arg, size_t bytes,
                                        int async_arg) {
  acc2cuda::api::exit_data("acc_delete_async", data_arg, bytes,
                           acc2cuda::ExitDelete, /*Finalize=*/false, async_arg);
}

extern "C" inline void acc_delete_finalize_async(void *data_arg, size_t bytes,
                                                 int async_arg) {
  acc2cuda::api::exit_data("acc_delete_finalize_async", data_arg, bytes,
                           acc2cuda::ExitDelete, /*Finalize=*/true, async_arg);
}

extern "C" inline void acc_update_device_async(void *data_arg, size_t bytes,
                                               int async_arg) {
  acc2cuda::api::update("acc_update_device_async", data_arg, bytes,
                        /*ToDevice=*/true, async_arg);
}

extern "C" inline void acc_update_self_async(void *data_arg, size_t bytes,
                                             int async_arg) {
  acc2cuda::api::update("acc_update_self_async", data_arg, bytes,
                        /*ToDevice=*/false, async_arg);
}

extern "C" inline void acc_memcpy_to_device_async(void *data_dev_dest,
                                                  void *data_host_src,
                                                  size_t bytes, int async_arg) {
  acc2cuda::api::memcpy("acc_memcpy_to_device_async", data_dev_dest,
                        data_host_src, bytes, cudaMemcpyHostToDevice,
                        async_arg);
}

extern "C" inline void acc_memcpy_from_device_async(void *data_host_dest,
                                                    void *data_dev_src,
                                                    size_t bytes,
                                                    int async_arg) {
  acc2cuda::api::memcpy("acc_memcpy_from_device_async", data_host_dest,
                        data_dev_src, bytes, cudaMemcpyDeviceToHost, async_arg);
}

extern "C" inline void acc_memcpy_d2d_async(void *data_arg_dest,
                                            void *data_arg_src, size_t bytes,
                                            int dev_num_dest, int dev_num_src,
                                            int async_arg_src) {
  acc2cuda::api::memcpy_d2d("acc_memcpy_d2d_async", data_arg_dest, data_arg_src,
                            bytes, dev_num_dest, dev_num_src, async_arg_src);
}

/// acc_attach_async, acc_detach[_finalize]_async: the pointer's device copy
/// is written on the queue.
extern "C" inline void acc_attach_async(void **ptr_addr, int async_arg) {
  acc2cuda::Construct C("acc_attach_async");
  C.async(async_arg);
  C.enter_attach(ptr_addr, nullptr);
}

extern "C" inline void acc_detach_async(void **ptr_addr, int async_arg) {
  acc2cuda::Construct C("acc_detach_async");
  C.async(async_arg);
  C.detach(ptr_addr, /*Finalize=*/false, nullptr);
}

extern "C" inline void acc_detach_finalize_async(void **ptr_addr,
                                                 int async_arg) {
  acc2cuda::Construct C("acc_detach_finalize_async");
  C.async(async_arg);
  C.detach(ptr_addr, /*Finalize=*/true, nullptr);
}

extern "C" inline void acc_memcpy_device_async(void *data_dev_dest,
                                               void *data_dev_src, size_t bytes,
                                               int async_arg) {
  acc2cuda::api::memcpy("acc_memcpy_device_async", data_dev_dest, data_dev_src,
                        bytes, cudaMemcpyDeviceToDevice, async_arg);
}

//===----------------------------------------------------------------------===//
// Async queues (OpenACC 3.3 3.2.11-3.2.17)
//===----------------------------------------------------------------------===//

namespace acc2cuda {
namespace api {
/// A device number given to the *_device routines must name a device.
inline void check_device_num(const char *Routine, int Dev) {
  int Count = device_count();
  if (Dev < 0 || Dev >= Count)
    fail(Routine,
         "device number %d is out of range: there are %d NVIDIA devices", Dev,
         Count);
}
/// acc_wait..., acc_async_test...: through a Construct named after the
/// routine, like the data routines.
inline void wait(const char *Routine, long long Queue) {
  Construct C(Routine);
  C.wait(Queue);
}
inline void wait_all(const char *Routine) {
  Construct C(Routine);
  C.wait_all();
}
/// The `_async` forms: Queue waits for the work queued on Wait so far
/// (every queue when Wait is null), the host goes on.
inline void wait_async(const char *Routine, const long long *Wait,
                       long long Queue) {
  Construct C(Routine);
  C.async(Queue);
  if (Wait)
    C.wait(*Wait);
  else
    C.wait_all();
}
} // namespace api
} // namespace acc2cuda

static_assert(acc_async_noval == acc2cuda::AsyncNoval &&
                  acc_async_sync == acc2cuda::AsyncSync,
              "openacc.h and the runtime disagree on the async values");

extern "C" inline int acc_async_test(int wait_arg) {
  return acc2cuda::Construct("acc_async_test").idle(wait_arg);
}
extern "C" inline int acc_async_test_device(int wait_arg, int dev_num) {
  acc2cuda::api::check_device_num("acc_async_test_device", dev_num);
  return acc_async_test(wait_arg);
}
/// The index of a queue among wait_arg[0..count) whose work is all done,
/// waiting until one is; -1 when every entry is acc_async_sync (OpenACC 3.3
/// 3.2.13). The queues are polled in order.
extern "C" inline int acc_wait_any(int count, int *wait_arg) {
  acc2cuda::Construct C("acc_wait_any");
  while (true) {
    bool Any = false;
    for (int I = 0; I < count; ++I) {
      if (wait_arg[I] == acc_async_sync)
        continue;
      Any = true;
      if (C.idle(wait_arg[I]))
        return I;
    }
    if (!Any)
      return -1;
    std::this_thread::yield();
  }
}
extern "C" inline int acc_wait_any_device(int count, int *wait_arg,
                                          int dev_num) {
  acc2cuda::api::check_device_num("acc_wait_any_device", dev_num);
  return acc_wait_any(count, wait_arg);
}
extern "C" inline int acc_async_test_all(void) {
  return acc2cuda::Construct("acc_async_test_all").all_idle();
}
extern "C" inline int acc_async_test_all_device(int dev_num) {
  acc2cuda::api::check_device_num("acc_async_test_all_device", dev_num);
  return acc_async_test_all();
}
extern "C" inline void acc_wait(int wait_arg) {
  acc2cuda::api::wait("acc_wait", wait_arg);
}
extern "C" inline void acc_wait_device(int wait_arg, int dev_num) {
  acc2cuda::api::check_device_num("acc_wait_device", dev_num);
  acc2cuda::api::wait("acc_wait_device", wait_arg);
}
extern "C" inline void acc_wait_async(int wait_arg, int async_arg) {
  long long Wait = wait_arg;
  acc2cuda::api::wait_async("acc_wait_async", &Wait, async_arg);
}
extern "C" inline void acc_wait_device_async(int wait_arg, int async_arg,
                                             int dev_num) {
  acc2cuda::api::check_device_num("acc_wait_device_async", dev_num);
  long long Wait = wait_arg;
  acc2cuda::api::wait_async("acc_wait_device_async", &Wait, async_arg);
}
extern "C" inline void acc_wait_all(void) {
  acc2cuda::api::wait_all("acc_wait_all");
}
extern "C" inline void acc_wait_all_device(int dev_num) {
  acc2cuda::api::check_device_num("acc_wait_all_device", dev_num);
  acc2cuda::api::wait_all("acc_wait_all_device");
}
extern "C" inline void acc_wait_all_async(int async_arg) {
  acc2cuda::api::wait_async("acc_wait_all_async", nullptr, async_arg);
}
extern "C" inline void acc_wait_all_device_async(int async_arg, int dev_num) {
  acc2cuda::api::check_device_num("acc_wait_all_device_async", dev_num);
  acc2cuda::api::wait_async("acc_wait_all_device_async", nullptr, async_arg);
}
extern "C" inline void acc_async_wait(int wait_arg) {
  acc2cuda::api::wait("acc_async_wait", wait_arg);
}
extern "C" inline void acc_async_wait_all(void) {
  acc2cuda::api::wait_all("acc_async_wait_all");
}

extern "C" inline void *acc_get_cuda_stream(int async_arg) {
  return acc2cuda::detail::Queues::get().stream(async_arg);
}
extern "C" inline int acc_set_cuda_stream(int async_arg, void *stream) {
  return acc2cuda::detail::Queues::get().set_stream(
      async_arg, static_cast<cudaStream_t>(stream));
}

extern "C" inline int acc_get_default_async(void) {
  return acc2cuda::detail::default_async();
}
/// acc_async_default (or any negative value but acc_async_sync) restores
/// the initial value, queue 0.
extern "C" inline void acc_set_default_async(int async_arg) {
  acc2cuda::detail::default_async() =
      async_arg < 0 && async_arg != acc_async_sync ? 0 : async_arg;
}

#endif // ACC2CUDA_API_ACC_H
