// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}std-array-acc.cpp
// std::array as a value in data clauses and as coefficients in a kernel,
// with std::min, std::max, std::clamp and std::abs.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

int main() {
  const int n = 10000;
  std::array<double, 5> w = {0.1, 0.2, 0.4, 0.2, 0.1};
  static double in[n], out[n];
  for (int i = 0; i < n; ++i)
    in[i] = (i % 17) - 8.0;
#pragma acc parallel loop copyin(in, w) copyout(out)
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int k = 0; k < 5; ++k) {
      int j = std::min(std::max(i + k - 2, 0), n - 1);
      s += w[k] * in[j];
    }
    out[i] = std::clamp(s, -3.0, 3.0) + std::abs(in[i]) * 0.01;
  }
  double t = 0;
  for (int i = 0; i < n; ++i)
    t += out[i];
  std::printf("%.6f %.6f\n", t, out[123]);
  return 0;
}
