// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Loops whose increment subtracts an unsigned step (`u -= 7u`, `u -= s`
// with unsigned s, `u = u - s`): the signed step is the step converted to
// long long, then negated. Negated in its own type, -(7u) is 4294967289,
// and the loops ran no iterations. Also in an inner vector loop (the
// kernel computes its step) and an OpenMP loop over size_t.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-unsigned-step.c (5 numbers

#include <stddef.h>
#include <stdio.h>

int main(void) {
  long lit = 0, var = 0, assign = 0, inner = 0, sz = 0;
  unsigned step = 7u;
#pragma acc parallel loop reduction(+:lit)
  for (unsigned u = 100; u > 10u; u -= 7u)
    lit += u;
#pragma acc parallel loop reduction(+:var)
  for (unsigned u = 1000; u > 6; u -= step)
    var += u % 11;
#pragma acc parallel loop reduction(+:assign)
  for (unsigned u = 500; u >= step; u = u - step)
    assign += 1;
#pragma acc parallel loop gang reduction(+:inner)
  for (int r = 0; r < 8; ++r) {
#pragma acc loop vector reduction(+:inner)
    for (unsigned u = 200 + r; u > 20; u -= step)
      inner += u;
  }
  size_t s = 5;
#pragma omp target teams distribute parallel for reduction(+:sz)
  for (size_t k = 10000; k > 0; k -= s)
    sz += (long)(k % 13);
  printf("%ld %ld %ld %ld %ld\n", lit, var, assign, inner, sz);
  return 0;
}

// CODE: const long long acc2cuda_st0 = (long long)(-(long long)(7U));
// CODE: const long long acc2cuda_st0 = (long long)(-(long long)(step));
// CODE: const long long acc2cuda_st0 = (long long)(-(long long)(step));
// CODE: const long long acc2cuda_tst0 = (long long)(-(long long)(step));
// CODE: const long long acc2cuda_st0 = (long long)(-(long long)(s));
