//===- acc2cuda/rows.h - Jagged arrays in data clauses ----------*- C++ -*-===//
//
// `a[lo:n][rlo:rlen]` of a pointer to row pointers (OpenACC 3.3 2.7.1): the
// construct maps the n pointers at Rows first (Construct::map and the
// like), then these map each pointer's row section the same way and attach
// the pointer to it, so kernels index a[i][j] on the device; exit data
// detaches each pointer before its row goes, and update copies the rows.
// A row mapped from an offset (rlo > 0) is attached with a bias: the
// device copy of the pointer holds the address its element 0 would have.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_ROWS_H
#define ACC2CUDA_ROWS_H

#include "construct.h"

namespace acc2cuda {

/// The bytes a row's pointer lies before its mapped section.
template <class T> std::uintptr_t row_bias(long long RowLower) {
  return static_cast<std::uintptr_t>(RowLower > 0 ? RowLower : 0) * sizeof(T);
}

/// The rows for the construct's duration.
template <class T>
void map_rows(Construct &C, T *const *Rows, long long Count, long long RowLower,
              long long RowLength, MapKind Kind, const char *Name,
              MapModifier Mod = NoModifier) {
  for (long long K = 0; K < Count; ++K) {
    C.map(Rows[K] + RowLower, RowLength, Kind, Name, Mod);
    C.attach(const_cast<T **>(&Rows[K]), Name, row_bias<T>(RowLower));
  }
}

/// The rows until exit data.
template <class T>
void enter_rows(Construct &C, T *const *Rows, long long Count,
                long long RowLower, long long RowLength, MapKind Kind,
                const char *Name, MapModifier Mod = NoModifier) {
  for (long long K = 0; K < Count; ++K) {
    C.enter(Rows[K] + RowLower, RowLength, Kind, Name, Mod);
    C.enter_attach(const_cast<T **>(&Rows[K]), Name, row_bias<T>(RowLower));
  }
}

template <class T>
void exit_rows(Construct &C, T *const *Rows, long long Count,
               long long RowLower, long long RowLength, ExitKind Kind,
               bool Finalize, const char *Name, MapModifier Mod = NoModifier) {
  for (long long K = 0; K < Count; ++K) {
    C.detach(const_cast<T **>(&Rows[K]), Finalize, Name);
    C.exit(Rows[K] + RowLower, RowLength, Kind, Finalize, Name, Mod);
  }
}

template <class T>
void update_rows(Construct &C, T *const *Rows, long long Count,
                 long long RowLower, long long RowLength, bool ToHost,
                 bool IfPresent, const char *Name) {
  for (long long K = 0; K < Count; ++K)
    if (ToHost)
      C.update_host(Rows[K] + RowLower, RowLength, IfPresent, Name);
    else
      C.update_device(Rows[K] + RowLower, RowLength, IfPresent, Name);
}

} // namespace acc2cuda

#endif
