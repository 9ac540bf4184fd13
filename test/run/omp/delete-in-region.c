// RUN: %acc2cuda-check %s | FileCheck %s
// 'target exit data map(delete: a)' inside 'target data map(tofrom: a)':
// OpenMP's one reference count becomes zero, so 'a' is no longer present;
// the target construct after it maps the host's values anew (not the
// region's device copy), and the region's end copies nothing back.
// CHECK: acc2cuda-check: EQUAL: {{.*}}delete-in-region.c
#include <stdio.h>

#define N 100
int a[N], b[N];

int main(void) {
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma omp target data map(tofrom: a) map(from: b)
  {
#pragma omp target
    for (int i = 0; i < N; ++i)
      a[i] += 1000; // on the device copy, which delete throws away
#pragma omp target exit data map(delete: a)
    for (int i = 0; i < N; ++i)
      a[i] = 2 * i;
#pragma omp target map(to: a)
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1;
  }
  long sa = 0, sb = 0;
  for (int i = 0; i < N; ++i) {
    sa += a[i];
    sb += b[i];
  }
  printf("%ld %ld\n", sa, sb);
  return 0;
}
