// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Variable-length array types whose inner dimensions vary cannot be
// expressed in CUDA C++ (run/c/vla.c has those that can).

void smooth(int n, int m, double a[n][m]) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}
// CHECK: c-vla.c:7:32: error: 'a' has a variable-length array type whose inner dimensions vary, which CUDA C++ cannot index; use a plain pointer and index it as a[i * m + j] [A2C2004]
// CHECK-NEXT: 7 | #pragma acc parallel loop copy(a[0:n][0:m])
// CHECK-NEXT:   |                                ^
