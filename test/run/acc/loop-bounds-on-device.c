// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// An outer loop's trip count, which the host computes for the launch, uses
// the values the device sees:
// - a floating-point bound is rounded as the test means it for an integer
//   variable (`i < 10.5` runs 11 times, `i > -3.5` down to -3), not
//   truncated;
// - a scalar with a device copy is read from it: one a `kernels` region
//   assigns before its loop (its copy lives from the region's start, or
//   from its declaration in the region), and one a data region maps that
//   an earlier construct changed. The host's copies were stale.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-bounds-on-device.c (7 numbers

#include <stdio.h>

int main(void) {
  int up = 0, down = 0;
  double lim = 10.5;
#pragma acc parallel loop reduction(+:up)
  for (int i = 0; i < lim; i++)
    up += 1;
#pragma acc parallel loop reduction(+:down)
  for (int i = 10; i > -3.5; i--)
    down += i;

  int b[64] = {0}, n = 0;
#pragma acc kernels copy(b)
  {
    n = 40;
    for (int i = 0; i < n; i++)
      b[i] = 1;
  }

  double a[40];
  for (int i = 0; i < 40; i++)
    a[i] = i;
#pragma acc data copy(a)
  {
#pragma acc kernels
    {
      for (int i = 0; i < 40; i++)
        a[i] *= 2;
      int k;
      k = (int)a[10];
      for (int i = 0; i < k; i++)
        a[i] += 1;
    }
  }

  int c[64] = {0}, m = 10;
#pragma acc data copy(m, c)
  {
#pragma acc serial present(m)
    m = 30;
#pragma acc parallel loop present(m, c)
    for (int i = 0; i < m; i++)
      c[i] = 1;
  }

  int sb = 0, sc = 0;
  double sa = 0;
  for (int i = 0; i < 64; i++) {
    sb += b[i];
    sc += c[i];
  }
  for (int i = 0; i < 40; i++)
    sa += a[i];
  printf("%d %d %d %d %f %d %d\n", up, down, sb, n, sa, sc, m);
  return 0;
}

// CODE: (long long)(ceil(lim)), acc2cuda_st0);
// CODE: (long long)(floor(-3.5)), acc2cuda_st0);
// CODE: (long long)(acc2cuda_c.device_value(d_n)), acc2cuda_st0);
// CODE: (long long)(acc2cuda_c.present_value(&k)), acc2cuda_st0);
// CODE: (long long)(acc2cuda_c.device_value(d_m)), acc2cuda_st0);
