// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// OpenACC `routine` in one file: before a prototype whose definition comes
// later, by name after the definition, on a static function with `nohost`
// (a host version is kept: the host calls it too), on a template by name
// (its instantiations called in kernels get a device version anyway), at
// every level (each call runs in one thread, as `seq` does, and so do the
// loop directives in its body).
// CHECK: acc2cuda-check: EQUAL: {{.*}}routine.cpp
//
// CODE:      {{^}}// #pragma acc routine seq
// CODE-NEXT: {{^}}__host__ __device__ double poly(double x);
// CODE:      {{^}}__host__ __device__ double cube(double x) { return x * x * x; }
// CODE-NEXT: {{^}}// #pragma acc routine(cube) vector
// CODE:      {{^}}// #pragma acc routine worker nohost
// CODE-NEXT: {{^}}__host__ __device__ static double scaleBy(double x, double k) {
// CODE:      {{^}}// #pragma acc loop vector reduction(+ : s)
// CODE:      {{^}}// #pragma acc loop seq
// CODE:      {{^}}__host__ __device__ double poly(double x) {
#include <cstdio>

#pragma acc routine seq
double poly(double x);

double cube(double x) { return x * x * x; }
#pragma acc routine(cube) vector

#pragma acc routine worker nohost
static double scaleBy(double x, double k) {
  return k * x;
}

template <class T> T twice(T x) { return 2 * x; }
#pragma acc routine(twice) seq

// Loop directives in routines: each call runs its loops in order.
#pragma acc routine vector
double rowSum(const double *row, int m) {
  double s = 0;
#pragma acc loop vector reduction(+ : s)
  for (int j = 0; j < m; ++j)
    s += row[j];
  return s;
}
#pragma acc routine seq
void prefix(double *v, int m) {
#pragma acc loop seq
  for (int j = 1; j < m; ++j)
    v[j] += v[j - 1];
}

int main() {
  const int n = 64;
  double a[n];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; ++i)
    a[i] = poly(0.01 * i) + scaleBy(cube(0.1 * i), 0.5) + twice(1.5);
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  printf("sum %.9f a[63] %.9f host %.3f\n", s, a[63], scaleBy(2.0, 3.0));

  static double grid[16][32], sums[16];
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 32; ++j)
      grid[i][j] = i + 0.5 * j;
#pragma acc parallel loop gang copy(grid) copyout(sums)
  for (int i = 0; i < 16; ++i) {
    prefix(grid[i], 32);
    sums[i] = rowSum(grid[i], 32);
  }
  printf("routine loops: %.2f %.2f\n", sums[0], sums[15]);
  return 0;
}

double poly(double x) { return 1 + x * (2 + x * cube(x)); }
