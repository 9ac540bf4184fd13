// RUN: %acc2cuda-check %s | FileCheck %s
// Variables named with a qualifier in compute regions: namespace globals
// (scalars and arrays, one 'declare target'), static data members, read
// and written; the kernel names each without its qualifier.
#include <cstdio>

namespace grid {
constexpr int N = 256;
double scale = 1.5;
double field[N];
#pragma omp declare target
double offset = 0.25;
#pragma omp end declare target
} // namespace grid

struct Counter {
  static int hits;
  static double weights[4];
};
int Counter::hits = 0;
double Counter::weights[4] = {1, 2, 3, 4};

int main() {
  for (int i = 0; i < grid::N; ++i)
    grid::field[i] = i;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < grid::N; ++i)
    grid::field[i] = grid::field[i] * grid::scale + grid::offset +
                     Counter::weights[i % 4];
#pragma omp target map(tofrom: Counter::hits)
  Counter::hits += 7;
#pragma acc parallel loop
  for (int i = 0; i < grid::N; ++i)
    grid::field[i] += Counter::weights[3] * grid::scale;
  double sum = 0;
  for (int i = 0; i < grid::N; ++i)
    sum += grid::field[i];
  std::printf("%.3f %d\n", sum, Counter::hits);
  return 0;
}
// CHECK: acc2cuda-check: EQUAL: {{.*}}qualified-globals.cpp
