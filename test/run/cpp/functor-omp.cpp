// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}functor-omp.cpp
// Functors (structs with a call operator) passed to a function template
// whose target loop calls them, and a functor with state passed by value.
#include <cstdio>

struct Square {
  double operator()(double x) const { return x * x; }
};
struct Affine {
  double a, b;
  double operator()(double x) const { return a * x + b; }
};

template <class F> void transform(double *x, int n, F f) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = f(x[i]);
}

int main() {
  const int n = 4096;
  double x[n];
  for (int i = 0; i < n; ++i)
    x[i] = 0.001 * i;
  transform(x, n, Square());
  transform(x, n, Affine{3.0, -0.5});
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += x[i];
  std::printf("%.6f\n", s);
  return 0;
}
