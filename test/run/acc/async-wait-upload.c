// RUN: %acc2cuda-check %s | FileCheck %s
// An upload on queue 2 that waits for queue 1, whose download is still
// writing the host array: CUDA stages a copy from pageable memory when it
// is issued, so the host waits for what queue 2 waits for before issuing
// it, and the upload sends the downloaded values, not the older ones.
// CHECK: acc2cuda-check: EQUAL: {{.*}}async-wait-upload.c
#include <stdio.h>
#define N 100000
static double a[N];
int main(void) {
  for (int i = 0; i < N; ++i) a[i] = -1;
#pragma acc enter data create(a[0:N])
#pragma acc parallel loop async(1) present(a)
  for (int i = 0; i < N; ++i) a[i] = i;
#pragma acc update self(a[0:N]) async(1)
#pragma acc update device(a[0:N]) async(2) wait(1)
#pragma acc parallel loop async(2) present(a)
  for (int i = 0; i < N; ++i) a[i] += 1;
#pragma acc update self(a[0:N]) async(2)
#pragma acc wait
  double s = 0;
  for (int i = 0; i < N; ++i) s += a[i];
  printf("%.1f\n", s);
#pragma acc exit data delete(a[0:N])
  return 0;
}
