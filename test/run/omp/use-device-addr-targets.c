// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: not %acc2cuda %s --extra-arg=-DUSE_ADDR_INSIDE -o %t.cu 2>&1 | FileCheck %s --check-prefix=ERR
// A target construct inside 'target data use_device_addr(b)' that takes
// b's device address through a pointer set in the data region's body
// (is_device_ptr(bp)), as the OpenMP validation suite's tests do. One that
// names b itself would map the device address again: a located error.
// CHECK: acc2cuda-check: EQUAL: {{.*}}use-device-addr-targets.c (2 numbers
#include <stdio.h>

#define N 1000

int main(void) {
  int b[N];
  for (int i = 0; i < N; i++)
    b[i] = i;
  int *bp = 0;
#pragma omp target data map(tofrom: b)
  {
#pragma omp target data use_device_addr(b)
    {
      bp = &b[0];
#pragma omp target teams distribute parallel for is_device_ptr(bp)
      for (int i = 0; i < N; i++)
        bp[i] += 7;
#ifdef USE_ADDR_INSIDE
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++)
        b[i] += 1;
#endif
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      b[i] *= 2;
  }
  long s = 0;
  for (int i = 0; i < N; i++)
    s += b[i] * (i % 7);
  printf("%ld %d\n", s, b[N - 1]);
  return 0;
}

// ERR: use-device-addr-targets.c:26:1: error: compute constructs inside 'target data' with device addresses (line 19) are not supported; end the region first [A2C5003]
