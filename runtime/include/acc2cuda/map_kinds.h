//===- acc2cuda/map_kinds.h - What a data clause asks for -------*- C++ -*-===//
//
// The map kinds and modifiers the generated code passes to Construct::map,
// enter and exit (OpenACC data clauses, OpenMP map types).
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_MAP_KINDS_H
#define ACC2CUDA_MAP_KINDS_H

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

} // namespace acc2cuda

#endif
