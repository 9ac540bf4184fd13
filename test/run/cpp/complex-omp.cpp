// RUN: %acc2cuda-check --cflags=-std=c++20 %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}complex-omp.cpp
// std::complex arithmetic in a target loop (constexpr in C++20, compiled
// with -std=c++20): a Mandelbrot escape count.
#include <complex>
#include <cstdio>

int main() {
  const int w = 256, h = 128, maxit = 200;
  static int count[w * h];
#pragma omp target teams distribute parallel for collapse(2) map(from: count)
  for (int j = 0; j < h; ++j)
    for (int i = 0; i < w; ++i) {
      std::complex<double> c(-2.0 + 2.5 * i / w, -1.0 + 2.0 * j / h);
      std::complex<double> z(0.0, 0.0);
      int k = 0;
      while (k < maxit && std::norm(z) <= 4.0) {
        z = z * z + c;
        ++k;
      }
      count[j * w + i] = k;
    }
  long total = 0;
  for (int i = 0; i < w * h; ++i)
    total += count[i];
  std::printf("%ld %d %d\n", total, count[64 * w + 128], count[0]);
  return 0;
}
