// RUN: %acc2cuda-check %s | FileCheck %s
// parallel and kernels regions holding several loop nests and code between
// them: each loop nest becomes its own kernel inside one data region, the
// code between runs once per gang (num_gangs of them, for atomics to count),
// scalars assigned there reach the later loops, reductions on the parallel
// construct collect every part, and kernels loops without directives are
// parallelised when independent and run in order when not.
// CHECK: acc2cuda-check: EQUAL: {{.*}}multi-loop-regions.cpp

#include <cstdio>

struct Coeffs {
  double lo, hi;
};

int main() {
  const int N = 5000;
  static double a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i % 13;
    b[i] = 0;
    c[i] = 0;
  }

  // parallel: two loops, sequential code between them, a reduction over
  // both loops and a scalar the sequential part computes.
  double total = 0, scale = 1;
  int gangs = 0;
#pragma acc parallel num_gangs(4) copyin(a) copyout(b, c) copy(gangs) reduction(+:total)
  {
#pragma acc loop gang vector reduction(+:total)
    for (int i = 0; i < N; ++i) {
      b[i] = 2 * a[i];
      total += a[i];
    }
    scale = 3;
#pragma acc atomic update
    gangs += 1;
#pragma acc loop reduction(+:total)
    for (int i = 0; i < N; ++i) {
      c[i] = b[i] * scale;
      total += 1;
    }
  }
  double sb = 0, sc = 0;
  for (int i = 0; i < N; ++i) {
    sb += b[i];
    sc += c[i];
  }
  // scale is firstprivate: the host keeps 1 (the sequential original sees
  // 3). Each of the 4 gangs runs the code between the loops once.
#ifdef _OPENACC
  const int expected_scale = 1, expected_gangs = 4;
#else
  const int expected_scale = 3, expected_gangs = 1;
#endif
  printf("parallel: %.1f %.1f %.1f %d %d\n", sb, sc, total,
         scale == expected_scale, gangs == expected_gangs);

  // kernels: independent loops become parallel kernels, a recurrence runs
  // in order, and a scalar assigned in the region is copied back.
  static double x[N], y[N];
  int last = -1;
  for (int i = 0; i < N; ++i)
    x[i] = i * 0.5;
#pragma acc kernels
  {
    for (int i = 0; i < N; ++i)
      y[i] = x[i] + 1;
    last = N - 1;
    for (int i = 1; i < N; ++i)
      y[i] = y[i - 1] * 0.5 + y[i];
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      x[i] = y[i] * 2;
  }
  double sx = 0;
  for (int i = 0; i < N; ++i)
    sx += x[i];
  printf("kernels: %.6f %.6f %d\n", sx, y[N - 1], last);

  // A struct member assigned between two loops reaches the second loop.
  Coeffs k = {1, 1};
  static double w[N];
#pragma acc parallel copyout(w)
  {
#pragma acc loop
    for (int i = 0; i < N; ++i)
      w[i] = i;
    k.hi = 4;
#pragma acc loop
    for (int i = 0; i < N; ++i)
      w[i] = w[i] * k.hi + k.lo;
  }
  double sw = 0;
  for (int i = 0; i < N; ++i)
    sw += w[i];
  printf("struct: %.1f\n", sw);

  // A scalar set between loops and then reduced by a loop: the loop
  // reduction implies copy, so the host gets the result.
  double acc = -1;
#pragma acc parallel copyin(w)
  {
    acc = 10;
#pragma acc loop reduction(+:acc)
    for (int i = 0; i < N; ++i)
      acc += w[i];
  }
  printf("reduced after assignment: %.1f\n", acc);

  // A time loop inside a parallel region: every gang runs it, with the
  // vector loops inside spread over the gang's threads.
  static double u[64];
  for (int i = 0; i < 64; ++i)
    u[i] = i;
#pragma acc parallel copy(u)
  {
    for (int t = 0; t < 3; ++t) {
#pragma acc loop vector
      for (int i = 0; i < 64; ++i)
        u[i] = u[i] + t;
    }
  }
  double su = 0;
  for (int i = 0; i < 64; ++i)
    su += u[i];
  printf("time loop: %.1f\n", su);

  // With `if`, a section of one element that the code between the loops
  // writes is present in every part (the parts run on the device under the
  // region's `if` only), for a true and a false condition.
  int flags[4] = {-1, -1, -1, -1};
  for (int pass = 0; pass < 2; ++pass) {
    int on = pass == 0;
#pragma acc kernels if(on) copyin(w) copyout(c) copy(flags[2 + pass:1])
    {
      flags[2 + pass] = 10 + pass;
      for (int i = 0; i < N; ++i)
        c[i] = w[i] + pass;
    }
    double sc = 0;
    for (int i = 0; i < N; ++i)
      sc += c[i];
    printf("if(%d) section: %d %d %d %d, %.1f\n", on, flags[0], flags[1],
           flags[2], flags[3], sc);
  }
  return 0;
}
