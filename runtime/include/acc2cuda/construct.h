//===- acc2cuda/construct.h - Host side of a construct -------- -*- C++ -*-===//
//
// acc2cuda::Construct carries the original directive's location so every
// CUDA call and every data-mapping error names it, maps and unmaps the
// construct's data through the present table, moves data for enter/exit
// data and update, counts what it does (acc2cuda/stats.h) and picks the
// launch shape (launch_geometry.h).
//
// Data semantics follow OpenACC 3.3 2.6.7 and 2.7 (OpenMP 5.2 5.8.3 maps onto
// them): map() takes a structured reference, held until unmap_all() or the
// destructor; enter() and exit() take and drop dynamic references. Data is
// allocated (and copied in) only when a range is first made present, and
// copied out (if asked) and freed only when both counters are zero.
//
// An asynchronous construct (async(q)) does its transfers and kernels on
// its queue's stream (queues.h) and returns without waiting for them;
// device data it releases is freed once the queue has passed that point.
//
// The OpenACC and OpenMP runtime routines (api_acc.h, api_omp.h) work
// through a Construct named after the routine, so that data they map and
// data directives map are one table, and their transfers are counted alike.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONSTRUCT_H
#define ACC2CUDA_CONSTRUCT_H

#include "block_copy_size.h"
#include "closures.h"
#include "cuda_api.h"
#include "deferred.h"
#include "launch_geometry.h"
#include "map_kinds.h"
#include "present_table.h"
#include "queues.h"
#include "section_base.h"
#include "stats.h"
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <mutex>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace acc2cuda {

/// Whether a pointer member or variable of type P can be attached: a
/// pointer, restrict-qualified ones included (std::is_pointer is false for
/// `T *__restrict__`, as for `T *const`).
template <class P>
inline constexpr bool is_pointer_slot =
    std::is_convertible<P, const volatile void *>::value &&
    !std::is_array<P>::value && !std::is_null_pointer<P>::value;

class Construct : public LaunchGeometry<Construct> {
public:
  Construct(const char *File, int Line, const char *Directive)
      : File(File), Line(Line), Directive(Directive),
        Site(&detail::site(File, Line, Directive)) {
    detail::run_deferred();
    detail::count_entry(*Site);
  }
  /// A call of runtime routine Routine (acc_copyin, omp_target_memcpy...).
  /// There is no directive and no source line: errors, ACC2CUDA_NOTIFY
  /// lines and the ACC2CUDA_TIME summary name the routine instead.
  explicit Construct(const char *Routine)
      : File(nullptr), Line(0), Directive(Routine),
        Site(&detail::site("", 0, Routine)) {
    detail::count_entry(*Site);
  }
  Construct(const Construct &) = delete;
  Construct &operator=(const Construct &) = delete;
  /// Ends the structured references still held, so leaving a data region
  /// early (return, break, goto) unmaps its data.
  ~Construct() {
    unmap_all();
    endTask();
    // A kernel on a queue may still use them: the queue gets there first.
    if (!GangCopies.empty() && Stream)
      check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
    for (void *Dev : GangCopies) {
      check(cudaFree(Dev), "cudaFree (gang copies)");
      detail::count_free(*Site);
    }
  }

  /// Reports a failed CUDA call against the directive and exits.
  void check(cudaError_t Err, const char *What) const {
    if (Err == cudaSuccess)
      return;
    fail("%s failed: %s (%s)", What, cudaGetErrorString(Err),
         cudaGetErrorName(Err));
  }

  // Device memory the generated code allocates, copies and frees itself
  // with plain CUDA calls (docs/generated-cuda.md): each call's status is
  // checked against the directive and the variable, and counted as the
  // present table's calls are (ACC2CUDA_TIME, ACC2CUDA_NOTIFY).
  void check_malloc(cudaError_t Err, std::size_t Bytes, const char *Name) {
    checkFor(Err, "cudaMalloc", Name);
    if (Bytes)
      detail::count_allocation(*Site, Bytes);
  }
  void check_copy_in(cudaError_t Err, const void *Host, std::size_t Bytes,
                     const char *Name) {
    checkTransfer(Err, /*Upload=*/true, Host, Bytes, Name);
  }
  void check_copy_out(cudaError_t Err, const void *Host, std::size_t Bytes,
                      const char *Name) {
    checkTransfer(Err, /*Upload=*/false, Host, Bytes, Name);
  }
  void check_free(cudaError_t Err, std::size_t Bytes, const char *Name) {
    checkFor(Err, "cudaFree", Name);
    if (Bytes)
      detail::count_free(*Site);
  }

  template <class... A>
  [[noreturn]] void fail(const char *Fmt, A... Args) const {
    if (File)
      std::fprintf(stderr, "%s:%d: error: in '%s': ", File, Line, Directive);
    else
      std::fprintf(stderr, "acc2cuda: error: in '%s': ", Directive);
    std::fprintf(stderr, Fmt, Args...);
    std::fputc('\n', stderr);
    std::exit(1);
  }

  /// Maps Count elements starting at Host for the construct's duration (a
  /// structured reference); returns their device address. A zero-length
  /// section names the entry holding Host, if any: its device address is
  /// returned (no reference is taken unless Kind is MapPresent), else Host.
  template <class T>
  T *map(T *Host, long long Count, MapKind Kind, const char *Name,
         MapModifier Mod = NoModifier) {
    return mapEntry(Host, Count, Kind, Name, Mod, /*CopyIn=*/true).device;
  }

  /// The value of the scalar whose device copy is at Dev, once the
  /// construct's queue is done: what a loop bound naming the scalar reads
  /// on the device.
  template <class T> T device_value(const T *Dev) {
    if (Stream)
      check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
    std::remove_const_t<T> Value;
    check(cudaMemcpy(&Value, Dev, sizeof(T), cudaMemcpyDeviceToHost),
          "cudaMemcpy (loop bound)");
    return Value;
  }

  /// device_value() of the device copy of the scalar at Host when present
  /// data holds it, else the host's value.
  template <class T> T present_value(const T *Host) {
    const auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    const void *Dev = nullptr;
    {
      PresentTable &Table = present_table();
      std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
      if (PresentEntry *E = Table.find(Addr, sizeof(T)))
        Dev = E->device_address(Addr);
    }
    return Dev ? device_value(static_cast<const T *>(Dev)) : *Host;
  }

  /// map() of the data the pointer at Slot points to, a zero-length
  /// section. When that data is not present but the pointer is attached to
  /// data still present (a struct member attached to a section from an
  /// offset, `map(s.p[4:n-8])`), the kernel gets the attached device
  /// address: what the struct's device copy holds (OpenMP 5.2 5.8.3,
  /// OpenACC 3.3 2.6.8).
  template <class T>
  T *map_pointer(T *const *Slot, MapKind Kind, const char *Name) {
    T *Host = *Slot;
    if (T *Attached = attachedValue(Slot, Host))
      return Attached;
    return map(Host, 0, Kind, Name);
  }

  /// map() for a clause whose copies the generated code makes itself with
  /// cudaMemcpy (docs/generated-cuda.md, present table form): the same
  /// reference, but `absent` says the data was not present (it is now
  /// allocated) and nothing is copied in; end_map() says when to copy out.
  template <class T>
  TableEntry<T> lookup_map(T *Host, long long Count, MapKind Kind,
                           const char *Name) {
    return mapEntry(Host, Count, Kind, Name, NoModifier, /*CopyIn=*/false);
  }

  /// Ends the structured reference lookup_map() took; true when the data
  /// is to be copied out now (copy, copyout): no reference holds it but
  /// this construct's others, and none of those copies out itself (one
  /// array under two names in one construct copies out once).
  /// unmap_all() frees it afterwards.
  template <class T> bool end_map(const TableEntry<T> &Entry) {
    if (Entry.record >= Mapped.size() || Mapped[Entry.record].Ended)
      return false;
    Record &R = Mapped[Entry.record];
    R.Ended = true;
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(R.Entry, 0);
    if (!E || E->Host != R.Entry || E->Generation != R.Generation)
      return false; // removed by an OpenMP `delete` (ExitRemove)
    if (E->StructuredRefs > 0)
      --E->StructuredRefs;
    long Own = 0;
    bool OthersCopy = false;
    for (const Record &O : Mapped)
      if (!O.Ended && O.Entry == R.Entry && O.Generation == R.Generation) {
        ++Own;
        OthersCopy |= O.Kind == MapCopy || O.Kind == MapCopyOut;
      }
    return E->DynamicRefs == 0 && E->StructuredRefs == Own && !OthersCopy;
  }

  /// Ends the construct's structured references, last first; copies out
  /// (for MapCopy and MapCopyOut) and frees data whose last reference this
  /// was. Safe to call more than once.
  void unmap_all() {
    if (Mapped.empty() && Attached.empty() && Released.empty())
      return;
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    // Pointers first, so that structs copied out carry host addresses.
    for (auto It = Attached.rbegin(); It != Attached.rend(); ++It)
      detachAt(It->Slot, false, It->Name);
    Attached.clear();
    for (auto It = Mapped.rbegin(); It != Mapped.rend(); ++It) {
      PresentEntry *E = Table.find(It->Entry, 0);
      if (!E || E->Host != It->Entry || E->Generation != It->Generation)
        continue;      // removed by an OpenMP `delete` (ExitRemove)
      if (It->Ended) { // end_map() dropped it, the output copied it out
        if (E->unreferenced())
          release(*E);
        continue;
      }
      if (E->StructuredRefs > 0)
        --E->StructuredRefs;
      bool Last = E->unreferenced();
      if ((Last || It->Mod == Always) &&
          (It->Kind == MapCopy || It->Kind == MapCopyOut))
        download(*E, It->Host, It->Bytes, It->Name);
      if (Last)
        release(*E);
    }
    Mapped.clear();
    for (const Record &R : Released)
      if (PresentEntry *E = Table.find(R.Entry, 0);
          E && E->Host == R.Entry && E->Generation == R.Generation &&
          E->unreferenced())
        release(*E);
    Released.clear();
  }

  /// OpenACC `enter data copyin/create`, OpenMP `target enter data
  /// map(to/alloc)`: takes a dynamic reference to Count elements at Host,
  /// making them present (and copying them in for MapCopyIn) if they are
  /// not.
  template <class T>
  void enter(T *Host, long long Count, MapKind Kind, const char *Name,
             MapModifier Mod = NoModifier) {
    enterEntry(Host, Count, Kind, Name, Mod, /*CopyIn=*/true);
  }

  /// enter() for a clause whose copy in the generated code makes itself:
  /// `absent` says the data was not present (it is now allocated).
  template <class T>
  TableEntry<T> lookup_enter(T *Host, long long Count, MapKind Kind,
                             const char *Name) {
    return enterEntry(Host, Count, Kind, Name, NoModifier, /*CopyIn=*/false);
  }

  /// OpenACC `exit data copyout/delete [finalize]`, OpenMP `target exit data
  /// map(from/release/delete)` (delete is Finalize): drops one dynamic
  /// reference (all of them with Finalize) to Count elements at Host; if no
  /// reference is left, copies them out (ExitCopyOut) and frees the device
  /// copy. Data that is not present is left alone.
  template <class T>
  void exit(T *Host, long long Count, ExitKind Kind, bool Finalize,
            const char *Name, MapModifier Mod = NoModifier) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    std::lock_guard<std::recursive_mutex> Lock(present_table().mutex());
    PresentEntry *E = dropDynamic(Addr, Bytes, Kind, Finalize, Name);
    if (!E)
      return;
    bool Last = E->unreferenced();
    if (Kind == ExitCopyOut && (Last || Mod == Always))
      download(*E, Addr, Bytes, Name);
    if (Last)
      release(*E);
  }

  /// exit() of a `copyout` whose copy the generated code makes itself:
  /// `last` says no reference is left, so the data is to be copied out from
  /// `device`; the device copy is freed when the construct ends.
  template <class T>
  TableExit<T> lookup_exit(T *Host, long long Count, bool Finalize,
                           const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return {nullptr, false};
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    std::lock_guard<std::recursive_mutex> Lock(present_table().mutex());
    PresentEntry *E = dropDynamic(Addr, Bytes, ExitCopyOut, Finalize, Name);
    auto Pending = [&](const Record &R) {
      return R.Entry == E->Host && R.Generation == E->Generation;
    };
    if (!E || !E->unreferenced() ||
        std::any_of(Released.begin(), Released.end(), Pending))
      return {nullptr, false}; // still referenced, or released already
    Released.push_back(
        {E->Host, E->Generation, Addr, Bytes, MapCopyOut, NoModifier, Name});
    return {static_cast<std::remove_const_t<T> *>(E->device_address(Addr)),
            true};
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

  /// One inner dimension of an array section: [Lower, Lower + Length) of
  /// Extent elements.
  struct SectionDim {
    long long Lower, Length, Extent;
  };

  /// `update` of Count rows at Rows (each a T, an array) of which only the
  /// section Dims of the inner dimensions (outermost first) moves: OpenACC
  /// 3.3 2.14.4 and OpenMP 5.2 `target update` allow such non-contiguous
  /// sections. Each contiguous run of the section is copied on its own
  /// (update_host, update_device); whole innermost dimensions join a run.
  template <class T>
  void update_section(T *Rows, long long Count,
                      std::initializer_list<SectionDim> Dims, bool ToHost,
                      bool IfPresent, const char *Name);

  /// The device address of Count elements at Host for an update whose copy
  /// the generated code makes itself; null when there is nothing to copy
  /// (no elements, or data that is absent under `if_present` or unified
  /// shared memory). Data that is absent otherwise is an error.
  template <class T>
  std::remove_const_t<T> *lookup_update(T *Host, long long Count,
                                        bool IfPresent, const char *Name) {
    std::size_t Bytes = bytes<T>(Count, Name);
    if (Bytes == 0)
      return nullptr;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    std::lock_guard<std::recursive_mutex> Lock(present_table().mutex());
    PresentEntry *E = findForUpdate(Addr, Bytes, IfPresent, Name);
    return E ? static_cast<std::remove_const_t<T> *>(E->device_address(Addr))
             : nullptr;
  }

  // Pointer attachment (OpenACC 3.3 2.6.8, the attach and detach actions of
  // 2.7.2, 2.7.13, 2.7.14; OpenMP 5.2 5.8.3 pointer attachment). Slot is the
  // host address of a pointer inside present data, typically a struct's
  // member; attaching writes into its device copy the device address of
  // the data the pointer points to. These writes move no program data:
  // they are not counted as transfers (ACC2CUDA_NOTIFY logs them). Defined
  // in construct_attach.h.

  /// An attach action for the construct's duration (`attach`, or a data
  /// clause naming a pointer member's section, on a compute or data
  /// construct); unmap_all() detaches it.
  /// Bias: the bytes by which the pointer's target precedes the present
  /// data it is attached to (Attachment::Bias).
  template <class P>
  void attach(P *Slot, const char *Name, std::uintptr_t Bias = 0);
  /// An attach action that lasts until a detach action (enter data).
  template <class P>
  void enter_attach(P *Slot, const char *Name, std::uintptr_t Bias = 0);
  /// A detach action (exit data: `detach`, or a data clause naming a
  /// pointer member's section); Finalize sets the counter to zero.
  template <class P> void detach(P *Slot, bool Finalize, const char *Name);
  /// Before a kernel reads the pointer at Slot from its struct's device
  /// copy: the device copy must not hold a host address.
  template <class P> void require_attached(P *Slot, const char *Name);

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

  /// The kernel argument for a struct the region only reads and no clause
  /// names. Such an aggregate is present-or-copy (OpenACC 3.3 2.6.2;
  /// OpenMP 5.2 5.8.1 maps it tofrom): when `enter data` made it present,
  /// an earlier region may have changed its device copy, and that is what
  /// the kernel must read. Read only, passing its value is the same and
  /// costs no allocation when it is absent (the usual case): the device
  /// copy's bytes when present, after the work queued before them, else
  /// the host's.
  template <class T> T present_value(const T &Host, const char *Name) {
    auto Addr = reinterpret_cast<std::uintptr_t>(&Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(Addr, sizeof(T));
    if (!E || E->absent())
      return Host;
    T Value = Host;
    check(Stream ? cudaMemcpyAsync(&Value, E->device_address(Addr), sizeof(T),
                                   cudaMemcpyDeviceToHost, Stream)
                 : cudaMemcpy(&Value, E->device_address(Addr), sizeof(T),
                              cudaMemcpyDeviceToHost),
          "cudaMemcpy to host");
    if (Stream)
      check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
    detail::count_transfer(*Site, /*Upload=*/false, sizeof(T));
    log("download", Name, Addr, sizeof(T));
    return Value;
  }

  /// host_data use_device, OpenMP use_device_ptr/addr: the device address
  /// of Host, which must lie in present data unless MissingOk (then Host
  /// itself, as OpenMP and `if_present` say). Null stays null.
  template <class T>
  T *use_device(T *Host, bool MissingOk, const char *Name) const {
    if (!Host)
      return Host;
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    if (PresentEntry *E = Table.find(Addr, 0))
      return static_cast<T *>(E->device_address(Addr));
    if (!MissingOk)
      fail("'%s' (host %p) is not present on the device", Name,
           static_cast<const void *>(Host));
    return Host;
  }

  /// A host lambda's closure for a kernel, pointers translated (closures.h).
  template <class F> F closure_on_device(const F &H) const {
    return translate_closure(H);
  }

  /// Copies Bytes from Src to Dst for the runtime routines (acc_memcpy_*,
  /// omp_target_memcpy), on the construct's queue if any. Host-device copies
  /// are counted and logged; the others cross no bus. Returns CUDA's result
  /// (OpenACC routines fail on errors, OpenMP ones return a code), the error
  /// cleared so that the next launch check does not report it.
  cudaError_t copy(void *Dst, const void *Src, std::size_t Bytes,
                   cudaMemcpyKind Kind) {
    if (Bytes == 0)
      return cudaSuccess;
    if (Kind == cudaMemcpyHostToDevice)
      waitQueueBeforeUpload();
    cudaError_t Err = Stream ? cudaMemcpyAsync(Dst, Src, Bytes, Kind, Stream)
                             : cudaMemcpy(Dst, Src, Bytes, Kind);
    if (Err != cudaSuccess) {
      cudaGetLastError();
      return Err;
    }
    if (Kind == cudaMemcpyHostToDevice || Kind == cudaMemcpyDeviceToHost) {
      bool Upload = Kind == cudaMemcpyHostToDevice;
      detail::count_transfer(*Site, Upload, Bytes);
      log(Upload ? "upload" : "download", nullptr,
          reinterpret_cast<std::uintptr_t>(Upload ? Src : Dst), Bytes);
    }
    return cudaSuccess;
  }

  /// The size to allocate for Bytes of device data: whole 4-byte words,
  /// since a 1-byte atomic swaps the aligned word that holds its byte
  /// (atomic.h) and that word must lie inside the allocation. cudaMalloc
  /// aligns allocations to 256 bytes, so the first word starts inside it.
  static std::size_t padded(std::size_t Bytes) { return (Bytes + 3) / 4 * 4; }

  /// cudaMalloc for acc_malloc and omp_target_alloc, counted; null if it
  /// fails (the error is cleared, as the routines report failure by null).
  void *allocate(std::size_t Bytes) {
    void *Dev = nullptr;
    if (cudaMalloc(&Dev, padded(Bytes)) != cudaSuccess) {
      cudaGetLastError();
      return nullptr;
    }
    detail::count_allocation(*Site, Bytes);
    return Dev;
  }

  /// One copy of Count elements per block of Grid, one after another, for
  /// a section a compute construct makes private to each gang (OpenACC
  /// `private(p[lo:n])`; `firstprivate` fills every copy from the host's
  /// elements at Host). Freed with the construct; null for no elements.
  template <class T>
  T *gang_copies(const T *Host, long long Count, dim3 Grid, bool Fill,
                 const char *Name) {
    const std::size_t Bytes = bytes<T>(Count, Name);
    const std::size_t Blocks =
        static_cast<std::size_t>(Grid.x) * Grid.y * Grid.z;
    if (Bytes == 0 || Blocks == 0)
      return nullptr;
    void *Dev = nullptr;
    check(cudaMalloc(&Dev, padded(Bytes * Blocks)), "cudaMalloc (gang copies)");
    detail::count_allocation(*Site, Bytes * Blocks);
    GangCopies.push_back(Dev);
    if (Fill) {
      std::vector<char> Staging(Bytes * Blocks);
      for (std::size_t B = 0; B < Blocks; ++B)
        std::memcpy(Staging.data() + B * Bytes, Host, Bytes);
      check(cudaMemcpy(Dev, Staging.data(), Staging.size(),
                       cudaMemcpyHostToDevice),
            "cudaMemcpy to device");
      detail::count_transfer(*Site, /*Upload=*/true, Staging.size());
      log("upload", Name, reinterpret_cast<std::uintptr_t>(Host),
          Staging.size());
    }
    return static_cast<T *>(Dev);
  }

  /// cudaFree for acc_free and omp_target_free, counted.
  void deallocate(void *Dev) {
    check(cudaFree(Dev), "cudaFree");
    detail::count_free(*Site);
  }

  /// acc_shutdown: frees the device copies the runtime allocated and forgets
  /// all present data, user mappings included. Constructs that still hold
  /// references later find nothing to unmap.
  void release_all() {
    wait_all(); // the queues may still use the data
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    for (std::uintptr_t Host : Table.hosts())
      release(*Table.find(Host, 0));
  }

  void checkTransfer(cudaError_t Err, bool Upload, const void *Host,
                     std::size_t Bytes, const char *Name) {
    checkFor(Err,
             Upload ? "cudaMemcpy to the device" : "cudaMemcpy to the host",
             Name);
    if (!Bytes)
      return;
    detail::count_transfer(*Site, Upload, Bytes);
    log(Upload ? "upload" : "download", Name,
        reinterpret_cast<std::uintptr_t>(Host), Bytes);
  }
  void checkFor(cudaError_t Err, const char *Api, const char *Name) const {
    if (Err != cudaSuccess)
      fail("%s of '%s' failed: %s (%s)", Api, Name, cudaGetErrorString(Err),
           cudaGetErrorName(Err));
  }

  /// A section in messages: "'a' (host P-Q, N bytes)"; the runtime
  /// routines know no variable name (Name is null): "host P-Q (N bytes)".
  static std::string describe(std::uintptr_t Addr, std::size_t Bytes,
                              const char *Name) {
    const char *Fmt =
        Name ? "'%s' (host %p-%p, %zu bytes)" : "%shost %p-%p (%zu bytes)";
    const char *Label = Name ? Name : "";
    int Len = std::snprintf(nullptr, 0, Fmt, Label, hostPtr(Addr),
                            hostPtr(Addr + Bytes), Bytes);
    std::string Out(Len > 0 ? static_cast<std::size_t>(Len) : 0, '\0');
    std::snprintf(Out.data(), Out.size() + 1, Fmt, Label, hostPtr(Addr),
                  hostPtr(Addr + Bytes), Bytes);
    return Out;
  }

  /// Reports that [Addr, Addr + Bytes) is not present and exits.
  [[noreturn]] void failNotPresent(std::uintptr_t Addr, std::size_t Bytes,
                                   const char *Name) const {
    fail("%s is not present on the device",
         describe(Addr, Bytes, Name).c_str());
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

  /// Dynamic shared memory for a kernel's per-block Copies over Iterations
  /// iterations: their bytes, each rounded up to the next start, times the
  /// sets a block keeps (block_copy_sets); 0 (the kernel updates the arrays
  /// themselves) when one set exceeds MaxBlockCopyBytes, would not pay, or
  /// an array shares present data with Others (the construct's other data,
  /// which the kernel would reach without the copy). A block combines with
  /// one atomic per element at most: that pays when the blocks the launch
  /// gets (one wave) have more iterations than elements to combine.
  long long block_copy_bytes(long long Iterations, dim3 Block,
                             std::initializer_list<BlockCopySize> Copies,
                             std::initializer_list<const void *> Others) const {
    long long Bytes = 0, Elements = 0;
    for (const BlockCopySize &C : Copies) {
      if (C.Bytes <= 0 || C.ElementSize <= 0 ||
          (!C.Own && sharesPresentData(C.Host, Others)))
        return 0;
      Bytes += block_copy_extent(C.Bytes);
      Elements += C.Bytes / C.ElementSize;
    }
    if (Bytes == 0 || Bytes > MaxBlockCopyBytes)
      return 0;
    const long long Threads = 1LL * Block.x * Block.y * Block.z;
    const long long Blocks = std::min(
        blocksFor(Iterations, static_cast<unsigned>(Threads)), oneWave(Block));
    const long long Sets = block_copy_sets(Threads, Bytes);
    return Iterations > Blocks * Elements ? Sets * Bytes : 0;
  }

  /// Whether the launch's block copies of 64-bit counts count in 32 bits
  /// (counts_fit_32_bits). With ACC2CUDA_NOTIFY, logs the answer.
  bool narrow_counts(long long Iterations, dim3 Block,
                     unsigned long long PerIteration, bool Spread) const {
    const bool Narrow =
        counts_fit_32_bits(Iterations, Block, PerIteration, Spread);
    if (notify_enabled())
      std::fprintf(stderr, "acc2cuda: block copies count in %s at %s:%d\n",
                   Narrow ? "32 bits" : "their own type", File, Line);
    return Narrow;
  }

  /// Whether the kernel instance with `__restrict__` read-only arrays may
  /// run: present data holds each host address in Reads (the arrays the
  /// kernel only reads) and in Writes (everything it writes), and the
  /// device memory behind each read is apart from that behind each write.
  /// With ACC2CUDA_NOTIFY, logs the answer.
  bool reads_apart(std::initializer_list<const void *> Reads,
                   std::initializer_list<const void *> Writes) const {
    const bool Apart = presentApart(Reads, Writes);
    if (notify_enabled())
      std::fprintf(stderr, "acc2cuda: read-only arrays %s at %s:%d\n",
                   Apart ? "restrict"
                         : "not restrict (they may share device memory with "
                           "data the kernel writes)",
                   File, Line);
    return Apart;
  }

  /// The bytes of present data from host address Host to the end of its
  /// mapping, 0 when none holds it: what a kernel may reach through a
  /// pointer the construct names no section of.
  static long long present_bytes(const void *Host) {
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    const auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    const PresentEntry *E = Table.find(Addr, 0);
    return E ? static_cast<long long>(E->Host + E->Bytes - Addr) : 0;
  }

  // Async queues (OpenACC 3.3 2.16). A construct's `async` comes first,
  // so that its `wait` clauses know whether the host waits (a synchronous
  // construct) or only the construct's queue does.

  /// `async(Queue)`: the construct's work goes on Queue (acc_async_noval:
  /// the default async queue; acc_async_sync: none, the construct is
  /// synchronous).
  void async(long long Queue) { Stream = detail::Queues::get().stream(Queue); }

  /// OpenMP `nowait` (a deferred target task): the construct's work goes on
  /// a stream of its own and the host goes on; a `taskwait` completes it.
  void task() { Stream = detail::Queues::get().task_stream(); }

  /// OpenMP `depend(in: ...)` (Out false) or `depend(out/inout: ...)` on
  /// the list item at Address: the construct's work follows the sibling
  /// target tasks the dependence names (the host waits for them when the
  /// construct is undeferred); the construct's own completion is recorded
  /// when it ends.
  void depend(const void *Address, bool Out) {
    for (const detail::SharedEvent &E :
         detail::Dependences::get().before(Address, Out)) {
      if (Stream)
        check(cudaStreamWaitEvent(Stream, E.get(), 0),
              "cudaStreamWaitEvent (depend)");
      else
        check(cudaEventSynchronize(E.get()), "cudaEventSynchronize (depend)");
    }
    Depends.push_back({Address, Out});
  }

  /// OpenMP `taskwait`: every deferred target task completes.
  void taskwait() {
    wait_all();
    detail::Dependences::get().clear();
  }

  /// The parts of a split compute region run on the region's queue.
  void async_as(const Construct &Region) { Stream = Region.Stream; }

  /// The stream of the construct's queue; null when it is synchronous.
  cudaStream_t stream() const { return Stream; }

  /// `wait(Queue)`: what the construct does next waits for the work queued
  /// on Queue so far. The host waits, unless the construct is asynchronous:
  /// then only its queue does.
  void wait(long long Queue, long long Device = -1) {
    check_device(Device);
    if (cudaStream_t Q = detail::Queues::get().existing(Queue))
      waitFor(Q);
  }

  /// `wait` without a list: waits for every queue.
  void wait_all(long long Device = -1) {
    check_device(Device);
    for (cudaStream_t Q : detail::Queues::get().used())
      waitFor(Q);
  }

  /// Whether the work queued on Queue so far is done (acc_async_test).
  bool idle(long long Queue) const {
    cudaStream_t Q = detail::Queues::get().existing(Queue);
    return !Q || queryIdle(Q);
  }

  /// Whether every queue is idle (acc_async_test_all).
  bool all_idle() const {
    for (cudaStream_t Q : detail::Queues::get().used())
      if (!queryIdle(Q))
        return false;
    return true;
  }

  /// Checks the launch of Kernel just made and, unless the construct is
  /// asynchronous, waits for it; counts it.
  void check_launch(const char *Kernel) const {
    detail::count_launch(*Site);
    check(cudaGetLastError(), Kernel);
    if (!Stream)
      check(cudaStreamSynchronize(nullptr), Kernel);
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
  static bool presentApart(std::initializer_list<const void *> Reads,
                           std::initializer_list<const void *> Writes) {
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    auto Held = [&](const void *Host) {
      return Table.find(reinterpret_cast<std::uintptr_t>(Host), 0);
    };
    for (const void *R : Reads) {
      const PresentEntry *E = Held(R);
      if (!E)
        return false;
      const auto Start = reinterpret_cast<std::uintptr_t>(E->Device);
      for (const void *W : Writes) {
        const PresentEntry *F = Held(W);
        if (!F)
          return false;
        const auto Other = reinterpret_cast<std::uintptr_t>(F->Device);
        if (Start < Other + F->Bytes && Other < Start + E->Bytes)
          return false;
      }
    }
    return true;
  }

  /// Whether the present data holding Host also holds one of Others (or
  /// none holds Host).
  static bool sharesPresentData(const void *Host,
                                std::initializer_list<const void *> Others) {
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    const PresentEntry *E =
        Table.find(reinterpret_cast<std::uintptr_t>(Host), 0);
    return !E || std::any_of(Others.begin(), Others.end(), [&](const void *O) {
      return Table.find(reinterpret_cast<std::uintptr_t>(O), 0) == E;
    });
  }

  /// Records when the construct's work is done for the dependences it
  /// named (`depend`).
  void endTask() {
    if (Depends.empty())
      return;
    detail::SharedEvent Done;
    if (Stream) {
      cudaEvent_t E = nullptr;
      check(cudaEventCreateWithFlags(&E, cudaEventDisableTiming),
            "cudaEventCreate (depend)");
      check(cudaEventRecord(E, Stream), "cudaEventRecord (depend)");
      Done =
          detail::SharedEvent(E, [](cudaEvent_t Ev) { cudaEventDestroy(Ev); });
    }
    for (const Dependence &Dep : Depends)
      detail::Dependences::get().completes(Dep.Address, Dep.Out, Done);
    Depends.clear();
  }

  /// Only device 0 exists (a `wait(devnum: n: ...)` names it).
  void check_device(long long Device) const {
    if (Device < -1 || Device > 0) {
      int Count = 0;
      if (cudaGetDeviceCount(&Count) != cudaSuccess || Device >= Count)
        fail("wait names device %lld; acc2cuda uses device 0", Device);
    }
  }

  /// Makes what follows wait for Q's work so far: the construct's queue
  /// waits for an event, a synchronous construct waits on the host.
  void waitFor(cudaStream_t Q) {
    if (Q == Stream)
      return;
    if (!Stream) {
      check(cudaStreamSynchronize(Q), "wait");
      detail::Queues::get().retire(Q);
      return;
    }
    cudaEvent_t E = nullptr;
    check(cudaEventCreateWithFlags(&E, cudaEventDisableTiming),
          "cudaEventCreate (wait)");
    check(cudaEventRecord(E, Q), "cudaEventRecord (wait)");
    check(cudaStreamWaitEvent(Stream, E, 0), "cudaStreamWaitEvent (wait)");
    check(cudaEventDestroy(E), "cudaEventDestroy (wait)");
  }

  bool queryIdle(cudaStream_t Q) const {
    cudaError_t Err = cudaStreamQuery(Q);
    if (Err == cudaErrorNotReady)
      return false;
    check(Err, "cudaStreamQuery");
    detail::Queues::get().retire(Q);
    return true;
  }

  static const void *hostPtr(std::uintptr_t Addr) {
    return reinterpret_cast<const void *>(Addr);
  }

  /// Logs a transfer with ACC2CUDA_NOTIFY. The runtime routines have no
  /// variable name and no source line: the host address and the routine
  /// take their places.
  void log(const char *What, const char *Name, std::uintptr_t Addr,
           std::size_t Bytes) const {
    if (!notify_enabled())
      return;
    if (Name)
      std::fprintf(stderr, "acc2cuda: %s %s %zu bytes at ", What, Name, Bytes);
    else
      std::fprintf(stderr, "acc2cuda: %s %p %zu bytes at ", What, hostPtr(Addr),
                   Bytes);
    if (File)
      std::fprintf(stderr, "%s:%d\n", File, Line);
    else
      std::fprintf(stderr, "%s\n", Directive);
  }

  /// The size of Count elements of T; Count must not be negative.
  template <class T>
  std::size_t bytes(long long Count, const char *Name) const {
    if (Count < 0 && Name)
      fail("negative length %lld in the section of '%s'", Count, Name);
    if (Count < 0) // a size_t length beyond LLONG_MAX, from a routine
      fail("%llu bytes are more than the device can hold",
           static_cast<unsigned long long>(Count));
    return static_cast<std::size_t>(Count) * sizeof(T);
  }

  [[noreturn]] void failOverlap(std::uintptr_t Addr, std::size_t Bytes,
                                const PresentEntry &E, const char *Name) const {
    fail("%s partly overlaps data already present (host %p-%p, %zu bytes)",
         describe(Addr, Bytes, Name).c_str(), hostPtr(E.Host),
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
    check(cudaMalloc(&Dev, padded(Bytes)), "cudaMalloc");
    detail::count_allocation(*Site, Bytes);
    PresentEntry &E = Table.insert(Addr, Bytes, Dev);
    if (CopyIn)
      upload(E, Addr, Bytes, Name);
    return E;
  }

  /// Frees the device copy of E, unless the program owns it
  /// (acc_map_data), and forgets E.
  void release(PresentEntry &E) {
    if (E.Linked) // a `link` global's device copy stays, absent
      return;
    if (!E.UserMapped) {
      if (Stream) { // the queue may still use it
        void *Dev = E.Device;
        detail::Queues::get().after_all([Dev] {
          // The construct may be gone: report without it.
          if (cudaError_t Err = cudaFree(Dev))
            std::fprintf(stderr, "acc2cuda: error: cudaFree: %s\n",
                         cudaGetErrorString(Err));
        });
      } else {
        check(cudaFree(E.Device), "cudaFree");
      }
      detail::count_free(*Site);
    }
    std::uintptr_t Host = E.Host; // E goes with its entry
    present_table().erase(Host);
  }

  /// `no_create` of data that is not present: the kernel gets the host
  /// address (OpenACC 3.3 2.7.10), which it must not use; the simulator is
  /// told, so that its check of kernel arguments accepts it.
  template <class T> static T *noCreateAbsent(T *Host) {
#if !defined(__CUDACC__) // (volatile data too)
    sim::detail::noteHostArgument(
        const_cast<const void *>(static_cast<const volatile void *>(Host)));
#endif
    return Host;
  }

  /// Zeroes E's new device copy (OpenACC `zero`); not a transfer.
  void zero(const PresentEntry &E, const char *Name) {
    check(Stream ? cudaMemsetAsync(E.Device, 0, E.Bytes, Stream)
                 : cudaMemset(E.Device, 0, E.Bytes),
          "cudaMemset");
    log("zero", Name, E.Host, E.Bytes);
  }

  /// Copies [Addr, Addr + Bytes), inside E, host to device. Attached
  /// pointers in it keep their device addresses (an update of a struct
  /// does not undo its attachments).

  /// CUDA stages a copy from pageable memory when it is issued: the host
  /// first waits for what the queue waits for (`wait(q)`, `depend`).
  void waitQueueBeforeUpload() const {
    if (Stream)
      check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize (upload)");
  }

  void upload(const PresentEntry &E, std::uintptr_t Addr, std::size_t Bytes,
              const char *Name) {
    waitQueueBeforeUpload();
    check(Stream ? cudaMemcpyAsync(E.device_address(Addr), hostPtr(Addr), Bytes,
                                   cudaMemcpyHostToDevice, Stream)
                 : cudaMemcpy(E.device_address(Addr), hostPtr(Addr), Bytes,
                              cudaMemcpyHostToDevice),
          "cudaMemcpy to device");
    detail::count_transfer(*Site, /*Upload=*/true, Bytes);
    log("upload", Name, Addr, Bytes);
    PresentTable &Table = present_table();
    for (std::uintptr_t S : Table.attachedIn(Addr, Bytes))
      writePointer(E, S, Table.attachment(S)->device_value());
  }

  /// Copies [Addr, Addr + Bytes), inside E, device to host. Attached
  /// pointers in it keep their host values: the device addresses their
  /// device copies hold mean nothing on the host.
  void download(const PresentEntry &E, std::uintptr_t Addr, std::size_t Bytes,
                const char *Name) {
    std::vector<std::pair<std::uintptr_t, std::uintptr_t>> Keep;
    for (std::uintptr_t S : present_table().attachedIn(Addr, Bytes))
      Keep.push_back({S, hostValue(S)});
    void *Dst = reinterpret_cast<void *>(Addr);
    check(Stream ? cudaMemcpyAsync(Dst, E.device_address(Addr), Bytes,
                                   cudaMemcpyDeviceToHost, Stream)
                 : cudaMemcpy(Dst, E.device_address(Addr), Bytes,
                              cudaMemcpyDeviceToHost),
          "cudaMemcpy to host");
    detail::count_transfer(*Site, /*Upload=*/false, Bytes);
    log("download", Name, Addr, Bytes);
    if (Keep.empty())
      return;
    if (Stream)
      check(cudaStreamSynchronize(Stream), "cudaStreamSynchronize");
    for (auto [S, Value] : Keep)
      std::memcpy(reinterpret_cast<void *>(S), &Value, sizeof Value);
  }

  /// map() and lookup_map(): the structured reference, and the copy in
  /// when CopyIn (else the caller makes it).
  template <class T>
  TableEntry<T> mapEntry(T *Host, long long Count, MapKind Kind,
                         const char *Name, MapModifier Mod, bool CopyIn) {
    using U = std::remove_const_t<T>;
    const std::size_t None = static_cast<std::size_t>(-1);
    std::size_t Bytes = bytes<T>(Count, Name);
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    U *HostAddr = const_cast<U *>(Host);
    const bool Copies = Kind == MapCopy || Kind == MapCopyIn;
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(Addr, Bytes);
    if (E && E->absent()) { // a `link` global: mapping makes it present
      if (Kind == MapPresent)
        failNotPresent(Addr, Bytes, Name);
      if (Kind == MapNoCreate)
        return {noCreateAbsent(HostAddr), Host, false, None};
      if (Bytes == 0) // nothing to map: the kernel never reads it
        return {noCreateAbsent(HostAddr), Host, false, None};
      if (Copies && CopyIn)
        upload(*E, Addr, Bytes, Name);
      else if (Mod == Zero)
        zero(*E, Name);
      ++E->StructuredRefs;
      Mapped.push_back({E->Host, E->Generation, Addr, Bytes, Kind, Mod, Name});
      return {static_cast<U *>(E->device_address(Addr)), Host, true,
              Mapped.size() - 1};
    }
    if (E) {
      std::size_t Ref = None;
      if (Bytes != 0 || Kind == MapPresent) {
        ++E->StructuredRefs;
        Mapped.push_back(
            {E->Host, E->Generation, Addr, Bytes, Kind, Mod, Name});
        Ref = Mapped.size() - 1;
      }
      if (Bytes != 0 && Mod == Always && Copies)
        upload(*E, Addr, Bytes, Name);
      return {static_cast<U *>(E->device_address(Addr)), Host, false, Ref};
    }
    if (Kind == MapNoCreate || Table.Unified)
      return {noCreateAbsent(HostAddr), Host, false, None};
    if (Kind == MapPresent)
      failNotPresent(Addr, Bytes, Name);
    if (Bytes == 0) // nothing to map: the kernel never reads it
      return {noCreateAbsent(HostAddr), Host, false, None};
    PresentEntry &New = create(Addr, Bytes, Copies && CopyIn, Name);
    if (Mod == Zero)
      zero(New, Name);
    New.StructuredRefs = 1;
    Mapped.push_back({Addr, New.Generation, Addr, Bytes, Kind, Mod, Name});
    return {static_cast<U *>(New.Device), Host, true, Mapped.size() - 1};
  }

  /// enter() and lookup_enter(): the dynamic reference, and the copy in
  /// when CopyIn (else the caller makes it).
  template <class T>
  TableEntry<T> enterEntry(T *Host, long long Count, MapKind Kind,
                           const char *Name, MapModifier Mod, bool CopyIn) {
    using U = std::remove_const_t<T>;
    const std::size_t None = static_cast<std::size_t>(-1);
    if (Kind != MapCopyIn && Kind != MapCreate)
      fail("enter data maps '%s' with neither copyin nor create", Name);
    std::size_t Bytes = bytes<T>(Count, Name);
    U *HostAddr = const_cast<U *>(Host);
    if (Bytes == 0) // nothing to map: the kernel never reads it
      return {noCreateAbsent(HostAddr), Host, false, None};
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    std::lock_guard<std::recursive_mutex> Lock(Table.mutex());
    PresentEntry *E = Table.find(Addr, Bytes);
    if (!E && Table.Unified) // used in place
      return {HostAddr, Host, false, None};
    bool Absent = !E || E->absent(); // not present, or a `link` global
    if (!E) {
      E = &create(Addr, Bytes, Kind == MapCopyIn && CopyIn, Name);
      if (Mod == Zero)
        zero(*E, Name);
    } else if (E->absent()) {
      if (Kind == MapCopyIn && CopyIn)
        upload(*E, Addr, Bytes, Name);
      else if (Mod == Zero)
        zero(*E, Name);
    } else if (Mod == Always && Kind == MapCopyIn)
      upload(*E, Addr, Bytes, Name);
    ++E->DynamicRefs;
    return {static_cast<U *>(E->device_address(Addr)), Host, Absent, None};
  }

  /// The dynamic references exit data drops from the entry holding
  /// [Addr, Addr + Bytes); null when none holds it (partial overlap is an
  /// error). The caller holds the table's lock.
  PresentEntry *dropDynamic(std::uintptr_t Addr, std::size_t Bytes,
                            ExitKind Kind, bool Finalize, const char *Name) {
    PresentTable &Table = present_table();
    PresentEntry *E = Table.find(Addr, Bytes);
    if (!E) {
      if (PresentEntry *O = Table.findOverlap(Addr, Bytes))
        failOverlap(Addr, Bytes, *O, Name);
      return nullptr;
    }
    long Floor = E->min_dynamic_refs();
    if (Kind == ExitRemove) {
      E->DynamicRefs = std::min(E->DynamicRefs, Floor);
      E->StructuredRefs = 0;
    } else if (Finalize) {
      E->DynamicRefs = std::min(E->DynamicRefs, Floor);
    } else if (E->DynamicRefs > Floor) {
      --E->DynamicRefs;
    }
    return E;
  }

  // Attachment's own steps, defined in construct_attach.h.
  static std::uintptr_t hostValue(std::uintptr_t Slot);
  void writePointer(const PresentEntry &E, std::uintptr_t Slot,
                    std::uintptr_t Value);
  template <class T> T *attachedValue(T *const *Slot, T *Host);
  bool attachAt(std::uintptr_t Slot, const char *Name, std::uintptr_t Bias = 0);
  void detachAt(std::uintptr_t Slot, bool Finalize, const char *Name);

  /// "'s.p'", or for the runtime routines "the pointer at host P".
  static std::string pointerName(std::uintptr_t Slot, const char *Name) {
    if (Name)
      return std::string("'") + Name + "'";
    char Buf[64];
    std::snprintf(Buf, sizeof Buf, "the pointer at host %p", hostPtr(Slot));
    return Buf;
  }

  /// The entry holding a section to update; null (IfPresent) or an error if
  /// there is none.
  PresentEntry *findForUpdate(std::uintptr_t Addr, std::size_t Bytes,
                              bool IfPresent, const char *Name) const {
    if (PresentEntry *E = present_table().find(Addr, Bytes))
      return E;
    if (!IfPresent && !present_table().Unified)
      failNotPresent(Addr, Bytes, Name);
    return nullptr;
  }

  /// One structured reference: the entry (by its host start) and the
  /// section the clause named.
  struct Record {
    std::uintptr_t Entry;
    unsigned long long Generation;
    std::uintptr_t Host;
    std::size_t Bytes;
    MapKind Kind;
    MapModifier Mod;
    const char *Name;
    bool Ended = false; ///< end_map() dropped the reference
  };

  const char *File;
  int Line;
  const char *Directive;
  SiteStats *Site;
  std::vector<Record> Mapped;
  /// Entries whose last dynamic reference lookup_exit() dropped, freed once
  /// the generated code has copied them out (by unmap_all()).
  std::vector<Record> Released;
  std::vector<void *> GangCopies; ///< gang_copies' allocations
  /// Attach actions of the construct, detached by unmap_all().
  struct AttachRecord {
    std::uintptr_t Slot;
    const char *Name;
  };
  std::vector<AttachRecord> Attached;
  cudaStream_t Stream = nullptr; ///< the async queue's; null: synchronous
  struct Dependence {
    const void *Address;
    bool Out;
  };
  std::vector<Dependence> Depends; ///< OpenMP `depend` items
};

} // namespace acc2cuda

#include "construct_attach.h"
#include "section_update.h"

#endif
