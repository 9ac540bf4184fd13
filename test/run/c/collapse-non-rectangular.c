// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// collapse over a non-rectangular nest (OpenMP 5.2 allows it): the loops
// above the first one whose bounds use an outer variable are spread over
// the grid, and each thread runs that one and those inside it in order
// (warning A2C3003). Loop variables declared outside the nest stay private.
// WARN-DAG: collapse-non-rectangular.c:26:7: warning: the bounds of this loop depend on the outer loop variable 'i'
// WARN-DAG: collapse-non-rectangular.c:36:7: warning: the bounds of this loop depend on the outer loop variable 'j'
// CHECK: acc2cuda-check: EQUAL: {{.*}}collapse-non-rectangular.c
#include <stdio.h>

#define N 12
#define M 9

int main(void) {
  static double a[N][M][N][M], t[N][N];
  int i, j, k, l;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = 0; k < N; k++)
        for (l = 0; l < M; l++)
          a[i][j][k][l] = 1;
#pragma omp target teams distribute parallel for collapse(4) map(tofrom: a) private(i, j, k, l)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = i; k < N; k++)
        for (l = 0; l < M; l++)
          a[i][j][k][l] += i + 2 * j + 3 * k + 4 * l;
#pragma acc parallel loop collapse(2) copyout(t)
  for (int r = 0; r < N; r++)
    for (int c = 0; c < N; c++)
      t[r][c] = 0;
#pragma acc parallel loop collapse(3) copy(t)
  for (int x = 0; x < 2; x++)
    for (int j = 0; j < N; j++)
      for (int c = j; c < N; c++)
        t[j][c] += x + j * c;
  double s = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = 0; k < N; k++)
        for (l = 0; l < M; l++)
          s += a[i][j][k][l] * (k >= i ? 1 : 3);
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      s += t[i][j];
  printf("%.1f\n", s);
  return 0;
}
