// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// run/c/local-enum-constants.c as C++: the function's own unnamed
// enumeration moves to file scope for the kernel under a name it gets,
// written after a space also for `enum{` (it was glued: `enummain_local_12`).
// CHECK: acc2cuda-check: EQUAL: {{.*}}local-enum-constants.cpp
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
