// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}namespaces-acc.cpp
// Functions in namespaces, overloads and a function template called in
// kernels; each gets a device version where it is defined.
#include <cmath>
#include <cstdio>

namespace phys {
inline double kinetic(double m, double v) { return 0.5 * m * v * v; }
inline float kinetic(float m, float v) { return 0.5f * m * v * v; }
namespace detail {
template <class T> T sq(T x) { return x * x; }
} // namespace detail
inline double dist(double x, double y) {
  return std::sqrt(detail::sq(x) + detail::sq(y));
}
} // namespace phys

int main() {
  const int n = 5000;
  static double a[n];
  static float b[n];
#pragma acc parallel loop copyout(a, b)
  for (int i = 0; i < n; ++i) {
    a[i] = phys::kinetic(2.0, 0.01 * i) + phys::dist(i, 1.0);
    b[i] = phys::kinetic(1.0f, 0.5f) + phys::detail::sq(float(i % 5));
  }
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i] + b[i];
  std::printf("%.6f\n", s);
  return 0;
}
