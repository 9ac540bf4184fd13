// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A worksharing loop in a declare target function whose loop variable is a
// global with a device copy: the output names the global through
// ACC2CUDA_DEVICE_GLOBAL, which is no loop variable OpenMP can distribute,
// so the directive becomes a comment (warning A2C5006) and the loop runs
// in order, on the host and on the device.
// CHECK: acc2cuda-check: EQUAL: {{.*}}device-global-loop.c
// WARN: warning: 'k', the loop variable, is a global with a device copy: the loop runs in order on the thread that calls the function [A2C5006]
// WARN-NOT: warning:
#include <stdio.h>

#define N 64

#pragma omp declare target
int v[N];
int k;
int fill(int base);
#pragma omp end declare target

int fill(int base) {
  // CODE: // #pragma omp parallel for
  // CODE-NEXT: for (ACC2CUDA_DEVICE_GLOBAL(k) = 0;
#pragma omp parallel for
  for (k = 0; k < N; k++)
    v[k] = base + k;
  int s = 0;
  for (int j = 0; j < N; j++)
    s += v[j];
  return s;
}

int main(void) {
  int on_host = fill(1);
  int on_device = 0;
#pragma omp target map(from: on_device)
  on_device = fill(100);
#pragma omp target update from(v)
  printf("host %d device %d v[0] %d v[%d] %d\n", on_host, on_device, v[0],
         N - 1, v[N - 1]);
  return on_device == N * 100 + N * (N - 1) / 2 ? 0 : 1;
}
