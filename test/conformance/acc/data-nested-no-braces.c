/* Constructs nested without braces: a "data copyin(...)" directive
   immediately followed by a "parallel loop" with no {} around it, a "data"
   followed by a "kernels" region, two nested "data" directives followed
   directly by a loop construct, a "data" followed by "serial", a
   "parallel" directive whose statement is a bare "loop" directive, and
   data around a "parallel loop" whose for body has no braces either. */
#include <stdio.h>

#define N 3000

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 8)
      printf("%s[%d]: got %g want %g\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  static double a[N], b[N], c[N], d[N], e[N], f[N];
  double total = 0.0;
  for (int i = 0; i < N; ++i) {
    a[i] = i * 0.5;
    b[i] = (i % 10) - 4.0;
    c[i] = d[i] = e[i] = f[i] = -1.0;
  }

  /* data + parallel loop, no braces */
#pragma acc data copyin(a[0:N], b[0:N])
#pragma acc parallel loop copyout(c[0:N])
  for (int i = 0; i < N; ++i)
    c[i] = a[i] + b[i];

  /* data + kernels region (braces on the kernels only) */
#pragma acc data copyin(a[0:N]) copy(d[0:N])
#pragma acc kernels
  {
    for (int i = 0; i < N; ++i)
      d[i] = 2.0 * a[i];
    for (int i = 0; i < N; ++i)
      d[i] += 1.0;
  }

  /* two data directives, then the loop */
#pragma acc data copyin(a[0:N])
#pragma acc data copyin(b[0:N]) copyout(e[0:N])
#pragma acc parallel loop present(a[0:N], b[0:N], e[0:N])
  for (int i = 0; i < N; ++i)
    e[i] = a[i] * b[i];

  /* data + serial */
#pragma acc data copyin(b[0:N])
#pragma acc serial copy(total)
  for (int i = 0; i < N; ++i)
    total += b[i];

  /* parallel + loop, no braces; data + kernels loop */
#pragma acc parallel copyin(a[0:N]) copyout(f[0:N])
#pragma acc loop
  for (int i = 0; i < N; ++i)
    f[i] = a[i] - 1.0;

  static double g[N];
#pragma acc data copyin(e[0:N]) copyout(g[0:N])
#pragma acc kernels loop independent
  for (int i = 0; i < N; ++i)
    if (e[i] > 0.0)
      g[i] = e[i];
    else
      g[i] = -e[i];

  double ht = 0.0;
  for (int i = 0; i < N; ++i) {
    expect("c", i, c[i], a[i] + b[i]);
    expect("d", i, d[i], 2.0 * a[i] + 1.0);
    expect("e", i, e[i], a[i] * b[i]);
    expect("f", i, f[i], a[i] - 1.0);
    expect("g", i, g[i], e[i] > 0.0 ? e[i] : -e[i]);
    ht += b[i];
  }
  expect("total", 0, total, ht);
  if (errors)
    printf("data-nested-no-braces: %d errors\n", errors);
  return errors != 0;
}
