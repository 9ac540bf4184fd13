//===- acc2cuda/construct.h - Host side of a construct -------- -*- C++ -*-===//
//
// acc2cuda::Construct carries the original directive's location so every
// CUDA call and every data-mapping error names it, maps and unmaps the
// construct's data through the present table, moves data for enter/exit
// data and update, counts what it does (acc2cuda/stats.h) and picks the
// launch shape.
//
// Data semantics follow OpenACC 3.3 2.6.7 and 2.7 (OpenMP 5.2 5.8.3 maps onto
// them): map() takes a structured reference, held until unmap_all() or the
// destructor; enter() and exit() take and drop dynamic references. Data is
// allocated (and copied in) only when a range is first made present, and
// copied out (if asked) and freed only when both counters are zero.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONSTRUCT_H
#define ACC2CUDA_CONSTRUCT_H

#include "acc2cuda/cuda_api.h"
#include "acc2cuda/present_table.h"
#include "acc2cuda/stats.h"
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace acc2cuda {

enum MapKind {
  MapCopy,     ///< copy in at first map, out at last unmap
  MapCopyIn,   ///< copy in at first map
  MapCopyOut,  ///< allocate; copy out at last unmap
  MapCreate,   ///< allocate only
  MapPresent,  ///< must already be present
  MapNoCreate, ///< device copy if present, else the host address
};

/// What exit data does with data whose last reference it drops.
enum ExitKind {
  ExitCopyOut, ///< copy out, then free (OpenACC copyout, OpenMP from)
  ExitDelete,  ///< free only (OpenACC delete, OpenMP release/delete)
};

class Construct {
public:
  Construct(const char *File, int Line, const char *Directive)
      : File(File), Line(Line), Directive(Directive),
        Site(&detail::site(File, Line, Directive)) {
    detail::count_entry(*Site);
  }
  Construct(const Construct &) = delete;
  Construct &operator=(const Construct &) = delete;
  /// Ends the structured references still held, so leaving a data region
  /// early (return, break, goto) unmaps its data.
  ~Construct() { unmap_all(); }

  /// Reports a failed CUDA call against the directive and exits.
  void check(cudaError_t Err, const char *What) const {
    if (Err == cudaSuccess)
      return;
    fail("%s failed: %s (%s)", What, cudaGetErrorString(Err),
         cudaGetErrorName(Err));
  }

  template <class... A>
  [[noreturn]] void fail(const char *Fmt, A... Args) const {
    std::fprintf(stderr, "%s:%d: error: in '%s': ", File, Line, Directive);
    std::fprintf(stderr, Fmt, Args...);
    std::fputc('\n', stderr);
    std::exit(1);
  }

  /// Maps Count elements starting at Host for the construct's duration (a
  /// structured reference); returns their device address. A zero-length
  /// section names the entry holding Host, if any: its device address is
  /// returned (no reference is taken unless Kind is MapPresent), else Host.
  template <class T>
  T *map(T *Host, long long Count, MapKind Kind, const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    if (PresentEntry *E = Table.find(Addr, Bytes)) {
      if (Bytes != 0 || Kind == MapPresent) {
        ++E->StructuredRefs;
        Mapped.push_back({E->Host, Addr, Bytes, Kind, Name});
      }
      return static_cast<T *>(E->device_address(Addr));
    }
    if (Kind == MapPresent)
      fail("'%s' (host %p-%p, %zu bytes) is not present on the device", Name,
           hostPtr(Addr), hostPtr(Addr + Bytes), Bytes);
    if (Kind == MapNoCreate || Bytes == 0)
      return Host;
    PresentEntry &E =
        create(Addr, Bytes, Kind == MapCopy || Kind == MapCopyIn, Name);
    E.StructuredRefs = 1;
    Mapped.push_back({Addr, Addr, Bytes, Kind, Name});
    return static_cast<T *>(E.Device);
  }

  /// Ends the construct's structured references, last first; copies out
  /// (for MapCopy and MapCopyOut) and frees data whose last reference this
  /// was. Safe to call more than once.
  void unmap_all() {
    if (Mapped.empty())
      return;
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    for (auto It = Mapped.rbegin(); It != Mapped.rend(); ++It) {
      PresentEntry *E = Table.find(It->Entry, 0);
      if (!E || E->Host != It->Entry)
        continue;
      if (E->StructuredRefs > 0)
        --E->StructuredRefs;
      if (!E->unreferenced())
        continue;
      if (It->Kind == MapCopy || It->Kind == MapCopyOut)
        download(*E, It->Host, It->Bytes, It->Name);
      release(*E);
    }
    Mapped.clear();
  }

  /// OpenACC `enter data copyin/create`, OpenMP `target enter data
  /// map(to/alloc)`: takes a dynamic reference to Count elements at Host,
  /// making them present (and copying them in for MapCopyIn) if they are
  /// not.
  template <class T>
  void enter(T *Host, long long Count, MapKind Kind, const char *Name) {
    if (Kind != MapCopyIn && Kind != MapCreate)
      fail("enter data maps '%s' with neither copyin nor create", Name);
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(Addr, Bytes);
    if (!E)
      E = &create(Addr, Bytes, Kind == MapCopyIn, Name);
    ++E->DynamicRefs;
  }

  /// OpenACC `exit data copyout/delete [finalize]`, OpenMP `target exit data
  /// map(from/release/delete)` (delete is Finalize): drops one dynamic
  /// reference (all of them with Finalize) to Count elements at Host; if no
  /// reference is left, copies them out (ExitCopyOut) and frees the device
  /// copy. Data that is not present is left alone.
  template <class T>
  void exit(T *Host, long long Count, ExitKind Kind, bool Finalize,
            const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(Addr, Bytes);
    if (!E) {
      if (PresentEntry *O = Table.findOverlap(Addr, Bytes))
        failOverlap(Addr, Bytes, *O, Name);
      return;
    }
    if (E->DynamicRefs == 0)
      return;
    if (Finalize)
      E->DynamicRefs = 0;
    else
      --E->DynamicRefs;
    if (!E->unreferenced())
      return;
    if (Kind == ExitCopyOut)
      download(*E, Addr, Bytes, Name);
    release(*E);
  }

  /// OpenACC `update self/host`, OpenMP `target update from`: copies Count
  /// elements at Host, which must lie inside present data, device to host.
  template <class T>
  void update_host(T *Host, long long Count, bool IfPresent, const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    std::lock_guard<std::recursive_mutex> Lock(present_table().mutex());
    if (PresentEntry *E = findForUpdate(Addr, Bytes, IfPresent, Name))
      download(*E, Addr, Bytes, Name);
  }

  /// OpenACC `update device`, OpenMP `target update to`: copies Count
  /// elements at Host, which must lie inside present data, host to device.
  template <class T>
  void update_device(T *Host, long long Count, bool IfPresent,
                     const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    std::lock_guard<std::recursive_mutex> Lock(present_table().mutex());
    if (PresentEntry *E = findForUpdate(Addr, Bytes, IfPresent, Name))
      upload(*E, Addr, Bytes, Name);
  }

  /// Whether Count elements at Host lie inside present data (for Count 0:
  /// whether Host does).
  template <class T> bool is_present(T *Host, long long Count) const {
    if (Count < 0)
      return false;
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    return Table.find(reinterpret_cast<std::uintptr_t>(Host),
                      static_cast<std::size_t>(Count) * sizeof(T)) != nullptr;
  }

  /// Sections of arrays of known size must keep inner dimensions whole, so
  /// the data is contiguous (OpenACC 3.3 2.7.1).
  void require_whole_dimension(const char *Name, long long Lower,
                               long long Length, long long Extent) const {
    if (Lower != 0 || Length != Extent)
      fail("the section of '%s' must cover whole inner dimensions "
           "([0:%lld]), not [%lld:%lld]",
           Name, Extent, Lower, Length);
  }

  dim3 block_size(long long Threads) const {
    if (Threads < 1 || Threads > 1024)
      fail("%lld threads per block requested; CUDA allows 1 to 1024", Threads);
    return dim3(static_cast<unsigned>(Threads));
  }

  /// Blocks for Total iterations: exactly NumBlocks when the directive asks
  /// for a count, else enough to cover the iterations, capped at a few waves
  /// of resident blocks (the kernel strides over the rest).
  dim3 grid_size(long long Total, dim3 Block, long long NumBlocks = 0) const {
    if (NumBlocks > 0)
      return dim3(static_cast<unsigned>(NumBlocks > 2147483647 ? 2147483647
                                                               : NumBlocks));
    long long Threads = Block.x;
    long long Blocks = (Total + Threads - 1) / Threads;
    long long Cap = static_cast<long long>(multiprocessors()) *
                    (2048 / Threads > 0 ? 2048 / Threads : 1) * 4;
    if (Blocks > Cap)
      Blocks = Cap;
    if (Blocks < 1)
      Blocks = 1;
    return dim3(static_cast<unsigned>(Blocks));
  }

  /// Checks the launch of Kernel just made and waits for it; counts it.
  void check_launch(const char *Kernel) const {
    detail::count_launch(*Site);
    check(cudaGetLastError(), Kernel);
    check(cudaDeviceSynchronize(), Kernel);
  }

  /// Checks the launch of Kernel with that shape just made and waits for
  /// it; counts it and, with ACC2CUDA_NOTIFY, logs it.
  void check_launch(const char *Kernel, dim3 Grid, dim3 Block) const {
    if (notify_enabled())
      std::fprintf(stderr,
                   "acc2cuda: launch %s grid=(%u,%u,%u) block=(%u,%u,%u) at "
                   "%s:%d\n",
                   Kernel, Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z,
                   File, Line);
    check_launch(Kernel);
  }

private:
  int multiprocessors() const {
    static int Count = [this] {
      int Dev = 0, N = 0;
      check(cudaGetDevice(&Dev), "cudaGetDevice");
      check(cudaDeviceGetAttribute(&N, cudaDevAttrMultiProcessorCount, Dev),
            "cudaDeviceGetAttribute");
      return N > 0 ? N : 1;
    }();
    return Count;
  }

  static const void *hostPtr(std::uintptr_t Addr) {
    return reinterpret_cast<const void *>(Addr);
  }

  /// The size of Count elements of T; Count must not be negative.
  template <class T>
  std::size_t bytes(long long Count, const char *Name) const {
    if (Count < 0)
      fail("negative length %lld in the section of '%s'", Count, Name);
    return static_cast<std::size_t>(Count) * sizeof(T);
  }

  [[noreturn]] void failOverlap(std::uintptr_t Addr, std::size_t Bytes,
                                const PresentEntry &E, const char *Name) const {
    fail("'%s' (host %p-%p, %zu bytes) partly overlaps data already present "
         "(host %p-%p, %zu bytes)",
         Name, hostPtr(Addr), hostPtr(Addr + Bytes), Bytes, hostPtr(E.Host),
         hostPtr(E.Host + E.Bytes), E.Bytes);
  }

  /// Makes [Addr, Addr + Bytes), which is not present, present with no
  /// references; copies it in if CopyIn.
  PresentEntry &create(std::uintptr_t Addr, std::size_t Bytes, bool CopyIn,
                       const char *Name) {
    PresentTable &Table = present_table();
    if (PresentEntry *O = Table.findOverlap(Addr, Bytes))
      failOverlap(Addr, Bytes, *O, Name);
    void *Dev = nullptr;
    check(cudaMalloc(&Dev, Bytes), "cudaMalloc");
    detail::count_allocation(*Site, Bytes);
    PresentEntry &E = Table.insert(Addr, Bytes, Dev);
    if (CopyIn)
      upload(E, Addr, Bytes, Name);
    return E;
  }

  /// Frees the device copy of E and forgets E.
  void release(PresentEntry &E) {
    check(cudaFree(E.Device), "cudaFree");
    detail::count_free(*Site);
    std::uintptr_t Host = E.Host; // E goes with its entry
    present_table().erase(Host);
  }

  /// Copies [Addr, Addr + Bytes), inside E, host to device.
  void upload(const PresentEntry &E, std::uintptr_t Addr, std::size_t Bytes,
              const char *Name) {
    check(cudaMemcpy(E.device_address(Addr), hostPtr(Addr), Bytes,
                     cudaMemcpyHostToDevice),
          "cudaMemcpy to device");
    detail::count_transfer(*Site, /*Upload=*/true, Bytes);
    if (notify_enabled())
      std::fprintf(stderr, "acc2cuda: upload %s %zu bytes at %s:%d\n", Name,
                   Bytes, File, Line);
  }

  /// Copies [Addr, Addr + Bytes), inside E, device to host.
  void download(const PresentEntry &E, std::uintptr_t Addr, std::size_t Bytes,
                const char *Name) {
    check(cudaMemcpy(reinterpret_cast<void *>(Addr), E.device_address(Addr),
                     Bytes, cudaMemcpyDeviceToHost),
          "cudaMemcpy to host");
    detail::count_transfer(*Site, /*Upload=*/false, Bytes);
    if (notify_enabled())
      std::fprintf(stderr, "acc2cuda: download %s %zu bytes at %s:%d\n", Name,
                   Bytes, File, Line);
  }

  /// The entry holding a section to update; null (IfPresent) or an error if
  /// there is none.
  PresentEntry *findForUpdate(std::uintptr_t Addr, std::size_t Bytes,
                              bool IfPresent, const char *Name) const {
    if (PresentEntry *E = present_table().find(Addr, Bytes))
      return E;
    if (!IfPresent)
      fail("'%s' (host %p-%p, %zu bytes) is not present on the device", Name,
           hostPtr(Addr), hostPtr(Addr + Bytes), Bytes);
    return nullptr;
  }

  /// One structured reference: the entry (by its host start) and the
  /// section the clause named.
  struct Record {
    std::uintptr_t Entry;
    std::uintptr_t Host;
    std::size_t Bytes;
    MapKind Kind;
    const char *Name;
  };

  const char *File;
  int Line;
  const char *Directive;
  SiteStats *Site;
  std::vector<Record> Mapped;
};

} // namespace acc2cuda

#endif
