// RUN: %acc2cuda-check --cflags=-std=c++20 %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}span-acc.cpp
// std::span (C++20) as std::vector is: a span in a data clause or used in
// a region maps the elements it views, and the kernel reads them through a
// view under the span's name (operator[], size(), data(), range-for); a
// span of const elements gives a view of const elements.
#include <cstdio>
#include <span>
#include <vector>

double dot(std::span<const double> a, std::span<const double> b) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(a, b)
  for (size_t i = 0; i < a.size(); ++i)
    s += a[i] * b.data()[i];
  return s;
}

void scale(std::span<double> x, double f) {
#pragma acc parallel loop copy(x)
  for (size_t i = 0; i < x.size(); ++i)
    x[i] *= f;
}

int main() {
  std::vector<double> u(1000), v(1000);
  double raw[64];
  for (int i = 0; i < 1000; ++i) {
    u[i] = 0.5 * i;
    v[i] = 1.0 / (1 + i);
  }
  for (int i = 0; i < 64; ++i)
    raw[i] = i;
  scale(u, 2.0);
  scale(std::span<double>(raw, 32), -1.0);
  long hits = 0;
  std::span<const double> w(v);
#pragma acc parallel copyin(w) reduction(+ : hits)
  for (double e : w)
    hits += e > 0.01;
  std::printf("%.9f %.1f %.1f %ld\n", dot(u, v), raw[31], raw[32], hits);
  return 0;
}
