//===- acc2cuda/loop.h - Trip counts of canonical loops ---------*- C++ -*-===//
//
// A canonical loop `for (i = lb; i OP ub; i += st)` runs trip_count_OP(lb, ub,
// st) times; iteration k sets i = lb + k * st. Computed once on the host for
// the loops spread over the grid, in the kernel for loops inside them.
//
//===----------------------------------------------------------------------===//

#ifndef ACC2CUDA_LOOP_H
#define ACC2CUDA_LOOP_H

#include "cuda_api.h"

namespace acc2cuda {

// The test compares in C: long long holds every value of the loop
// variables and bounds up to 64-bit signed ones; the translator names an
// unsigned C where the test compares in one (an unsigned 64-bit variable
// past 2^63, or `int i = -5; i < n` with unsigned n, which never runs).
// The distance between the converted bounds is exact in unsigned 64-bit
// arithmetic whatever C is.
template <class C = long long>
__host__ __device__ inline long long trip_count_lt(long long lb, long long ub,
                                                   long long st) {
  const C L = static_cast<C>(lb), U = static_cast<C>(ub);
  using U64 = unsigned long long;
  return st > 0 && U > L ? static_cast<long long>(
                               (static_cast<U64>(U) - static_cast<U64>(L) - 1) /
                                   static_cast<U64>(st) +
                               1)
                         : 0;
}
template <class C = long long>
__host__ __device__ inline long long trip_count_le(long long lb, long long ub,
                                                   long long st) {
  const C L = static_cast<C>(lb), U = static_cast<C>(ub);
  using U64 = unsigned long long;
  return st > 0 && U >= L ? static_cast<long long>(
                                (static_cast<U64>(U) - static_cast<U64>(L)) /
                                    static_cast<U64>(st) +
                                1)
                          : 0;
}
template <class C = long long>
__host__ __device__ inline long long trip_count_gt(long long lb, long long ub,
                                                   long long st) {
  const C L = static_cast<C>(lb), U = static_cast<C>(ub);
  using U64 = unsigned long long;
  return st < 0 && L > U ? static_cast<long long>(
                               (static_cast<U64>(L) - static_cast<U64>(U) - 1) /
                                   (0ull - static_cast<U64>(st)) +
                               1)
                         : 0;
}
template <class C = long long>
__host__ __device__ inline long long trip_count_ge(long long lb, long long ub,
                                                   long long st) {
  const C L = static_cast<C>(lb), U = static_cast<C>(ub);
  using U64 = unsigned long long;
  return st < 0 && L >= U ? static_cast<long long>(
                                (static_cast<U64>(L) - static_cast<U64>(U)) /
                                    (0ull - static_cast<U64>(st)) +
                                1)
                          : 0;
}
template <class C = long long>
__host__ __device__ inline long long trip_count_ne(long long lb, long long ub,
                                                   long long st) {
  const C L = static_cast<C>(lb), U = static_cast<C>(ub);
  using U64 = unsigned long long;
  if (st == 1)
    return U > L ? static_cast<long long>(static_cast<U64>(U) -
                                          static_cast<U64>(L))
                 : 0;
  return L > U
             ? static_cast<long long>(static_cast<U64>(L) - static_cast<U64>(U))
             : 0;
}

// `!=` on an unsigned variable of type V, as the sequential loop runs it:
// the variable reaches ub modulo V's range (`z != (size_t)-1` with `z--`
// from 19 runs 20 times). OpenACC loops only; OpenMP reads `!=` as `<` or
// `>` by the step's sign (trip_count_ne).
template <class V>
__host__ __device__ inline long long
trip_count_ne_wrap(long long lb, long long ub, long long st) {
  const V L = static_cast<V>(lb), U = static_cast<V>(ub);
  if (st > 0)
    return static_cast<long long>(static_cast<V>(U - L) /
                                  static_cast<unsigned long long>(st));
  if (st < 0)
    return static_cast<long long>(static_cast<V>(L - U) /
                                  (0ull - static_cast<unsigned long long>(st)));
  return 0;
}

} // namespace acc2cuda

#endif
