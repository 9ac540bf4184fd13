// regions_acc.cpp - one compute region holding two loops (OpenACC).
//
// Seed 002's "parallel vs kernels" example: the same two loops inside a
// `parallel` region (one set of gangs for both loops; the code between the
// loops runs once in every gang) and inside a `kernels` region (a kernel
// per loop, each with its own launch geometry). Between the loops, each
// region declares a variable the gangs share and finishes with a sequential
// step. acc2cuda makes a data region around one kernel per part; the
// declared scalars live on the device between the parts.
//
// Usage: regions_acc [n] [m]
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

// parallel: the gangs are fixed for the whole region.
static double parallel_region(const double *x, double *y, int n, int m) {
  double norm = 0;
#pragma acc parallel copyin(x[0:n]) copy(y[0:m]) copy(norm) num_gangs(32)
  {
    const double w = 1.0 / n; // every gang computes it
#pragma acc loop
    for (int i = 0; i < m; ++i)
      y[i] = w * x[i % n] + y[i];
    double acc = 0;
#pragma acc loop reduction(+:acc)
    for (int j = 0; j < m; ++j)
      acc += y[j] * y[j];
    norm = std::sqrt(acc); // every gang stores the same value
  }
  return norm;
}

// kernels: the compiler makes a kernel of each loop; the first has no loop
// directive and is parallel because its iterations are independent, which
// the restrict pointers let the compiler prove (seed 003).
static double kernels_region(const double *__restrict x,
                             double *__restrict y, int n, int m) {
  double norm = 0;
#pragma acc kernels copyin(x[0:n]) copy(y[0:m]) copy(norm)
  {
    for (int i = 0; i < m; ++i)
      y[i] = x[i % n] / n + y[i];
    double acc = 0;
#pragma acc loop reduction(+:acc)
    for (int j = 0; j < m; ++j)
      acc += y[j] * y[j];
    norm = std::sqrt(acc);
  }
  return norm;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 1000;
  const int m = argc > 2 ? std::atoi(argv[2]) : 5000;
  if (n < 1 || m < 1) {
    std::fprintf(stderr, "usage: regions_acc [n >= 1] [m >= 1]\n");
    return 2;
  }
  std::vector<double> x(n), y1(m), y2(m);
  for (int i = 0; i < n; ++i)
    x[i] = std::sin(0.01 * i);
  for (int j = 0; j < m; ++j)
    y1[j] = y2[j] = 0.5 * (j % 7);
  double p = parallel_region(x.data(), y1.data(), n, m);
  double k = kernels_region(x.data(), y2.data(), n, m);
  double s1 = 0, s2 = 0;
  for (int j = 0; j < m; ++j) {
    s1 += y1[j];
    s2 += y2[j];
  }
  std::printf("parallel region: norm %.10f, sum %.10f\n", p, s1);
  std::printf("kernels region:  norm %.10f, sum %.10f\n", k, s2);
  return 0;
}
