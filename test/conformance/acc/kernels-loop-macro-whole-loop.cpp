// A function-like macro that expands to a whole compute construct: the
// _Pragma("acc kernels loop ...") directive and the for loop it applies to
// both come from one macro expansion (AXPY_LOOP), used twice with
// different arguments, followed by an ordinary directive written in the
// source. Checks that each directive gets its own loop.
#include <cstdio>

#define N 3000
#define STR(x) #x
#define ACC(x) _Pragma(STR(acc x))
#define AXPY_LOOP(y, x, alpha, n)                           \
  ACC(kernels loop independent copyin(x[0:n]) copy(y[0:n])) \
  for (int i_ = 0; i_ < (n); ++i_)                          \
    y[i_] += (alpha) * x[i_];

int main() {
  static double x[N], y[N], z[N], w[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    x[i] = i % 50;
    y[i] = 1.0;
    z[i] = 2.0;
  }

  AXPY_LOOP(y, x, 0.5, N)
  AXPY_LOOP(z, y, 2.0, N)

#pragma acc parallel loop copyin(x[0:N]) copyout(w[0:N])
  for (int i = 0; i < N; ++i)
    w[i] = x[i] * 4;

  for (int i = 0; i < N; ++i) {
    double xi = i % 50, yi = 1.0 + 0.5 * xi;
    if (y[i] != yi || z[i] != 2.0 + 2.0 * yi || w[i] != xi * 4) {
      if (errors < 5)
        std::printf("%d: %g %g %g\n", i, y[i], z[i], w[i]);
      ++errors;
    }
  }
  if (errors)
    std::printf("kernels-loop-macro-whole-loop: %d errors\n", errors);
  return errors != 0;
}
