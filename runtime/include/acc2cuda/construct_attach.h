//===- acc2cuda/construct_attach.h - Pointer attachment --------*- C++ -*-===//
//
// Construct's attach and detach actions (OpenACC 3.3 2.6.8, 2.7.2, 2.7.13,
// 2.7.14; OpenMP 5.2 5.8.3 pointer attachment): the counters in the present
// table and the writes of device addresses into the device copies of
// pointers. Included at the end of construct.h.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONSTRUCT_ATTACH_H
#define ACC2CUDA_CONSTRUCT_ATTACH_H

namespace acc2cuda {

/// An attach action for the construct's duration (`attach`, or a data
/// clause naming a pointer member's section, on a compute or data
/// construct); unmap_all() detaches it.
/// Bias: the bytes by which the pointer's target precedes the present
/// data it is attached to (Attachment::Bias).
template <class P>
void Construct::attach(P *Slot, const char *Name, std::uintptr_t Bias) {
  static_assert(is_pointer_slot<P>, "attach names a pointer");
  auto S = reinterpret_cast<std::uintptr_t>(Slot);
  if (attachAt(S, Name, Bias))
    Attached.push_back({S, Name});
}

/// An attach action that lasts until a detach action (enter data).
template <class P>
void Construct::enter_attach(P *Slot, const char *Name, std::uintptr_t Bias) {
  static_assert(is_pointer_slot<P>, "attach names a pointer");
  attachAt(reinterpret_cast<std::uintptr_t>(Slot), Name, Bias);
}

/// A detach action (exit data: `detach`, or a data clause naming a
/// pointer member's section); Finalize sets the counter to zero.
template <class P>
void Construct::detach(P *Slot, bool Finalize, const char *Name) {
  static_assert(is_pointer_slot<P>, "detach names a pointer");
  detachAt(reinterpret_cast<std::uintptr_t>(Slot), Finalize, Name);
}

/// Before a kernel reads the pointer at Slot from its struct's device
/// copy: the device copy must not hold a host address. It holds a device
/// address when the pointer is attached (to data still present), and may
/// hold one that device code stored; null is fine too.
template <class P> void Construct::require_attached(P *Slot, const char *Name) {
  static_assert(is_pointer_slot<P>, "attach names a pointer");
  auto S = reinterpret_cast<std::uintptr_t>(Slot);
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  PresentEntry *Holder = Table.find(S, sizeof(void *));
  if (!Holder)
    return; // no device copy: the kernel reads the host's (no_create)
  if (Attachment *A = Table.attachment(S)) {
    PresentEntry *T = Table.find(A->HostTarget, 0);
    if (T && T->device_address(A->HostTarget) == A->DeviceTarget)
      return;
    fail("'%s' is attached to device data that is no longer present", Name);
  }
  if (Stream)
    check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
  std::uintptr_t Dev = 0;
  check(cudaMemcpy(&Dev, Holder->device_address(S), sizeof Dev,
                   cudaMemcpyDeviceToHost),
        "cudaMemcpy (pointer check)");
  if (!Dev || Table.findDevice(Dev))
    return;
  fail("'%s' is not attached: its device copy holds the host address %p. "
       "Map the data it points to while its struct is present (e.g. "
       "'enter data copyin(%s[0:n])' or 'map(to: %s[0:n])' after the "
       "struct), or attach it",
       Name, hostPtr(Dev), Name, Name);
}

/// The value of the pointer at host address Slot.
inline std::uintptr_t Construct::hostValue(std::uintptr_t Slot) {
  std::uintptr_t Value = 0;
  std::memcpy(&Value, hostPtr(Slot), sizeof Value);
  return Value;
}

/// Stores Value into the device copy (inside E) of the pointer at Slot.
/// The construct's queue waits for it: Value lives on this stack.
inline void Construct::writePointer(const PresentEntry &E, std::uintptr_t Slot,
                                    std::uintptr_t Value) {
  void *Dst = E.device_address(Slot);
  if (Stream) {
    check(cudaMemcpyAsync(Dst, &Value, sizeof Value, cudaMemcpyHostToDevice,
                          Stream),
          "cudaMemcpy (attach)");
    check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
  } else {
    check(cudaMemcpy(Dst, &Value, sizeof Value, cudaMemcpyHostToDevice),
          "cudaMemcpy (attach)");
  }
}

/// The device address the pointer at Slot, holding Host, is attached
/// to, when the data Host points to is not present itself and the
/// attachment's target still is; null otherwise.
template <class T> T *Construct::attachedValue(T *const *Slot, T *Host) {
  const auto Addr = reinterpret_cast<std::uintptr_t>(Host);
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  if (!Host || Table.find(Addr, 0))
    return nullptr;
  const Attachment *A =
      Table.attachment(reinterpret_cast<std::uintptr_t>(Slot));
  if (!A || A->Count == 0 || A->HostTarget - A->Bias != Addr)
    return nullptr;
  PresentEntry *Target = Table.find(A->HostTarget, 0);
  if (!Target || Target->device_address(A->HostTarget) != A->DeviceTarget)
    return nullptr;
  auto *Base = reinterpret_cast<T *>(A->device_value());
#if !defined(__CUDACC__)
  // Before the allocation by the bias, as a section's base (section_base).
  sim::detail::noteDerivedBase(Base, A->DeviceTarget);
#endif
  return Base;
}

/// The attach action (OpenACC 3.3 2.7.2): nothing when the pointer is not
/// present or is null; the first attach to a target writes the device
/// copy, later ones count. Returns whether the counter went up.
inline bool Construct::attachAt(std::uintptr_t Slot, const char *Name,
                                std::uintptr_t Bias) {
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  PresentEntry *Holder = Table.find(Slot, sizeof(void *));
  std::uintptr_t Value = hostValue(Slot);
  if (!Holder || !Value)
    return false;
  // OpenACC takes no action here either; acc2cuda stops, as the device
  // copy would go on holding a host address.
  PresentEntry *Target = Table.find(Value + Bias, 0);
  if (!Target)
    fail("cannot attach %s: the data it points to (host %p) is not present "
         "on the device",
         pointerName(Slot, Name).c_str(), hostPtr(Value + Bias));
  void *Dev = Target->device_address(Value + Bias);
  Attachment &A = Table.attach(Slot);
  if (A.Count > 0 && A.DeviceTarget == Dev && A.Bias == Bias) {
    ++A.Count;
    return true;
  }
  A.Count = 1;
  A.HostTarget = Value + Bias;
  A.DeviceTarget = Dev;
  A.Bias = Bias;
  writePointer(*Holder, Slot, A.device_value());
  log("attach", Name, Slot, sizeof(void *));
  return true;
}

/// The detach action: when the counter drops to zero the device copy
/// gets the pointer's host value back (OpenACC 3.3 2.7.2).
inline void Construct::detachAt(std::uintptr_t Slot, bool Finalize,
                                const char *Name) {
  PresentTable &Table = present_table();
  std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
  Attachment *A = Table.attachment(Slot);
  if (!A || A->Count == 0)
    return;
  A->Count = Finalize ? 0 : A->Count - 1;
  if (A->Count > 0)
    return;
  Table.detach(Slot);
  if (PresentEntry *Holder = Table.find(Slot, sizeof(void *))) {
    writePointer(*Holder, Slot, hostValue(Slot));
    log("detach", Name, Slot, sizeof(void *));
  }
}

} // namespace acc2cuda

#endif
