//===- acc2cuda/sim/memory.h - Registry of device memory --------*- C++ -*-===//
//
// Every range the simulated device may access: cudaMalloc'd, managed and
// page-locked allocations, registered host ranges and device symbols. The
// checks (kernel pointer arguments, memcpy directions, bounds) consult it.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_SIM_MEMORY_H
#define ACC2CUDA_SIM_MEMORY_H

#include "diagnostics.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <unordered_map>
#include <unordered_set>

// Bounds of the section that holds __managed__ variables; weak, because the
// linker defines them only when the section exists.
extern "C" char __start_acc2cuda_managed[] __attribute__((weak));
extern "C" char __stop_acc2cuda_managed[] __attribute__((weak));

namespace acc2cuda::sim::detail {

enum class MemKind : std::uint8_t {
  Device,     ///< cudaMalloc / cudaMallocAsync.
  Managed,    ///< cudaMallocManaged and __managed__ variables.
  Pinned,     ///< cudaMallocHost / cudaHostAlloc.
  Registered, ///< cudaHostRegister'ed host range (not owned).
  Symbol      ///< A __device__ / __constant__ variable seen by a symbol API.
};

inline const char *kindName(MemKind K) {
  switch (K) {
  case MemKind::Device:
    return "device memory";
  case MemKind::Managed:
    return "managed memory";
  case MemKind::Pinned:
    return "page-locked host memory";
  case MemKind::Registered:
    return "registered host memory";
  case MemKind::Symbol:
    return "a device symbol";
  }
  return "memory";
}

struct Range {
  std::uintptr_t Base = 0;
  std::size_t Size = 0;
  MemKind Kind = MemKind::Device;
};

class Registry {
public:
  void add(const void *P, std::size_t Size, MemKind Kind) {
    std::unique_lock Lock(M);
    auto B = reinterpret_cast<std::uintptr_t>(P);
    Map[B] = Range{B, Size, Kind};
  }

  /// Removes the range starting exactly at P; returns it if it existed.
  std::optional<Range> remove(const void *P) {
    std::unique_lock Lock(M);
    auto It = Map.find(reinterpret_cast<std::uintptr_t>(P));
    if (It == Map.end())
      return std::nullopt;
    Range R = It->second;
    Map.erase(It);
    return R;
  }

  /// The range starting exactly at P.
  std::optional<Range> exact(const void *P) const {
    std::shared_lock Lock(M);
    auto It = Map.find(reinterpret_cast<std::uintptr_t>(P));
    if (It == Map.end())
      return std::nullopt;
    return It->second;
  }

  /// The range containing P; with AllowEnd also one-past-the-end pointers,
  /// which kernels legitimately receive as loop bounds.
  std::optional<Range> find(const void *P, bool AllowEnd = false) const {
    auto A = reinterpret_cast<std::uintptr_t>(P);
    auto MB = reinterpret_cast<std::uintptr_t>(__start_acc2cuda_managed);
    auto ME = reinterpret_cast<std::uintptr_t>(__stop_acc2cuda_managed);
    if (MB && A >= MB && (A < ME || (AllowEnd && A == ME)))
      return Range{MB, ME - MB, MemKind::Managed};
    std::shared_lock Lock(M);
    auto It = Map.upper_bound(A);
    if (It == Map.begin())
      return std::nullopt;
    --It;
    const Range &R = It->second;
    std::uintptr_t End = R.Base + R.Size;
    if (A < End || (A == End && (AllowEnd || R.Size == 0)))
      return R;
    return std::nullopt;
  }

  /// Ranges that overlap [P, P + Size).
  bool overlaps(const void *P, std::size_t Size) const {
    auto A = reinterpret_cast<std::uintptr_t>(P);
    std::shared_lock Lock(M);
    auto It = Map.lower_bound(A + Size);
    if (It == Map.begin())
      return false;
    --It;
    return It->second.Base + It->second.Size > A;
  }

  /// Bytes of device memory (cudaMalloc, cudaMallocAsync) held now.
  std::size_t deviceBytes() const {
    std::shared_lock Lock(M);
    std::size_t Bytes = 0;
    for (const auto &KV : Map)
      if (KV.second.Kind == MemKind::Device)
        Bytes += KV.second.Size;
    return Bytes;
  }

  /// Removes and returns every range; used by cudaDeviceReset.
  std::map<std::uintptr_t, Range> takeAll() {
    std::unique_lock Lock(M);
    std::map<std::uintptr_t, Range> Out;
    Out.swap(Map);
    return Out;
  }

private:
  mutable std::shared_mutex M;
  std::map<std::uintptr_t, Range> Map;
};

inline Registry &registry() {
  // Never destroyed: host code may free device memory from static destructors.
  static Registry *R = new Registry;
  return *R;
}

/// True if device code may dereference P: device, managed or page-locked
/// memory and registered symbols.
/// Pointers to element 0 of arrays whose device copies hold only a section
/// starting further on (acc2cuda::section_base): each with an address
/// inside the section's allocation. Such a pointer may lie outside any
/// allocation, as on a GPU; kernels index it within the section.
inline std::unordered_map<std::uintptr_t, std::uintptr_t> &derivedBases() {
  static auto *M = new std::unordered_map<std::uintptr_t, std::uintptr_t>;
  return *M;
}
inline std::mutex &derivedBasesMutex() {
  static auto *M = new std::mutex;
  return *M;
}
inline void noteDerivedBase(const void *Base, const void *Inside) {
  std::lock_guard Lock(derivedBasesMutex());
  derivedBases()[reinterpret_cast<std::uintptr_t>(Base)] =
      reinterpret_cast<std::uintptr_t>(Inside);
}

/// Host addresses the runtime hands to kernels on purpose: OpenACC's
/// `no_create` of data that is not present passes the host address, which
/// the kernel must then not use (OpenACC 3.3 2.7.10).
inline std::unordered_set<std::uintptr_t> &hostArguments() {
  static auto *S = new std::unordered_set<std::uintptr_t>;
  return *S;
}
inline void noteHostArgument(const void *P) {
  std::lock_guard Lock(derivedBasesMutex());
  hostArguments().insert(reinterpret_cast<std::uintptr_t>(P));
}

/// Set by `#pragma omp requires unified_shared_memory`: kernels may use
/// any host address, as on a GPU with pageable memory access.
inline std::atomic<bool> &hostMemoryAccessible() {
  static std::atomic<bool> Accessible{false};
  return Accessible;
}

inline bool deviceAccessible(const void *P) {
  if (hostMemoryAccessible() || registry().find(P, /*AllowEnd=*/true))
    return true;
  std::uintptr_t Inside;
  {
    std::lock_guard Lock(derivedBasesMutex());
    if (hostArguments().count(reinterpret_cast<std::uintptr_t>(P)))
      return true;
    auto It = derivedBases().find(reinterpret_cast<std::uintptr_t>(P));
    if (It == derivedBases().end())
      return false;
    Inside = It->second;
    if (hostArguments().count(Inside))
      return true;
  }
  return registry()
      .find(reinterpret_cast<const void *>(Inside), /*AllowEnd=*/true)
      .has_value();
}

} // namespace acc2cuda::sim::detail

#endif // ACC2CUDA_SIM_MEMORY_H
