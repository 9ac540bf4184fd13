// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Variable-length array types cannot be expressed in CUDA C++.

void smooth(int n, int m, double a[n][m]) {
#pragma acc parallel loop copy(a[0:n][0:m])
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}
// CHECK: c-vla.c:6:32: error: 'a' has a variable-length array type, which CUDA C++ does not support; use a plain pointer and index it as a[i * m + j] [A2C2004]
// CHECK-NEXT: 6 | #pragma acc parallel loop copy(a[0:n][0:m])
// CHECK-NEXT:   |                                ^
