// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// private on an inner loop gives the loop its own copy, declared in a scope
// around it; a reference cannot be redeclared so, and ignoring the clause
// would let every thread write one variable.

void f(double *x, int n) {
  double t = 0;
  double &r = t;
#pragma acc parallel loop copy(x[0:n * 4])
  for (int i = 0; i < n; ++i) {
#pragma acc loop seq private(r)
    for (int k = 0; k < 4; ++k) {
      r = x[i * 4 + k];
      x[i * 4 + k] = r * r;
    }
  }
}
// CHECK: acc-inner-private.cpp:12:30: error: a private copy of 'r' (a reference, a pointer's section or an array of unknown size) on an inner loop is not supported by this version of acc2cuda; declare the variable inside the loop [A2C5002]
