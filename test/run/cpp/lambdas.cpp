// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// Lambdas defined on the host and called in loop bodies, both dialects:
// captureless and capturing by value, with a trailing return type, one that
// calls a function of the file (which gets a device version too), a
// mutable one called on a fresh copy each time,
// and one defined in a public member function. Each becomes a
// __host__ __device__ lambda (after its capture list), and the kernel is a
// template over the closure types, which it gets by value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}lambdas.cpp
// CUDA: auto f = [] __host__ __device__ (double x) { return std::sin(x) * 2.0; };
// CUDA: auto g = [k] __host__ __device__ (double x) -> double { return k * x; };
// CUDA: std::decay_t<decltype(f)>
#include <cmath>
#include <cstdio>

static double cube(double x) { return x * x * x; }

struct Shifter {
  double by = 0.5;
  void apply(double *a, int n) {
    const double d = by;
    auto shift = [d](double x) { return x + d; };
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = shift(a[i]);
  }
};

int main() {
  const int n = 1000;
  double a[1000], b[1000];
  double k = 2.0;
  int base = 3;
  auto f = [](double x) { return std::sin(x) * 2.0; };
  auto g = [k](double x) -> double { return k * x; };
  auto h = [base](int i) { return cube(i % 7) + base; };
  auto offset = [base](int i) mutable {
    base += i; // the closure is the thread's own copy
    return base;
  };
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < n; ++i)
    a[i] = f(i * 0.01) + g(i) + h(i) + decltype(offset)(offset)(i);
#pragma omp target teams distribute parallel for map(from: b)
  for (int i = 0; i < n; ++i)
    b[i] = g(f(i * 0.5)) - h(i);
  Shifter s;
  s.apply(b, n);
  double sa = 0, sb = 0;
  for (int i = 0; i < n; ++i) {
    sa += a[i];
    sb += b[i];
  }
  std::printf("%.6f %.6f %.6f\n", sa, sb, f(0.25) + g(1) + h(4));
  return 0;
}
