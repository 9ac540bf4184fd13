// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// map(from: p) of a pointer variable without a section maps p itself
// (OpenMP 5.2 5.8.3): a region that assigns p (to a device address) gives
// the value back. defaultmap(firstprivate) makes arrays firstprivate too:
// the region writes its own copy.
// EQ: acc2cuda-check: EQUAL: {{.*}}pointer-variable-maps.c
#include <stdint.h>
#include <stdio.h>

#define N 64

int main(void) {
  int a[N], *p = NULL, *q = NULL;
  for (int i = 0; i < N; ++i)
    a[i] = i;
  int same = 0;
  // CHECK: __global__ void main_[[L:[0-9]+]]_kernel(
  // CHECK-SAME: int **acc2cuda_p_p
  // CHECK: int *&p = *acc2cuda_p_p;
  // CHECK: acc2cuda_c.map(&p, 1, acc2cuda::MapCopyOut, "p")
#pragma omp target map(tofrom: a) map(from: p, q) map(tofrom: same)
  {
    p = &a[0];
    q = p + 5;
    same = q[0] == 5 && p[N - 1] == N - 1;
  }
  int changed = p != NULL && q - p == 5;
#pragma omp target defaultmap(firstprivate)
  {
    a[0] = 100; // the region's own copy
    a[1] = a[2] + 1;
  }
  printf("%d %d %d %d\n", same, changed, a[0], a[1]);
  return 0;
}
