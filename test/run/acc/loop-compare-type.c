// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
//
// A loop's trip count follows the type its test compares in: unsigned
// 64-bit loop variables running across 2^63 (up, down, with `!=`, and an
// inner vector loop, whose count the kernel computes), and a signed
// variable compared with an unsigned bound, where C converts the variable
// (`int i = -5; i < n` with unsigned n never runs; from 0 it runs n
// times). Each loop sums what its iterations see, so a wrong count or a
// wrong value of the variable shows.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-compare-type.c (7 numbers

#include <stdint.h>
#include <stdio.h>

int main(void) {
  const uint64_t a = 0x7FFFFFFFFFFFFFF0ULL, b = 0x8000000000000010ULL;
  long long up = 0, down = 0, ne = 0, inner = 0, never = 0, from0 = 0;
#pragma acc parallel loop reduction(+:up)
  for (uint64_t k = a; k < b; k++)
    up += (long long)(k - a) + 1;
#pragma acc parallel loop reduction(+:down)
  for (uint64_t k = b; k >= a; k -= 3)
    down += (long long)(b - k);
#pragma acc parallel loop reduction(+:ne)
  for (uint64_t k = a; k != b; ++k)
    ne += 1;
#pragma acc parallel loop gang reduction(+:inner)
  for (int r = 0; r < 4; ++r) {
#pragma acc loop vector reduction(+:inner)
    for (uint64_t k = a + r; k <= b; k++)
      inner += 1;
  }
  unsigned n = 10;
  int lo = -5;
#pragma acc parallel loop reduction(+:never)
  for (int i = lo; i < n; i++)
    never += 1;
  lo = 0;
#pragma acc parallel loop reduction(+:from0)
  for (int i = lo; i < n; i++)
    from0 += i;
  printf("%lld %lld %lld %lld\n", up, down, ne, inner);
  printf("%lld %lld %d\n", never, from0, lo);
  return 0;
}

// CODE: acc2cuda::trip_count_lt<uint64_t>(
// CODE: acc2cuda::trip_count_ge<uint64_t>(
// CODE: acc2cuda::trip_count_ne<uint64_t>(
// CODE: acc2cuda::trip_count_le<uint64_t>(
// CODE: acc2cuda::trip_count_lt<unsigned int>(
