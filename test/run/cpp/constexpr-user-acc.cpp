// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}constexpr-user-acc.cpp
// The program's own constexpr functions and constants in kernels, and an
// enum class switched on in the loop body.
#include <cstdio>

enum class Op { Add, Scale, Clip };

constexpr int kWidth = 64;
constexpr double weight(int k) { return 1.0 / (1 + k * k); }
constexpr double kLimit = 2.5;

double apply(Op op, double x) {
  switch (op) {
  case Op::Add:
    return x + 1.0;
  case Op::Scale:
    return 2.0 * x;
  case Op::Clip:
    return x > kLimit ? kLimit : x;
  }
  return x;
}

int main() {
  const int n = kWidth * kWidth;
  static double g[n];
#pragma acc parallel loop collapse(2) copyout(g)
  for (int j = 0; j < kWidth; ++j)
    for (int i = 0; i < kWidth; ++i) {
      Op op = static_cast<Op>((i + j) % 3);
      g[j * kWidth + i] = apply(op, weight(i % 5) * j);
    }
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += g[i];
  std::printf("%.6f %.6f\n", s, g[kWidth + 3]);
  return 0;
}
