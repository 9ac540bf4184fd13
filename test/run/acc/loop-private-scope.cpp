// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// `private` on a loop directive whose loop runs sequentially in each
// thread (seq, or inside a loop that already uses the vector level): the
// loop gets a scope declaring its own copies. Without it, an array declared
// outside the region would be one device array that every thread writes.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-private-scope.cpp

#include <cstdio>

#define N 300

int main() {
  static double A[4 * N], out[N], rows[N];
  double tmp[2];
  int k;
  for (int i = 0; i < 4 * N; ++i)
    A[i] = (i * 7 % 11) - 5.0;

#pragma acc parallel loop copyin(A) copyout(out)
  for (int i = 0; i < N; ++i) {
    out[i] = 0;
#pragma acc loop seq private(tmp)
    for (k = 0; k < 4; ++k) {
      tmp[0] = A[i * 4 + k];
      tmp[1] = tmp[0] * tmp[0] + k;
      out[i] += tmp[1];
    }
  }

#pragma acc parallel loop gang vector copyin(A) copyout(rows)
  for (int i = 0; i < N; ++i) {
    rows[i] = 1;
#pragma acc loop private(tmp)
    for (int j = 0; j < 4; ++j) {
      tmp[j % 2] = A[i * 4 + j];
      rows[i] += tmp[j % 2] * j;
    }
  }

  double check = 0;
  for (int i = 0; i < N; ++i)
    check += out[i] * (i % 3) + rows[i];
  printf("%.6f\n", check);
  return 0;
}

// CODE-LABEL: main_{{[0-9]+}}_kernel(
// CODE:         // #pragma acc loop seq private(tmp)
// CODE-NEXT:    {
// CODE-NEXT:      double tmp[2];
// CODE-NEXT:      for (k = 0; k < 4; ++k) {
// CODE:         }
// CODE-NEXT:    }
// CODE-LABEL: main_{{[0-9]+}}_kernel(
// CODE:         // #pragma acc loop private(tmp)
// CODE-NEXT:    {
// CODE-NEXT:      double tmp[2];
// CODE-NEXT:      for (int j = 0; j < 4; ++j) {
