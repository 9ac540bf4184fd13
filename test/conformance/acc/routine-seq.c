/* routine directives in C: "routine seq" before a function definition, a
   named "routine(name) seq" after a prototype, a routine calling another
   routine (recursion-free chain), a routine taking an array pointer and a
   struct by value, routines declared "worker" and "vector" (no loops
   inside them) called from the gang-level code of a gang loop, a seq
   routine called in its vector loop, and calls from "parallel loop",
   "kernels loop" and "serial". */
#include <math.h>
#include <stdio.h>

#define N 1500

typedef struct { double a, b; } coeffs;

#pragma acc routine seq
static double poly(double x, coeffs c) { return c.a * x * x + c.b; }

static int collatz_steps(int n);
#pragma acc routine(collatz_steps) seq

static int collatz_steps(int n) {
  int steps = 0;
  while (n != 1 && steps < 1000) {
    n = (n % 2) ? 3 * n + 1 : n / 2;
    ++steps;
  }
  return steps;
}

#pragma acc routine seq
static double dot3(const double *v, const double *w) {
  return v[0] * w[0] + v[1] * w[1] + v[2] * w[2];
}

#pragma acc routine seq
static double norm3(const double *v) { return sqrt(dot3(v, v)); }

#pragma acc routine worker
static int worker_level(int i) { return i * 2 + 1; }

#pragma acc routine vector
static int vector_level(int i) { return i % 5; }

#pragma acc routine seq
static int diff(int i, int j) { return i - j; }

int main(void) {
  static double x[N], y[N];
  static int steps[N];
  static double v[N][3], nv[N];
  static int wv[64][32];
  coeffs c = {0.5, -2.0};
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    x[i] = i * 0.01;
    v[i][0] = i;
    v[i][1] = 1.0;
    v[i][2] = -0.5 * i;
  }

#pragma acc parallel loop copyin(x[0:N]) copyout(y[0:N])
  for (int i = 0; i < N; ++i)
    y[i] = poly(x[i], c);

#pragma acc kernels loop independent copyout(steps[0:N])
  for (int i = 0; i < N; ++i)
    steps[i] = collatz_steps(i + 1);

#pragma acc serial copyin(v) copyout(nv)
  {
    for (int i = 0; i < N; ++i)
      nv[i] = norm3(v[i]);
  }

#pragma acc parallel loop gang copyout(wv)
  for (int i = 0; i < 64; ++i) {
    int base = worker_level(i) + vector_level(i);
#pragma acc loop vector
    for (int j = 0; j < 32; ++j)
      wv[i][j] = base + diff(i, j);
  }

  for (int i = 0; i < N; ++i) {
    double wy = 0.5 * x[i] * x[i] - 2.0;
    int n = i + 1, s = 0;
    while (n != 1 && s < 1000) {
      n = (n % 2) ? 3 * n + 1 : n / 2;
      ++s;
    }
    double wn = sqrt((double)i * i + 1.0 + 0.25 * i * i);
    if (y[i] != wy || steps[i] != s || fabs(nv[i] - wn) > 1e-12 * wn) {
      if (errors < 5)
        printf("%d: %g/%g %d/%d %g/%g\n", i, y[i], wy, steps[i], s, nv[i], wn);
      ++errors;
    }
  }
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 32; ++j)
      if (wv[i][j] != 2 * i + 1 + i % 5 + i - j)
        ++errors;
  if (errors)
    printf("routine-seq: %d errors\n", errors);
  return errors != 0;
}
