//===- acc2cuda/container_check.h - vectors moved while present -*- C++ -*-===//
//
// A kernel reads a std::vector through the device copy mapped when its data
// clause was entered (vector_view.h). A resize, a push_back past the
// capacity or an assignment in between moves the host buffer, and the
// device copy no longer stands for it: the kernel would read stale data
// past its end and the region's copy-back would write into freed memory.
// Each launch therefore checks that the vector's elements are still the
// present data the kernel gets, and so does the end of a data region that
// copies it back; either stops with an error naming the vector otherwise
// (OpenACC and OpenMP leave it undefined; nvc++ and GCC read stale memory).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONTAINER_CHECK_H
#define ACC2CUDA_CONTAINER_CHECK_H

#include "construct.h"
#include <cstddef>
#include <cstdint>
#include <mutex>

namespace acc2cuda {

[[noreturn]] inline void fail_container_moved(const Construct &C,
                                              const void *Host,
                                              std::size_t Count,
                                              const char *Name) {
  C.fail("std::vector '%s' moved or grew while its data is present on the "
         "device (resize, push_back, assignment): its %zu elements at %p "
         "are not the device copy mapped for it; map it again after the "
         "change",
         Name, Count, Host);
}

/// Device, the device copy a kernel of construct C gets for vector Name,
/// whose elements are now Count at Host; returns Device when it is the
/// present copy of all of them (or the host data itself: unified memory,
/// an absent no_create).
template <class D, class T>
D *checked_container(const Construct &C, D *Device, const T *Host,
                     std::size_t Count, const char *Name) {
  if (Count == 0 || static_cast<const void *>(Device) == Host)
    return Device;
  auto Addr = reinterpret_cast<std::uintptr_t>(Host);
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  const PresentEntry *E = Table.find(Addr, Count * sizeof(T));
  if (!E || E->device_address(Addr) != static_cast<const void *>(Device))
    fail_container_moved(C, Host, Count, Name);
  return Device;
}

/// The end of data region C that copies vector Name back: its buffer (Count
/// elements at Host now) must still be the present data, or the copy would
/// write into the buffer the vector freed. Growing within the capacity is
/// harmless here: the copy covers the mapped elements.
template <class T>
void require_container_present(const Construct &C, const T *Host,
                               std::size_t Count, const char *Name) {
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (Count != 0 && !Table.Unified &&
      !Table.find(reinterpret_cast<std::uintptr_t>(Host), sizeof(T)))
    fail_container_moved(C, Host, Count, Name);
}

} // namespace acc2cuda

#endif
