//===- acc2cuda/declare.h - Globals with a device copy ---------*- C++ -*-===//
//
// OpenACC `declare create/copyin/device_resident/link` at namespace scope
// and OpenMP `declare target` give a global variable a device copy for the
// whole program (OpenACC 3.3 2.13; OpenMP 5.2 7.8). acc2cuda declares that
// copy as a `__device__` twin next to the variable, so device functions
// can name it (ACC2CUDA_DEVICE_GLOBAL), and enters it in the present table
// as data the runtime never frees, so constructs and `update` find it.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_DECLARE_H
#define ACC2CUDA_DECLARE_H

#include "construct.h"

namespace acc2cuda {

/// Makes Symbol (the `__device__` twin) the device copy of Count elements
/// at Host; MapCopyIn copies the host's current value in. A Linked global
/// (`link`) is present only while data clauses map it.
template <class T, class S>
void bind_global(Construct &C, T *Host, long long Count, S &Symbol,
                 MapKind Kind, const char *Name, bool Linked = false) {
  void *Dev = nullptr;
  C.check(cudaGetSymbolAddress(&Dev, Symbol), "cudaGetSymbolAddress");
  auto Addr = reinterpret_cast<std::uintptr_t>(Host);
  std::size_t Bytes = static_cast<std::size_t>(Count) * sizeof(T);
  PresentTable &Table = present_table();
  {
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    if (Table.findOverlap(Addr, Bytes))
      C.fail("'%s' is already present on the device", Name);
    PresentEntry &E = Table.insert(Addr, Bytes, Dev);
    E.UserMapped = true; // a __device__ variable: never freed
    E.Linked = Linked;
    E.DynamicRefs = Linked ? 0 : 1;
  }
  if (Kind == MapCopyIn)
    C.update_device(Host, Count, false, Name);
}

namespace detail {

/// In the simulator, device code is whatever runs inside a kernel.
/// (The twin of a const global is not const: it is written at startup.)
template <class T, class D> T &pick_global(T &Host, D &Device) {
#if defined(__CUDACC__)
  return Host;
#else
  if (sim::detail::CurrentRunner)
    return Device;
  return Host;
#endif
}

} // namespace detail
} // namespace acc2cuda

/// A global with a device twin, as named in a function that also runs on
/// the device: the twin in device code, the variable on the host.
#if defined(__CUDA_ARCH__)
#define ACC2CUDA_DEVICE_GLOBAL(x) acc2cuda_dev_##x
#elif defined(__CUDACC__)
#define ACC2CUDA_DEVICE_GLOBAL(x) x
#else
#define ACC2CUDA_DEVICE_GLOBAL(x)                                              \
  ::acc2cuda::detail::pick_global(x, acc2cuda_dev_##x)
#endif

#endif
