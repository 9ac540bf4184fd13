// RUN: %acc2cuda-check %s | FileCheck %s
// Target constructs inside 'target data use_device_ptr(p)', where p holds
// the device address: taken as is by is_device_ptr, and implicitly, where
// p keeps its value because no data is present at a device address
// (OpenMP 5.2 5.8.6).
// CHECK: acc2cuda-check: EQUAL: {{.*}}use-device-ptr-targets.c
#include <stdio.h>
#include <stdlib.h>

#define N 100

int main(void) {
  int *p = malloc(N * sizeof(int)), *out = malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i) {
    p[i] = i;
    out[i] = 0;
  }
#pragma omp target data map(tofrom: p[0:N]) use_device_ptr(p)
  {
#pragma omp target is_device_ptr(p) map(tofrom: out[0:N])
    for (int i = 0; i < N; ++i)
      out[i] += p[i] * 2;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      p[i] += 1000;
  }
  long s = 0;
  for (int i = 0; i < N; ++i)
    s += p[i] + out[i];
  printf("%ld\n", s);
  free(p);
  free(out);
  return 0;
}
