// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// OpenACC `routine` in one file: before a prototype whose definition comes
// later, by name after the definition, on a static function with `nohost`
// (a host version is kept: the host calls it too), on a template by name
// (its instantiations called in kernels get a device version anyway), at
// every level (each call runs in one thread, as `seq` does).
// CHECK: acc2cuda-check: EQUAL: {{.*}}routine.cpp
//
// CODE:      {{^}}// #pragma acc routine seq
// CODE-NEXT: {{^}}__host__ __device__ double poly(double x);
// CODE:      {{^}}__host__ __device__ double cube(double x) { return x * x * x; }
// CODE-NEXT: {{^}}// #pragma acc routine(cube) vector
// CODE:      {{^}}// #pragma acc routine worker nohost
// CODE-NEXT: {{^}}__host__ __device__ static double scaleBy(double x, double k) {
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
  return 0;
}

double poly(double x) { return 1 + x * (2 + x * cube(x)); }
