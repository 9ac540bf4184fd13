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

__host__ __device__ inline long long trip_count_lt(long long lb, long long ub,
                                                   long long st) {
  return st > 0 && ub > lb ? (ub - lb + st - 1) / st : 0;
}
__host__ __device__ inline long long trip_count_le(long long lb, long long ub,
                                                   long long st) {
  return st > 0 && ub >= lb ? (ub - lb) / st + 1 : 0;
}
__host__ __device__ inline long long trip_count_gt(long long lb, long long ub,
                                                   long long st) {
  return st < 0 && lb > ub ? (lb - ub - st - 1) / -st : 0;
}
__host__ __device__ inline long long trip_count_ge(long long lb, long long ub,
                                                   long long st) {
  return st < 0 && lb >= ub ? (lb - ub) / -st + 1 : 0;
}
__host__ __device__ inline long long trip_count_ne(long long lb, long long ub,
                                                   long long st) {
  if (st == 1)
    return ub > lb ? ub - lb : 0;
  return lb > ub ? lb - ub : 0;
}

} // namespace acc2cuda

#endif
