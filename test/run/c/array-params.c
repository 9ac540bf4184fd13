// RUN: %acc2cuda-check %s | FileCheck %s
// C99 array parameters: double a[N][M] (decays to a pointer, but the
// declared size gives the extent: whole-array clauses and implicit copy
// work), double v[static N] (the qualifier C++ lacks is dropped), and a
// static function called from a kernel.
// CHECK: acc2cuda-check: EQUAL: {{.*}}array-params.c

#include <stdio.h>
#define N 64
#define M 48
static double f(double x) { return 0.5 * x + 1.0; }

void smooth(double a[N][M], double b[N][M]) {
#pragma acc parallel loop collapse(2) copyin(a) copy(b)
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < M - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

void scale(double a[N][M], double s) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] *= s;
}

void vscale(double v[static N], double s) {
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    v[i] = f(v[i]) * s;
}

int main(void) {
  static double x[N][M], y[N][M];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) { x[i][j] = (i * M + j) % 17; y[i][j] = -1; }
  smooth(x, y);
  scale(y, 2.0);
  static double v[N];
  for (int i = 0; i < N; i++) v[i] = i;
  vscale(v, 0.5);
  for (int i = 0; i < N; i += 7) printf("%g\n", v[i]);
  double sum = 0.0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) sum += y[i][j] * (i + 1);
  printf("%.10f\n", sum);
  return 0;
}
