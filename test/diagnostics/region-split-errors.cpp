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
    double tmp[4]; // an array private to each gang
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] = tmp[i % 4];
    b = a;
    t = 1;
#pragma acc loop
    for (int i = 0; i < n; ++i) {
      t = a[i];
      b[i] = t;
    }
  }
}
void h(double *a, int n, int c) {
#pragma acc parallel copy(a[0:n]) if(c > 0)
  {
    double first = a[0]; // the device may have changed a
    int k = 0, w = c;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] += first;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      k = i; // shared by the loop's threads
    w = 2; // a device copy, which the 'if' does not allow
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] += w;
  }
}
int next(int *p) { return ++*p; }
void gangPrivates(double *a, int n) {
  int t[4] = {1, 2, 3, 4}, counter = 0;
  double x = 1;
#pragma acc parallel num_gangs(2) firstprivate(t, x) copy(a[0:n], counter)
  {
    t[0] = next(&counter); // one gang would run it, and the call counts
    x = a[0];              // reads shared data: fine
    a[1] = t[1] = 7;       // a shared write with the private one
#pragma acc loop gang
    for (int i = 0; i < n; ++i)
      a[i] += t[i % 4] + x;
  }
#pragma acc parallel firstprivate(t) copy(a[0:n])
  {
    t[0] = 5;
#pragma acc loop gang
    for (int i = 0; i < n; ++i) {
      t[i % 4] = i; // the gang's threads would share t
      a[i] += t[i % 4];
    }
  }
}
// CHECK-DAG: region-split-errors.cpp:10:7: error: assigning a data member in the sequential part of a 'parallel' region with several loop nests is not supported; use a local variable in a data clause [A2C3007]
// CHECK-DAG: region-split-errors.cpp:21:12: error: a declaration directly inside a 'parallel' region with several loop nests must declare non-static variables of arithmetic or enumeration type in this version of acc2cuda; declare it before the region (in a data clause if the device must see it) or inside one of its loops [A2C3007]
// CHECK-DAG: region-split-errors.cpp:37:20: error: the initial value of 'first', declared in a 'parallel' region with several loop nests, reads data the device may have changed; declare it without an initialiser and assign it in the region (not supported by this version of acc2cuda otherwise) [A2C3007]
// CHECK-DAG: region-split-errors.cpp:44:7: error: 'k' is private to each gang and assigned in a loop of the region, whose threads would share it; make it private to the loop or reduce it [A2C3007]
// CHECK-DAG: region-split-errors.cpp:38:16: error: 'w' is declared and assigned in a 'parallel' region with an 'if' clause; not supported by this version of acc2cuda [A2C3007]
// CHECK-DAG: region-split-errors.cpp:25:5: error: pointer 'b' is assigned in a 'parallel' region with several loop nests; assign it before the region [A2C3007]
// CHECK-DAG: region-split-errors.cpp:29:7: error: 't' is assigned both in a loop and outside the loops of this region; make it private to the loop or use another variable [A2C3007]
// CHECK-DAG: region-split-errors.cpp:57:5: error: 't' is private to the gangs of this 'parallel' region, and the statement that assigns it outside the region's loops also writes shared data or calls a function; not supported by this version of acc2cuda (assign it in a statement of its own) [A2C3007]
// CHECK-DAG: region-split-errors.cpp:59:12: error: 't' is private to the gangs of this 'parallel' region, and the statement that assigns it outside the region's loops also writes shared data or calls a function; not supported by this version of acc2cuda (assign it in a statement of its own) [A2C3007]
// CHECK-DAG: region-split-errors.cpp:69:7: error: 't' is private to the gangs of this 'parallel' region and assigned both in a loop and outside the loops; make it private to the loop or use another variable [A2C3007]
void splitSections(double *a, double *c, int n) {
#pragma acc parallel private(c[0:4]) copy(a[0:n])
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma acc loop
    for (int i = 0; i < n; ++i)
      a[i] += c[i % 4];
  }
}
// CHECK-DAG: region-split-errors.cpp:[[@LINE-10]]:30: error: a private section ('c') on a 'parallel' region with several loop nests or code between them is not supported by this version of acc2cuda; put each loop nest in its own construct [A2C3007]
