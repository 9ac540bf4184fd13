// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s
// A reduction on an inner loop into a variable the outer loop shares
// (neither reduced nor private there): the gangs would race on it.

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
// CHECK: acc-inner-reduction.cpp:10:30: error: reduction of 's' on an inner loop, but not on the loops around it: their iterations would race on it; add 'reduction' to the outer loops too, or make it private to them [A2C3005]
