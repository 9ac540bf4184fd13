// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// OpenMP atomic forms clang accepts but acc2cuda does not translate. (Forms
// the specification forbids are clang's own errors.)
void f(int *a, int n) {
  int x = 0, v = 0;
#pragma omp target teams distribute parallel for map(tofrom: x, v) map(to: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic compare capture
    { v = x; if (a[i] < x) { x = a[i]; } }
    long double ld[1] = {0};
#pragma omp atomic
    ld[0] += 1;
  }
}
// CHECK-DAG: omp-atomic-errors.cpp:9:1: error: 'atomic compare capture' is not supported by this version of acc2cuda [A2C5002]
// CHECK-DAG: omp-atomic-errors.cpp:13:5: error: atomic operations on 'long double' are not supported; use an integer or floating type of 1, 2, 4 or 8 bytes [A2C4005]

// Writes whose value reads x (the specification forbids them; clang takes
// them): only the store would be atomic, so the read races.
void g(int n) {
  int m = 0, old = 0, w = 0;
#pragma omp target teams distribute parallel for map(tofrom: m, old, w)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic capture
    { old = m; m = m > i ? m : i; }
#pragma omp atomic write
    w = 2 * w;
  }
}
// CHECK-DAG: omp-atomic-errors.cpp:[[@LINE-5]]:20: error: the value an atomic writes to 'm' must not read it: only the store is atomic (for a maximum or a minimum write 'x = e > x ? e : x' under 'atomic compare', or use an update form) [A2C4005]
// CHECK-DAG: omp-atomic-errors.cpp:[[@LINE-4]]:9: error: the value an atomic writes to 'w' must not read it
