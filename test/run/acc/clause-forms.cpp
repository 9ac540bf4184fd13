// RUN: %acc2cuda-check %s | FileCheck %s
// OpenACC forms of validation-style programs: firstprivate arrays on
// parallel, parallel loop and serial (each gang or thread starts from the
// host's values); data deviceptr and declare deviceptr around constructs
// without clauses; sections a data or kernels region maps, used by the
// constructs inside (arrays and pointers from another element than the
// first); no_create of data that is not present (the kernel gets the host
// address and must not use it); a macro defined inside the function and
// used in a kernel; declare link of a global mapped by a data region.
// CHECK: acc2cuda-check: EQUAL: {{.*}}clause-forms.cpp

#include <cstdio>
#include <openacc.h>

const int N = 512;
double linked[N];
#pragma acc declare link(linked)

int main() {
  static double a[N], b[N], out[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2 * i;
    out[i] = -1;
    linked[i] = i % 5;
  }

  // firstprivate arrays: read by every iteration; changed by the one
  // thread of a serial construct (its own copy: the host's stays).
  int t[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int sums[4] = {0, 0, 0, 0};
#pragma acc parallel loop firstprivate(t) copyout(out)
  for (int i = 0; i < N; ++i)
    out[i] = t[i % 8] + t[(i + 1) % 8];
#pragma acc serial firstprivate(t) copy(sums)
  {
    for (int k = 0; k < 8; ++k)
      t[k] += 10;
    for (int k = 0; k < 4; ++k)
      sums[k] = t[k] + t[k + 4];
  }

  // deviceptr from an enclosing data region and a declare.
  double *d = (double *)acc_malloc(N * sizeof(double));
#pragma acc data deviceptr(d)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      d[i] = 3.0 * i;
  }
  {
    double *q = d;
#pragma acc declare deviceptr(q)
#pragma acc parallel loop copyout(b)
    for (int i = 0; i < N; ++i)
      b[i] = q[i] + 1;
  }
  acc_free(d);

  // Sections mapped by the region, used by the constructs inside.
  double *pa = a;
  int lo = 100, len = 200;
#pragma acc data copy(a[lo:len]) copy(pa[lo:len])
  {
#pragma acc parallel loop
    for (int i = lo; i < lo + len; ++i)
      pa[i] += 1;
  }
#pragma acc kernels copy(out[2:1]) copyout(b[lo:len])
  {
    out[2] = 42;
    for (int i = lo; i < lo + len; ++i)
      b[i] = 7;
  }

  // no_create of absent data: the kernel gets the host address, unused.
  static double unused[N];
  int flag = 0;
#pragma acc parallel loop no_create(unused[0:N]) copy(flag)
  for (int i = 0; i < N; ++i)
    if (i == N - 1)
      flag = i;

  // A macro defined in the function, used in a kernel.
#define SCALE(x) ((x) * 0.5 + OFFSET)
#define OFFSET 3
#pragma acc parallel loop copy(out)
  for (int i = 0; i < N; ++i)
    out[i] = SCALE(out[i]);
#undef OFFSET
#define OFFSET 1000

  // A link global mapped by a data region.
#pragma acc data copy(linked)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      linked[i] = linked[i] * 4 + 1;
  }

  double sa = 0, sb = 0, so = 0, sl = 0;
  for (int i = 0; i < N; ++i) {
    sa += a[i];
    sb += b[i];
    so += out[i];
    sl += linked[i];
  }
  printf("%g %g %g %g %d %d %d %d\n", sa, sb, so, sl, sums[0], sums[3], flag,
         OFFSET);
  return 0;
}
