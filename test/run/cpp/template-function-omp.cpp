// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-function-omp.cpp
// A function template holding a target loop, instantiated for float and
// double, with a template constant parameter.
#include <cstdio>

template <class T, int Stride> T strided_sum(const T *x, int n) {
  T s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) map(to: x[0:n])
  for (int i = 0; i < n / Stride; ++i)
    s += x[i * Stride];
  return s;
}

int main() {
  const int n = 6000;
  static double d[n];
  static float f[n];
  for (int i = 0; i < n; ++i) {
    d[i] = 0.5 * (i % 11);
    f[i] = 0.25f * (i % 7);
  }
  std::printf("%.3f %.3f %.3f\n", strided_sum<double, 1>(d, n),
              strided_sum<double, 3>(d, n), (double)strided_sum<float, 2>(f, n));
  return 0;
}
