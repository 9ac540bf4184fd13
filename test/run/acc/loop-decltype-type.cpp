// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Loop variables typed `decltype(n)`: the kernel has no n, so it declares
// them with the type decltype names, for a grid loop, a collapsed pair and
// an inner vector loop.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-decltype-type.cpp (3 numbers

#include <cstdio>

int main() {
  double a[100], m[10][20];
  long n = 100;
  const int rows = 10, cols = 20;
#pragma acc parallel loop copyout(a[0:n])
  for (decltype(n) i = 0; i < n; ++i)
    a[i] = 0.5 * i;
#pragma acc parallel loop collapse(2) copyout(m)
  for (decltype(rows + 0) r = 0; r < rows; ++r)
    for (decltype(cols + 0) c = 0; c < cols; ++c)
      m[r][c] = r - c;
#pragma acc parallel loop gang copy(m)
  for (int r = 0; r < rows; ++r) {
#pragma acc loop vector
    for (decltype(n) c = 0; c < cols; ++c)
      m[r][c] *= 2;
  }
  double s = 0, t = 0;
  for (int i = 0; i < 100; ++i)
    s += a[i];
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      t += m[r][c] * (r + 1);
  printf("%.1f %.1f %.1f\n", s, t, m[9][0]);
  return 0;
}
