// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A `static const` table a region reads is copied in, never back: inside
// a data region the construct maps it through the present table, and a
// copy back would write into read-only memory (it crashed). Also for a
// function's own static const table.
// CHECK: acc2cuda-check: EQUAL: {{.*}}const-table-in-callee.c
#include <stdio.h>

static const int offsets[4] = {1, 2, 3, 4};

static void f(int *out, int n) {
  static const int scale[2] = {10, 100};
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    out[i] = offsets[i % 4] * scale[i % 2];
}

int main(void) {
  int out[8];
#pragma omp target data map(from: out)
  f(out, 8);
  printf("%d %d %d\n", out[0], out[1], out[7]);
  return 0;
}
