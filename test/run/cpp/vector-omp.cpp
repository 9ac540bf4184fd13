// RUN: %acc2cuda-check %s | FileCheck %s
// std::vector in OpenMP offload: map(tofrom: v) and map(to: w) of
// vectors, target enter/exit data and target update of a vector, and an
// implicitly mapped vector (tofrom, as an aggregate).
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-omp.cpp
#include <cstdio>
#include <vector>

int main() {
  const int n = 1000;
  std::vector<double> v(n), w(n), z(n, 0.0);
  for (int i = 0; i < n; ++i) {
    v[i] = i;
    w[i] = 0.25 * i;
  }
#pragma omp target teams distribute parallel for map(tofrom: v) map(to: w)
  for (int i = 0; i < n; ++i)
    v[i] = 3 * v[i] + w[i];
#pragma omp target enter data map(to: z)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    z[i] += v[i] * 0.5;
#pragma omp target update from(z)
#pragma omp target exit data map(release: z)
  std::vector<long> h(8, 0);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[i % 8] += i;
  }
  double s = 0, t = 0;
  for (int i = 0; i < n; ++i) {
    s += v[i];
    t += z[i];
  }
  std::printf("%.3f %.3f %ld %ld\n", s, t, h[0], h[7]);
  return 0;
}
