//===- acc2cuda/construct.h - Host side of a construct -------- -*- C++ -*-===//
//
// acc2cuda::Construct carries the original directive's location so every
// CUDA call and every data-mapping error names it, maps and unmaps the
// construct's data through the present table, and picks the launch shape.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_CONSTRUCT_H
#define ACC2CUDA_CONSTRUCT_H

#include "acc2cuda/cuda_api.h"
#include "acc2cuda/present_table.h"
#include <cstdio>
#include <cstdlib>
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

class Construct {
public:
  Construct(const char *File, int Line, const char *Directive)
      : File(File), Line(Line), Directive(Directive) {}
  Construct(const Construct &) = delete;
  Construct &operator=(const Construct &) = delete;

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

  /// Maps Count elements starting at Host; returns their device address.
  template <class T>
  T *map(T *Host, long long Count, MapKind Kind, const char *Name) {
    if (Count < 0)
      fail("negative length %lld in the section of '%s'", Count, Name);
    std::size_t Bytes = static_cast<std::size_t>(Count) * sizeof(T);
    auto Addr = reinterpret_cast<std::uintptr_t>(Host);
    PresentTable &Table = present_table();
    if (PresentEntry *E = Table.find(Addr, Bytes)) {
      if (Bytes != 0 || Kind == MapPresent) {
        ++E->Refs;
        Mapped.push_back({E->Host, Kind, Name});
      }
      return reinterpret_cast<T *>(static_cast<char *>(E->Device) +
                                   (Addr - E->Host));
    }
    if (Kind == MapPresent)
      fail("'%s' (host %p, %zu bytes) is not present on the device", Name,
           static_cast<const void *>(Host), Bytes);
    if (Kind == MapNoCreate || Bytes == 0)
      return Host;
    if (PresentEntry *E = Table.findOverlap(Addr, Bytes))
      fail("'%s' (host %p, %zu bytes) partly overlaps data already present "
           "(host %p, %zu bytes)",
           Name, static_cast<const void *>(Host), Bytes,
           reinterpret_cast<const void *>(E->Host), E->Bytes);
    void *Dev = nullptr;
    check(cudaMalloc(&Dev, Bytes), "cudaMalloc");
    if (Kind == MapCopy || Kind == MapCopyIn)
      check(cudaMemcpy(Dev, Host, Bytes, cudaMemcpyHostToDevice),
            "cudaMemcpy to device");
    PresentEntry &E = Table.insert(Addr, Bytes, Dev);
    E.Refs = 1;
    Mapped.push_back({Addr, Kind, Name});
    return static_cast<T *>(Dev);
  }

  /// Ends the construct's mappings, last first; copies out and frees data
  /// whose last reference this was.
  void unmap_all() {
    PresentTable &Table = present_table();
    for (auto It = Mapped.rbegin(); It != Mapped.rend(); ++It) {
      PresentEntry *E = Table.find(It->Host, 0);
      if (!E || --E->Refs > 0)
        continue;
      if (It->Kind == MapCopy || It->Kind == MapCopyOut)
        check(cudaMemcpy(reinterpret_cast<void *>(E->Host), E->Device, E->Bytes,
                         cudaMemcpyDeviceToHost),
              "cudaMemcpy to host");
      check(cudaFree(E->Device), "cudaFree");
      Table.erase(E->Host);
    }
    Mapped.clear();
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

  void check_launch(const char *Kernel) const {
    check(cudaGetLastError(), Kernel);
    check(cudaDeviceSynchronize(), Kernel);
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

  struct Record {
    std::uintptr_t Host;
    MapKind Kind;
    const char *Name;
  };

  const char *File;
  int Line;
  const char *Directive;
  std::vector<Record> Mapped;
};

} // namespace acc2cuda

#endif
