//===- acc2cuda/present_table.h - Host range -> device range ----*- C++ -*-===//
//
// The OpenACC/OpenMP present table: which host address ranges have a device
// copy, where it is, and how many constructs currently map it. Data is
// copied in only when a range is first mapped and out only when the last
// reference goes away (OpenACC 3.3 2.6.7, OpenMP 5.2 5.8.3).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_PRESENT_TABLE_H
#define ACC2CUDA_PRESENT_TABLE_H

#include <cstddef>
#include <cstdint>
#include <map>

namespace acc2cuda {

struct PresentEntry {
  std::uintptr_t Host = 0;
  std::size_t Bytes = 0;
  void *Device = nullptr;
  long Refs = 0;
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

  /// Some entry that overlaps [Host, Host + Bytes) without holding it.
  PresentEntry *findOverlap(std::uintptr_t Host, std::size_t Bytes) {
    for (auto &KV : Entries) {
      PresentEntry &E = KV.second;
      if (Host < E.Host + E.Bytes && E.Host < Host + Bytes)
        return &E;
    }
    return nullptr;
  }

  PresentEntry &insert(std::uintptr_t Host, std::size_t Bytes, void *Dev) {
    PresentEntry &E = Entries[Host];
    E = {Host, Bytes, Dev, 0};
    return E;
  }

  void erase(std::uintptr_t Host) { Entries.erase(Host); }

private:
  std::map<std::uintptr_t, PresentEntry> Entries;
};

/// The process-wide table (one device).
inline PresentTable &present_table() {
  static PresentTable Table;
  return Table;
}

} // namespace acc2cuda

#endif
