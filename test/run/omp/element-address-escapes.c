// RUN: %acc2cuda %s -o %t.cu --report > %t.report
// RUN: FileCheck --input-file %t.report %s
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// An array whose element's address is kept (p = &a[0], a row of a 2-D
// array held as a pointer) has other names for its data: a construct
// mapping p[0:n] must find the array's device copy, so the array is not
// given a device copy of its own (cudaMalloc) but goes through the
// present table. The construct wrote through p into a second copy, and
// the array's was copied back unchanged.
// EQ: acc2cuda-check: EQUAL: {{.*}}element-address-escapes.c
#include <stdio.h>

#define N 1000

int main(void) {
  int a[N], m[4][N];
  int *p = &a[0];
  int *row = m[2];
  for (int i = 0; i < N; ++i) {
    a[i] = 0;
    for (int r = 0; r < 4; ++r)
      m[r][i] = r;
  }
  // CHECK: copy(a, {{.*}}present table: the address of 'a' is kept under another name (line 17)
#pragma omp target data map(tofrom: a)
#pragma omp target map(to: p[:N])
  for (int i = 0; i < N; ++i)
    p[i] = i;
  // CHECK: copy(m, {{.*}}present table: the address of 'm' is kept under another name (line 18)
#pragma omp target data map(tofrom: m)
#pragma omp target map(tofrom: row[0:N])
  for (int i = 0; i < N; ++i)
    row[i] += i;
  long s = 0;
  for (int i = 0; i < N; ++i)
    s += a[i] + m[2][i];
  printf("%ld\n", s);
  return 0;
}
