// RUN: %acc2cuda-check %s | FileCheck %s
// A std::array a target region writes through operator[] without a map
// clause is an aggregate mapped tofrom (OpenMP 5.2 5.8.9): its writes come
// back, as a struct's member assignments do.
// CHECK: acc2cuda-check: EQUAL: {{.*}}std-array-implicit-omp.cpp
#include <array>
#include <cstdio>

struct Counter {
  int hits;
  double last;
};

int main() {
  std::array<int, 4> a{};
  Counter c{0, 0.0};
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 4; i++) {
    a[i] = i + 1;
    if (i == 3) {
      c.hits = 7;
      c.last = 2.5;
    }
  }
  std::printf("%d %d %d %.1f\n", a[0], a[3], c.hits, c.last);
  return 0;
}
