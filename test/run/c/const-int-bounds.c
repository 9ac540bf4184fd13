// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// C's global const integers with constant initialisers are not constants
// in C but are in C++, as which nvcc compiles the output: a kernel reads
// the global directly, so `double win[W]` has a constant bound there (W
// passed as a parameter made it a variable-length array, which nvcc
// rejects), and a routine may read it. A local stays a value, as in C.
// CHECK: acc2cuda-check: EQUAL: {{.*}}const-int-bounds.c (2 numbers

#include <stdio.h>

static const int W = 5;

#pragma acc routine seq
static double tail(const double *w) { return w[W - 1]; }

int main(void) {
  const int h = 3;
  double b[4], c[4];
#pragma omp target teams distribute parallel for map(from: b)
  for (int i = 0; i < 4; i++) {
    double win[W];
    for (int k = 0; k < W; k++)
      win[k] = k + i;
    b[i] = win[W - 1] - 2.5;
  }
#pragma acc parallel loop copyout(c)
  for (int i = 0; i < 4; i++) {
    double win[W + 3];
    for (int k = 0; k < W + h; k++)
      win[k] = k * i;
    c[i] = tail(win) + win[W + h - 1];
  }
  printf("%f %f\n", b[0] + b[1] + b[2] + b[3], c[0] + c[1] + c[2] + c[3]);
  return 0;
}

// CODE-NOT: const int W,
// CODE: const int h,
