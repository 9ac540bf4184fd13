//===- acc2cuda/present_table.h - Host range -> device range ----*- C++ -*-===//
//
// The OpenACC/OpenMP present table: which host address ranges have a device
// copy, where it is, and who holds it. Each entry has two reference counters
// (OpenACC 3.3 2.6.7): structured references, held by compute and data
// constructs for their duration, and dynamic references, taken by enter data
// and dropped by exit data. Data is allocated and copied in only when a range
// is first made present, and copied out and freed only when both counters
// are zero (OpenACC 3.3 2.6.7, 2.7; OpenMP 5.2 5.8.3).
//
// Entries made by acc_map_data or omp_target_associate_ptr point at device
// memory the program owns: the runtime never frees it, and their mapping
// holds a dynamic reference that only acc_unmap_data or
// omp_target_disassociate_ptr drops (OpenACC 3.3 acc_map_data; OpenMP 5.2
// omp_target_associate_ptr: "the reference count of the resulting mapping
// will be infinite").
//
// Attachments (OpenACC 3.3 2.6.8, 2.7.2; OpenMP 5.2 5.8.3 pointer
// attachment): a pointer that lies in present data and whose device copy
// holds the device address of the data it points to, with its attachment
// counter. They are kept by the pointer's host address and go with the
// entry that holds the pointer.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_PRESENT_TABLE_H
#define ACC2CUDA_PRESENT_TABLE_H

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <mutex>
#include <vector>

namespace acc2cuda {

struct PresentEntry {
  std::uintptr_t Host = 0;
  std::size_t Bytes = 0;
  void *Device = nullptr;
  long StructuredRefs = 0; ///< compute and data constructs holding it
  long DynamicRefs = 0;    ///< enter data minus exit data
  bool UserMapped = false; ///< device memory the program owns (acc_map_data)
  /// A global's `__device__` copy under OpenACC `declare link` or OpenMP
  /// `declare target link`: it always exists, and the data is present
  /// only while referenced (mapping copies it in, the last unmap out).
  bool Linked = false;
  /// Which mapping of its range this is: a construct whose structured
  /// reference an OpenMP `delete` removed leaves a later one alone.
  unsigned long long Generation = 0;

  bool unreferenced() const { return StructuredRefs == 0 && DynamicRefs == 0; }
  /// An entry that holds no data now (an unmapped `link` global).
  bool absent() const { return Linked && unreferenced(); }

  /// The fewest dynamic references exit data may leave: a user mapping's
  /// own reference stays until it is unmapped.
  long min_dynamic_refs() const { return UserMapped && !Linked ? 1 : 0; }

  /// The device address of host address Addr inside the entry.
  void *device_address(std::uintptr_t Addr) const {
    return static_cast<char *>(Device) + (Addr - Host);
  }
};

/// A pointer in present data attached to device data.
struct Attachment {
  long Count = 0;                ///< attach minus detach actions
  std::uintptr_t HostTarget = 0; ///< the pointer's host value when attached
  void *DeviceTarget = nullptr;  ///< HostTarget's device address
  /// The pointer's target lies Bias bytes before HostTarget, outside the
  /// present data (a jagged array's rows mapped from an offset): its device
  /// copy holds DeviceTarget - Bias.
  std::uintptr_t Bias = 0;
  std::uintptr_t device_value() const {
    return reinterpret_cast<std::uintptr_t>(DeviceTarget) - Bias;
  }
};

class PresentTable {
public:
  /// The entry whose range holds [Host, Host + Bytes), or null. A zero-length
  /// lookup matches any entry holding Host.
  PresentEntry *find(std::uintptr_t Host, std::size_t Bytes) {
    auto It = Entries.upper_bound(Host);
    if (It == Entries.begin())
      return nullptr;
    --It;
    PresentEntry &E = It->second;
    bool Holds =
        Bytes == 0 ? Host < E.Host + E.Bytes : Host + Bytes <= E.Host + E.Bytes;
    return Holds ? &E : nullptr;
  }

