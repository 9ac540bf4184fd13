// RUN: %acc2cuda-check %s | FileCheck %s
// Variable-length arrays whose first dimension alone varies: the kernel
// takes 'double v[n]' as 'double *v' and 'int m[rows][COLS]' as
// 'int (*m)[COLS]'; whole arrays, rows and sections are mapped, in both
// dialects.
// CHECK: acc2cuda-check: EQUAL: {{.*}}vla.c
#include <stdio.h>

#define COLS 16

static double run(int n, int rows) {
  double v[n];
  int m[rows][COLS];
  for (int i = 0; i < n; ++i)
    v[i] = i * 0.5;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < COLS; ++c)
      m[r][c] = r - c;
#pragma acc parallel loop copy(v)
  for (int i = 0; i < n; ++i)
    v[i] = v[i] * 2 + 1;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m)
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < COLS; ++c)
      m[r][c] *= 3;
  for (int r = 0; r < rows; ++r) {
#pragma omp target map(tofrom: m[r][0:COLS])
    for (int c = 0; c < COLS; ++c)
      m[r][c] += r;
  }
#pragma acc parallel loop copyin(m[1:rows - 1]) copy(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] += m[1 + i % (rows - 1)][i % COLS];
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += v[i];
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < COLS; ++c)
      s += m[r][c];
  return s;
}

int main(void) {
  printf("%.2f %.2f\n", run(100, 5), run(37, 9));
  return 0;
}
