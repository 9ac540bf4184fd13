// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s | FileCheck %s
// Kernels whose constant trip counts let the grid cover the nest on every
// device run one iteration per thread with no run-time choice: every
// element is written exactly once, by a 1-D loop, a decreasing 2-D nest
// stepping by 3, a collapsed 3-D nest (z from the outer loops) and a gang
// loop whose vector loop spreads over each block.
// CHECK: acc2cuda-check: EQUAL: {{.*}}constant-cover.c
#include <stdio.h>

#define N 5000
#define R 97
#define C 61

static float a[N];
static int grid[R][C];
static double cube[6][7][33];
static double rows[40][129];

int main(void) {
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; ++i)
    a[i] = 0.5f * i;
#pragma acc parallel loop collapse(2) copy(grid)
  for (int i = R - 1; i >= 0; i -= 3)
    for (int j = 0; j <= C - 1; ++j)
      grid[i][j] += i * 100 + j;
#pragma acc parallel loop collapse(3) copyout(cube)
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 7; ++j)
      for (int k = 0; k < 33; ++k)
        cube[i][j][k] = i + 0.1 * j + 0.001 * k;
#pragma acc parallel loop gang copyout(rows)
  for (int i = 0; i < 40; ++i) {
    double base = i * 1000.0;
#pragma acc loop vector
    for (int j = 0; j < 129; ++j)
      rows[i][j] = base + j;
  }
  double s = 0, t = 0, u = 0;
  long g = 0;
  for (int i = 0; i < N; ++i)
    s += a[i] * (i % 7);
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      g += (long)grid[i][j] * (i + 1);
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 7; ++j)
      for (int k = 0; k < 33; ++k)
        t += cube[i][j][k] * (k + 1);
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 129; ++j)
      u += rows[i][j] * ((i + j) % 5);
  printf("%.3f %ld %.6f %.1f\n", s, g, t, u);
  return 0;
}
