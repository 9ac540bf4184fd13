// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A scalar declared in a `kernels` region that a loop of the region only
// accumulates into is reduced by that loop (an implicit reduction, as for
// one declared before the region), and the region's code after the loop
// reads the result.
// CHECK: acc2cuda-check: EQUAL: {{.*}}kernels-local-reduction.c
#include <stdio.h>

int main(void) {
  double x[100], mean, spread;
  for (int i = 0; i < 100; i++)
    x[i] = i * 0.5;
#pragma acc kernels copyin(x) copyout(mean, spread)
  {
    double s = 0, hi = -1e30, lo = 1e30;
    for (int i = 0; i < 100; i++)
      s += x[i];
    for (int i = 0; i < 100; i++) {
      hi = hi > x[i] ? hi : x[i];
      lo = lo < x[i] ? lo : x[i];
    }
    mean = s / 100;
    spread = hi - lo;
  }
  printf("%g %g\n", mean, spread);
  return 0;
}
