// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A C local `const int` with a constant initialiser is a value in C, and
// stays one in the kernel, except where an array in the region takes its
// bound from it: C makes `double t[h]` a variable-length array, and the
// kernel's parameter h could not bound an array in CUDA C++ (nvcc
// rejected the output). The kernel now declares h with its value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}local-const-array-bound.c
#include <stdio.h>

int main(void) {
  const int h = 3, w = 4, n = 64;
  double a[64], b[64];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; i++) {
    double t[h];
    for (int k = 0; k < h; k++)
      t[k] = i * k;
    a[i] = t[h - 1] + t[0];
  }
#pragma omp target teams distribute parallel for map(from: b)
  for (int i = 0; i < n; i++) {
    int g[h][w];
    for (int r = 0; r < h; r++)
      for (int c = 0; c < w; c++)
        g[r][c] = i + r * c;
    b[i] = g[h - 1][w - 1] - g[0][1];
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + 0.5 * b[i];
  printf("%g %g %g\n", s, a[n - 1], b[7]);
  return 0;
}
