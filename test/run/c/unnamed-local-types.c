// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// Unnamed structs and enums declared in a function and used in a compute
// construct move to file scope under a name of the translation's
// (FUNCTION_local_LINE); the variables stay, declared with it.
// EQ: acc2cuda-check: EQUAL: {{.*}}unnamed-local-types.c
#include <stdio.h>

#define N 32

// CHECK: struct scale_local_[[L1:[0-9]+]] {
// CHECK-NEXT: double factor;
// CHECK: enum scale_local_[[L2:[0-9]+]] { HALF = 1, DOUBLE = 4 };
static double scale(double *a) {
  struct {
    double factor;
    int count[N];
  } s;
  enum { HALF = 1, DOUBLE = 4 } mode = DOUBLE;
  // CHECK: struct scale_local_[[L1]] s;
  // CHECK: enum scale_local_[[L2]] mode = DOUBLE;
  s.factor = 0.5;
  for (int i = 0; i < N; ++i)
    s.count[i] = i;
#pragma omp target map(tofrom: s) map(tofrom: a[0:N])
  for (int i = 0; i < N; ++i) {
    a[i] = a[i] * s.factor * mode + s.count[i];
    s.count[i] += mode == DOUBLE ? 2 : 1;
  }
  double t = 0;
  for (int i = 0; i < N; ++i)
    t += a[i] + s.count[i];
  return t;
}

int main(void) {
  double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = i * 0.25;
  printf("%.3f\n", scale(a));
  return 0;
}