  /// The lowest entry that overlaps [Host, Host + Bytes) (entries never
  /// overlap each other), or null.
  PresentEntry *findOverlap(std::uintptr_t Host, std::size_t Bytes) {
    auto It = Entries.upper_bound(Host);
    if (It != Entries.begin()) {
      PresentEntry &Before = std::prev(It)->second;
      if (Host < Before.Host + Before.Bytes)
        return &Before;
    }
    if (It != Entries.end() && It->second.Host < Host + Bytes)
      return &It->second;
    return nullptr;
  }

  PresentEntry &insert(std::uintptr_t Host, std::size_t Bytes, void *Dev) {
    PresentEntry &E = Entries[Host];
    E = PresentEntry();
    E.Host = Host;
    E.Bytes = Bytes;
    E.Device = Dev;
    E.Generation = ++Generations;
    return E;
  }

  /// The entry whose device copy holds device address Dev, or null
  /// (acc_hostptr; a linear search, as device addresses are not indexed).
  PresentEntry *findDevice(std::uintptr_t Dev) {
    for (auto &KV : Entries) {
      auto Start = reinterpret_cast<std::uintptr_t>(KV.second.Device);
      if (Dev >= Start && Dev - Start < KV.second.Bytes)
        return &KV.second;
    }
    return nullptr;
  }

  /// Forgets the entry at Host and the attachments of pointers inside it.
  void erase(std::uintptr_t Host) {
    auto It = Entries.find(Host);
    if (It == Entries.end())
      return;
    std::uintptr_t End = Host + It->second.Bytes;
    Attachments.erase(Attachments.lower_bound(Host),
                      Attachments.lower_bound(End));
    Entries.erase(It);
  }

  /// The attachment of the pointer at host address Slot, or null.
  Attachment *attachment(std::uintptr_t Slot) {
    auto It = Attachments.find(Slot);
    return It == Attachments.end() ? nullptr : &It->second;
  }

  /// The attachment of the pointer at Slot, made (unattached) if there is
  /// none.
  Attachment &attach(std::uintptr_t Slot) { return Attachments[Slot]; }

  void detach(std::uintptr_t Slot) { Attachments.erase(Slot); }

  /// The host addresses of the attached pointers in [Host, Host + Bytes).
  std::vector<std::uintptr_t> attachedIn(std::uintptr_t Host,
                                         std::size_t Bytes) const {
    std::vector<std::uintptr_t> Out;
    for (auto It = Attachments.lower_bound(Host);
         It != Attachments.end() && It->first < Host + Bytes; ++It)
      Out.push_back(It->first);
    return Out;
  }

  /// The host start addresses of all entries, in address order.
  std::vector<std::uintptr_t> hosts() const {
    std::vector<std::uintptr_t> Out;
    Out.reserve(Entries.size());
    for (const auto &KV : Entries)
      Out.push_back(KV.first);
    return Out;
  }

  std::size_t size() const { return Entries.size(); }

  /// Guards the table and the device copies it describes; constructs hold it
  /// for each whole mapping operation (host threads may run constructs
  /// concurrently).
  std::recursive_mutex &mutex() { return M; }

  /// `#pragma omp requires unified_shared_memory`: the device uses host
  /// memory directly, so data that is not present is used in place (its
  /// host address, no copy) instead of being allocated, copied or missed.
  bool Unified = false;

private:
  std::map<std::uintptr_t, PresentEntry> Entries;
  unsigned long long Generations = 0;
  std::map<std::uintptr_t, Attachment> Attachments; ///< by pointer address
  std::recursive_mutex M;
};

/// The process-wide table (one device). Never destroyed: constructs may run
/// from static destructors.
inline PresentTable &present_table() {
  static PresentTable *Table = new PresentTable;
  return *Table;
}

} // namespace acc2cuda

#endif
