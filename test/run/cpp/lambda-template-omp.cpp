// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}lambda-template-omp.cpp
// Lambdas passed to a function template whose target loop calls them, one
// capturing by value, and a lambda stored in a struct-free local.
#include <cstdio>

template <class F> void fill(double *x, int n, F f) {
#pragma omp target teams distribute parallel for map(from: x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = f(i);
}

int main() {
  const int n = 2048;
  static double a[n], b[n];
  const double scale = 0.125;
  fill(a, n, [](int i) { return 1.0 / (1 + i); });
  fill(b, n, [scale](int i) { return scale * i; });
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] + b[i];
  std::printf("%.9f\n", s);
  return 0;
}
