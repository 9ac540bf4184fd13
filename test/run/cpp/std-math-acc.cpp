// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}std-math-acc.cpp
// The standard library calls device code may make: <cmath> overloads for
// float and double (std::sqrt, std::pow, std::exp, std::fabs, std::floor,
// std::isnan, std::fma), C math functions, std::numeric_limits and
// assert: none is reported as lacking a device version.
#include <cassert>
#include <cmath>
#include <cstdio>
#include <limits>

int main() {
  const int n = 3000;
  static double d[n];
  static float f[n];
#pragma acc parallel loop copyout(d, f)
  for (int i = 0; i < n; ++i) {
    assert(i >= 0);
    double x = 0.001 * i;
    float y = 0.5f + 0.001f * i;
    double big = std::numeric_limits<double>::max();
    d[i] = std::sqrt(x) + std::pow(x, 3) + std::exp(-x) + std::fabs(-x) +
           std::floor(10 * x) + (std::isnan(x) ? 1.0 : 0.0) +
           std::fma(x, 2.0, 1.0) + cos(x) + (x < big ? 0.5 : 0.0);
    f[i] = std::sqrt(y) + std::pow(y, 2.0f) + std::log(y) + sinf(y) +
           std::abs(-y) + std::fmin(y, 1.0f);
  }
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += d[i] + f[i];
  std::printf("%.6f %.6f %.6f\n", s, d[n - 1], (double)f[7]);
  return 0;
}
