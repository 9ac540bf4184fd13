// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-of-structs-omp.cpp
// A std::vector of structs mapped by its elements, with a kernel updating
// particles and a reduction over them.
#include <cstdio>
#include <vector>

struct Particle {
  double x, v, m;
};

int main() {
  const int n = 3000;
  std::vector<Particle> ps(n);
  for (int i = 0; i < n; ++i)
    ps[i] = {0.001 * i, 1.0 - 0.0005 * i, 1.0 + (i % 3)};
  const double dt = 0.01;
#pragma omp target data map(tofrom: ps)
  {
    for (int s = 0; s < 10; ++s) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; ++i) {
        ps[i].v -= dt * ps[i].x;
        ps[i].x += dt * ps[i].v;
      }
    }
  }
  double ke = 0;
#pragma omp target teams distribute parallel for reduction(+ : ke) map(to: ps)
  for (int i = 0; i < n; ++i)
    ke += 0.5 * ps[i].m * ps[i].v * ps[i].v;
  std::printf("%.9f %.9f\n", ps[n - 1].x, ke);
  return 0;
}
