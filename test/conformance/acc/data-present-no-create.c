/* present and no_create: a "data" region makes arrays present and nested
   compute constructs name them with "present(...)" (also a sub-section of
   the present array); "no_create" on a present array uses the device
   copy, and on an array absent at a "data no_create" region a nested
   compute construct's own copy clause maps it; "default(present)" on
   "parallel loop" and "kernels"; "default(none)" with every variable
   listed; and "data present(...)" nested in an outer data region. */
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
  static double a[N], b[N], c[N];
  int n = N;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0.0;
    c[i] = 1.0;
  }

#pragma acc data copyin(a[0:N]) copy(b[0:N])
  {
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1.0;
    /* a sub-section of present data */
#pragma acc parallel loop present(b[N/2:N/2])
    for (int i = N / 2; i < N; ++i)
      b[i] *= 2.0;
    /* no_create of present data uses it */
#pragma acc parallel loop no_create(b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] += 0.5;
    /* default(present): a and b are found without clauses */
#pragma acc parallel loop default(present)
    for (int i = 0; i < N; ++i)
      b[i] -= a[i];
#pragma acc kernels default(present)
    {
      for (int i = 0; i < N; ++i)
        b[i] += 10.0;
    }
    /* nested data region with present */
#pragma acc data present(a[0:N])
    {
#pragma acc parallel loop default(none) present(a, b) firstprivate(n)
      for (int i = 0; i < n; ++i)
        b[i] = b[i] * 1.0 + (a[i] > 1e9 ? 1.0 : 0.0);
    }
  }

  /* no_create on data that is absent at the data construct */
#pragma acc data no_create(c[0:N])
  {
#pragma acc parallel loop copy(c[0:N])
    for (int i = 0; i < N; ++i)
      c[i] += i;
  }

  for (int i = 0; i < N; ++i) {
    double w = a[i] + 1.0;
    if (i >= N / 2)
      w *= 2.0;
    w += 0.5;
    w -= a[i];
    w += 10.0;
    expect("b", i, b[i], w);
    expect("c", i, c[i], 1.0 + i);
  }
  if (errors)
    printf("data-present-no-create: %d errors\n", errors);
  return errors != 0;
}
