/* The cache directive inside loops of compute constructs: "cache(a[i-1:3])"
   at the top of a "parallel loop" body for a 3-point stencil,
   a row section "cache(m[i][0:64])" inside an inner "loop vector", a
   small read-only array "cache(w[0:5])" of a fixed size, and a cache directive
   in a "kernels loop" and a "serial loop". The directive is a hint; the
   results are those of the loops. */
#include <stdio.h>

#define N 4000

int main(void) {
  static double a[N], b[N], c[N], d[N];
  double w[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
  static double m[40][64], r[40][64];
  int errors = 0;
  for (int i = 0; i < N; ++i)
    a[i] = (i % 17) * 0.5;
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 64; ++j)
      m[i][j] = i + j * 0.25;

#pragma acc parallel loop copyin(a[0:N]) copyout(b[1:N-2])
  for (int i = 1; i < N - 1; ++i) {
#pragma acc cache(a[i-1:3])
    b[i] = a[i - 1] + 2.0 * a[i] + a[i + 1];
  }

#pragma acc parallel loop copyin(a[0:N], w) copyout(c[2:N-4])
  for (int i = 2; i < N - 2; ++i) {
#pragma acc cache(w[0:5])
    double s = 0.0;
    for (int k = -2; k <= 2; ++k)
      s += w[k + 2] * a[i + k];
    c[i] = s;
  }

#pragma acc parallel loop gang copyin(m) copyout(r)
  for (int i = 0; i < 40; ++i) {
#pragma acc loop vector
    for (int j = 0; j < 64; ++j) {
#pragma acc cache(m[i][0:64])
      r[i][j] = m[i][j] + m[i][63 - j];
    }
  }

#pragma acc kernels loop independent copyin(a[0:N]) copyout(d[0:N])
  for (int i = 0; i < N; ++i) {
#pragma acc cache(a[i:1])
    d[i] = a[i] * a[i];
  }

  double total = 0.0;
#pragma acc serial loop copyin(a[0:N]) reduction(+:total)
  for (int i = 0; i < N; ++i) {
#pragma acc cache(a[i:1])
    total += a[i];
  }

  double wt = 0.0;
  for (int i = 0; i < N; ++i) {
    wt += a[i];
    if (d[i] != a[i] * a[i]) ++errors;
    if (i >= 1 && i < N - 1 && b[i] != a[i - 1] + 2.0 * a[i] + a[i + 1]) ++errors;
    if (i >= 2 && i < N - 2) {
      double s = 0.0;
      for (int k = -2; k <= 2; ++k)
        s += w[k + 2] * a[i + k];
      if (c[i] != s) ++errors;
    }
  }
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 64; ++j)
      if (r[i][j] != m[i][j] + m[i][63 - j]) ++errors;
  if (total != wt) ++errors;
  if (errors)
    printf("loop-cache: %d errors\n", errors);
  return errors != 0;
}
