// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu --report | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// Host lambdas that capture pointers by copy, called in OpenMP target
// loops: the closure goes to the kernel with its pointers translated to
// the device copies of the data they point into (OpenMP 5.2 5.8.3), both
// for a lambda the loop names and for a loop body passed to a template
// (RAJA/Kokkos style), with the pointers mapped by the construct itself,
// by an enclosing 'target data', and pointing inside a mapped array. The
// captured pointers stay in the present table, where the translation
// finds them.
// CHECK: acc2cuda-check: EQUAL: {{.*}}lambda-pointers-omp.cpp
// REPORT: copy(y, n elements): {{.*}}present table: the address of 'y' is kept under another name (line [[#@LINE+24]])
// CUDA: acc2cuda_c.closure_on_device(saxpy)
// CUDA: acc2cuda_c.closure_on_device(body)
#include <cmath>
#include <cstdio>
#include <cstdlib>

template <typename Body> void forall(int n, Body body) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    body(i);
}

int main() {
  const int n = 1000;
  double *x = (double *)malloc(n * sizeof(double));
  double *y = (double *)malloc(n * sizeof(double));
  double *z = (double *)malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    x[i] = i;
    y[i] = 1.0;
    z[i] = 0.0;
  }
  const double a = 3.0;
  auto saxpy = [=](int i) { y[i] = a * x[i] + y[i]; };
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) map(to: x[0:n])
  for (int i = 0; i < n; ++i)
    saxpy(i);

  double *zhalf = z + n / 2; // points inside the mapped array
#pragma omp target data map(to: x[0:n], y[0:n]) map(tofrom: z[0:n])
  {
    forall(n, [=](int i) { z[i] = 2.0 * x[i] + std::sqrt(y[i]); });
    forall(n / 2, [=](int i) { zhalf[i] += 1.0; });
  }
  double sy = 0, sz = 0;
  for (int i = 0; i < n; ++i) {
    sy += y[i];
    sz += z[i];
  }
  printf("%.6f %.6f %.6f\n", sy, sz, z[n - 1]);
  free(x);
  free(y);
  free(z);
  return 0;
}
