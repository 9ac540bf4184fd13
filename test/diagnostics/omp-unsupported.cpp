// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// OpenMP directives and clauses this version does not translate: each is an
// error at the directive or clause, host-only OpenMP is left alone.
#pragma omp declare target
double g(double x) { return x * 2; }
#pragma omp end declare target
void f(double *a, int n) {
#pragma omp target enter data map(always, to: a[0:n])
#pragma omp target update from(a[0:n]) depend(iterator(k = 0:2), out: a[k])
#pragma omp target exit data map(from: a[0:n]) device(0)
#pragma omp target parallel for map(tofrom: a[0:n]) linear(n)
  for (int i = 0; i < n; ++i) a[i] = g(a[i]);
#pragma omp parallel for
  for (int i = 0; i < n; ++i) a[i] += 1;
#pragma omp target
  {
#pragma omp taskloop
    for (int i = 0; i < n; ++i) a[i] += 1;
  }
}
void h(double *a, int n) {
#pragma omp target enter data map(present, to: a[0:n])
}
// Clang picks a metadirective's variant for the host, also in a target
// region, where the GPU's would be meant.
int m(int n) {
  int total = 0;
#pragma omp target map(tofrom: total)
  {
#pragma omp metadirective when(device = {kind(host)}: nothing) default(parallel for)
    for (int i = 0; i < n; ++i) {
#pragma omp atomic update
      ++total;
    }
  }
  return total;
}
// CHECK-DAG: omp-unsupported.cpp:[[#@LINE-8]]:1: error: 'metadirective' is not supported by this version of acc2cuda: its variant would be chosen for the host, not the GPU; write the directive for the GPU [A2C5001]
// CHECK-DAG: omp-unsupported.cpp:10:40: error: 'depend' with an iterator is not supported by this version of acc2cuda [A2C5002]
// CHECK-DAG: omp-unsupported.cpp:12:53: error: OpenMP clause 'linear' is not supported by this version of acc2cuda [A2C5002]
// CHECK-DAG: omp-unsupported.cpp:18:1: error: this OpenMP directive inside a target region is not supported by this version of acc2cuda [A2C4006]
// CHECK-DAG: omp-unsupported.cpp:23:31: error: the 'present' map-type modifier on 'target enter data' is not supported by this version of acc2cuda [A2C5002]
