// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s
// An inner loop that is not tightly nested runs sequentially per thread; a
// reduction there into an outside variable would lose its result.

double f(const double *x, int n) {
  double s = 0;
#pragma acc parallel loop copyin(x[0:n * n])
  for (int i = 0; i < n; ++i) {
    double t = x[i];
#pragma acc loop reduction(+:s)
    for (int j = 0; j < n; ++j)
      s += t * x[i * n + j];
  }
  return s;
}
// CHECK: acc-inner-reduction.cpp:10:30: error: reduction of 's' on a loop that is not tightly nested in the loop nest is not supported by this version of acc2cuda
