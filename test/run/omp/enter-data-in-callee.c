// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
//
// Data made present by `enter data` in a function the address is passed
// to (the usual helper pair) is present for the constructs after the
// call: they must find it in the present table, not give it a device copy
// of their own (which the helper's `exit data` would then copy over the
// result). A local array, a malloc'd pointer and a global, each passed to
// the helpers.
// CHECK: acc2cuda-check: EQUAL: {{.*}}enter-data-in-callee.c
// WARN-NOT: warning
// CODE: acc2cuda_c.lookup_map(a,
// CODE: acc2cuda_c.lookup_map(m,
// CODE: acc2cuda_c.lookup_map(g,
#include <stdio.h>
#include <stdlib.h>
#define N 8

static int g[N];

static void enter(int *p, int n) {
#pragma omp target enter data map(to: p[0:n])
}
static void leave(int *p, int n) {
#pragma omp target exit data map(from: p[0:n])
}

int main(void) {
  int a[N];
  int *m = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++)
    a[i] = m[i] = g[i] = i;
  enter(a, N);
  enter(m, N);
  enter(g, N);
#pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++)
    a[i] += 1;
#pragma omp target teams distribute parallel for map(tofrom: m[0:N])
  for (int i = 0; i < N; i++)
    m[i] += 2;
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < N; i++)
    g[i] += 3;
  leave(a, N);
  leave(m, N);
  leave(g, N);
  int err = 0;
  for (int i = 0; i < N; i++)
    err += (a[i] != i + 1) + (m[i] != i + 2) + (g[i] != i + 3);
  printf("errors=%d a[7]=%d m[7]=%d g[7]=%d\n", err, a[7], m[7], g[7]);
  free(m);
  return err != 0;
}
