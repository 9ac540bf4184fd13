/* Constructs nested without braces: target data immediately followed by a
 * target teams distribute parallel for; two target data constructs nested
 * without braces around a combined construct; target / teams / distribute
 * parallel for each on its own line; target data whose statement is a for
 * loop containing a target construct (an iterative update on mapped data);
 * and target data followed by a target region that is an if statement. */
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

int main(void) {
  int n = N;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = (double *)malloc(n * sizeof(double));
  double *c = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = 0;
  }

  /* target data + combined construct, no braces */
#pragma omp target data map(to: a[0:n]) map(from: b[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    b[i] = 2.0 * a[i];
  for (int i = 0; i < n; ++i)
    CHECK(b[i] == 2.0 * i);

  /* two target data nested without braces */
#pragma omp target data map(to: a[0:n])
#pragma omp target data map(tofrom: b[0:n]) map(from: c[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    c[i] = a[i] + b[i];
    b[i] = -a[i];
  }
  for (int i = 0; i < n; ++i) {
    CHECK(c[i] == 3.0 * i);
    CHECK(b[i] == -(double)i);
  }

  /* target, teams, distribute parallel for on separate lines */
#pragma omp target map(to: a[0:n]) map(from: c[0:n])
#pragma omp teams
#pragma omp distribute parallel for
  for (int i = 0; i < n; ++i)
    c[i] = a[i] * a[i];
  for (int i = 0; i < n; ++i)
    CHECK(c[i] == (double)i * i);

  /* target data + target + teams + distribute parallel for, no braces */
#pragma omp target data map(tofrom: c[0:n])
#pragma omp target
#pragma omp teams num_teams(4)
#pragma omp distribute parallel for
  for (int i = 0; i < n; ++i)
    c[i] = c[i] + 1.0;
  for (int i = 0; i < n; ++i)
    CHECK(c[i] == (double)i * i + 1.0);

  /* target data whose body is a for loop containing a target construct */
  for (int i = 0; i < n; ++i) b[i] = 0.0;
#pragma omp target data map(tofrom: b[0:n]) map(to: a[0:n])
  for (int it = 0; it < 10; ++it)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      b[i] += a[i] + it;
  for (int i = 0; i < n; ++i)
    CHECK(b[i] == 10.0 * i + 45.0);

  /* same, with two kernels in the loop body and a swap of roles */
  for (int i = 0; i < n; ++i) { b[i] = i; c[i] = 0.0; }
#pragma omp target data map(tofrom: b[0:n], c[0:n])
  for (int it = 0; it < 4; ++it) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      c[i] = b[i] + 1.0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      b[i] = c[i] * 2.0;
  }
  for (int i = 0; i < n; ++i)
    CHECK(b[i] == 16.0 * i + 30.0);

  /* target data followed by an if statement holding a target construct */
  int use_gpu = 1;
#pragma omp target data map(tofrom: a[0:n])
  if (use_gpu)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      a[i] = a[i] - 1.0;
  for (int i = 0; i < n; ++i)
    CHECK(a[i] == i - 1.0);

  free(a);
  free(b);
  free(c);
  return errors != 0;
}
