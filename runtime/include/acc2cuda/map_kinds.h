//===- acc2cuda/map_kinds.h - What a data clause asks for -------*- C++ -*-===//
//
// The map kinds and modifiers the generated code passes to Construct::map,
// enter and exit (OpenACC data clauses, OpenMP map types), and the answers
// of the lookups for clauses whose copies the generated code makes itself.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_MAP_KINDS_H
#define ACC2CUDA_MAP_KINDS_H

#include <cstddef>
#include <type_traits>

namespace acc2cuda {

enum MapKind {
  MapCopy,     ///< copy in at first map, out at last unmap
  MapCopyIn,   ///< copy in at first map
  MapCopyOut,  ///< allocate; copy out at last unmap
  MapCreate,   ///< allocate only
  MapPresent,  ///< must already be present
  MapNoCreate, ///< device copy if present, else the host address
};

/// OpenMP's `always` map-type modifier: copy on entry (to) and on exit
/// (from) even when the reference counts say the data was already present
/// or stays present.
enum MapModifier {
  NoModifier,
  Always,
  /// OpenACC's `zero` modifier (create, copyout): device memory the clause
  /// allocates is zeroed.
  Zero,
};

/// What exit data does with data whose last reference it drops.
enum ExitKind {
  ExitCopyOut, ///< copy out, then free (OpenACC copyout, OpenMP from)
  ExitDelete,  ///< free only (OpenACC delete, OpenMP release)
  /// OpenMP `delete`: the reference count becomes zero whatever holds it
  /// (OpenMP 5.2 5.8.3), structured references of enclosing constructs
  /// included; the data is freed, not copied out.
  ExitRemove,
};

/// What a present-table lookup tells generated code that makes a clause's
/// copies itself (Construct::lookup_map, lookup_enter).
template <class T> struct TableEntry {
  std::remove_const_t<T> *device; ///< the section's device address
  T *host;     ///< its host address (a data region's pointer may change later)
  bool absent; ///< it was not present: now allocated, to be copied in
  std::size_t record; ///< the construct's structured reference (end_map)
};

/// What Construct::lookup_exit tells generated code that copies out.
template <class T> struct TableExit {
  std::remove_const_t<T> *device; ///< the section's device address
  bool last;                      ///< no reference is left: copy it out
};

} // namespace acc2cuda

#endif
