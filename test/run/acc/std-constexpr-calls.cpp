// RUN: %acc2cuda-check %s | FileCheck %s
// Constexpr functions of the standard library in kernels and in routines:
// std::min, std::max, std::clamp and std::abs. nvcc compiles them for the
// device with --expt-relaxed-constexpr, which every compile line acc2cuda
// drives or documents carries.
// CHECK: acc2cuda-check: EQUAL: {{.*}}std-constexpr-calls.cpp
#include <algorithm>
#include <cstdio>
#include <cstdlib>

#pragma acc routine seq
double clamp01(double x) { return std::min(1.0, std::max(0.0, x)); }

int main() {
  const int n = 1000;
  double a[n], b[n];
  int c[n];
  for (int i = 0; i < n; ++i)
    a[i] = (i - 300) / 400.0;
#pragma acc parallel loop copyin(a) copyout(b, c)
  for (int i = 0; i < n; ++i) {
    b[i] = clamp01(a[i]) + std::clamp(a[i], -0.25, 0.25);
    c[i] = std::abs(i - 500) + std::max(i % 7, 3);
  }
  double sb = 0;
  long sc = 0;
  for (int i = 0; i < n; ++i) {
    sb += b[i];
    sc += c[i];
  }
  std::printf("%.6f %ld\n", sb, sc);
  return 0;
}
