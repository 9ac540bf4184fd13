// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A function's own enumeration whose constants a kernel uses: in C they
// have type int, so only the names lead to the enumeration, which the
// kernel needs at file scope too (nvcc found M undefined). Written
// `enum{` without a space, the name it gets goes after a space.
// CHECK: acc2cuda-check: EQUAL: {{.*}}local-enum-constants.c
#include <stdio.h>

int main(void) {
  enum{N = 70, M = 33};
  double a[N * M], y[N];
  for (int k = 0; k < N * M; k++)
    a[k] = k % 7;
#pragma acc parallel loop copyin(a) copyout(y)
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < M; j++)
      if (a[i * M + j] > 2)
        s = a[i * M + j];
    y[i] = s;
  }
  printf("%.1f %.1f\n", y[0], y[N - 1]);
  return 0;
}
