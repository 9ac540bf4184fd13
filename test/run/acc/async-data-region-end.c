// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A data region without 'async' whose body queues work on async queues and
// ends without a 'wait': the region's end waits for every queue before its
// data goes (its copyout sees the queued kernels' results), as synchronous
// transfers on CUDA's legacy default stream wait for the work before them.
// The host simulator defers queued work until something waits for it, so
// without the wait the copies would carry the old values.
// CHECK: acc2cuda-check: EQUAL: {{.*}}async-data-region-end.c
#include <stdio.h>

#define N 500

int main(void) {
  double a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2 * i;
    c[i] = d[i] = 0;
  }
#pragma acc data copyin(a, b) copy(c, d)
  {
#pragma acc parallel loop async(1)
    for (int i = 0; i < N; ++i)
      c[i] = a[i] + b[i];
#pragma acc parallel loop async(2)
    for (int i = 0; i < N; ++i)
      d[i] = a[i] * 2;
#pragma acc parallel loop wait(1, 2) async(3)
    for (int i = 0; i < N; ++i)
      c[i] += d[i];
    // CODE: acc2cuda_data.wait_all();
    // CODE-NEXT: acc2cuda_data.check_copy_out(cudaMemcpy(d, d_d,
  }
  // A region with no queued work ends as before.
  // CODE-NOT: wait_all
#pragma acc data copy(a)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      a[i] += 1;
  }
  double sum = 0;
  for (int i = 0; i < N; ++i)
    sum += c[i] + a[i];
  printf("c[1] %g c[%d] %g sum %g\n", c[1], N - 1, c[N - 1], sum);
  return c[1] == 5 ? 0 : 1;
}
