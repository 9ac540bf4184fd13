// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// parallel/kernels regions with several loop nests: what cannot be split
// into one kernel per part without changing the program.
struct S {
  int m = 0;
  void g(double *a, int n) {
#pragma acc parallel copy(a[0:n])
    {
      m = 2;
#pragma acc loop
      for (int i = 0; i < n; ++i)
        a[i] = 1;
    }
  }
};
void f(double *a, double *b, int n) {
  double t = 0;
#pragma acc parallel copy(a[0:n], b[0:n])
  {
    int k = 3;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] = k;
    b = a;
    t = 1;
#pragma acc loop
    for (int i = 0; i < n; ++i) {
      t = a[i];
      b[i] = t;
    }
  }
}
// CHECK-DAG: region-split-errors.cpp:10:7: error: assigning a data member in the sequential part of a 'parallel' region with several loop nests is not supported; use a local variable in a data clause [A2C3007]
// CHECK-DAG: region-split-errors.cpp:21:5: error: a declaration directly inside a 'parallel' region with several loop nests is not supported by this version of acc2cuda; declare 'k' before the region (in a data clause if the device must see it) or inside one of its loops [A2C3007]
// CHECK-DAG: region-split-errors.cpp:25:5: error: pointer 'b' is assigned in a 'parallel' region with several loop nests; assign it before the region [A2C3007]
// CHECK-DAG: region-split-errors.cpp:29:7: error: 't' is assigned both in a loop and outside the loops of this region; make it private to the loop or use another variable [A2C3007]
