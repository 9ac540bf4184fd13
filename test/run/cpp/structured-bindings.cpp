// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Structured bindings of arithmetic type from outside a compute region
// reach its kernel by value (nvcc found them undefined), also in loop
// bounds; bindings declared in the region are its own.
// CHECK: acc2cuda-check: EQUAL: {{.*}}structured-bindings.cpp
#include <cstdio>
#include <utility>

struct Config {
  int n;
  double alpha;
};
static std::pair<int, double> config() { return {64, 0.25}; }

int main() {
  auto [n, alpha] = config();
  const auto &[m, beta] = Config{8, 2.0};
  double y[64];
#pragma acc parallel loop copyout(y[0:n])
  for (int i = 0; i < n; ++i) {
    auto [q, r] = std::pair<int, int>(i / m, i % m);
    y[i] = alpha * i + beta * q + r;
  }
  // OUT: 0 2.5 36.75
  std::printf("%g %g %g\n", y[0], y[2], y[63]);
  return 0;
}
