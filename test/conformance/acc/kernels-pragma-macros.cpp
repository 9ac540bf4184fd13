// Directives produced by macros: _Pragma("acc ...") inside function-like
// macros (a macro that expands to a "parallel loop" directive with its
// clauses passed as an argument, a macro giving a "kernels loop" directive
// with sections built from its arguments), a
// #pragma acc with macro-valued clause arguments and section bounds,
// continuation lines in directives, and a helper macro defined by the
// program used inside kernels loop bodies.
#include <cstdio>

#define N 5000
#define STR(x) #x
#define ACC(x) _Pragma(STR(acc x))
#define PAR_LOOP(clauses) ACC(parallel loop clauses)
#define LERP(a, b, t) ((a) + ((b) - (a)) * (t))
#define SECTION(p, n) p[0:(n)]
#define SCALE 4
#define AXPY_KERNELS(x, y, n) ACC(kernels loop independent copyin(x[0:n]) copy(y[0:n]))

int main() {
  static double x[N], y[N], z[N], w[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    x[i] = i % 100;
    y[i] = 1.0;
  }

  PAR_LOOP(copyin(x[0:N]) copyout(z[0:N]))
  for (int i = 0; i < N; ++i)
    z[i] = LERP(x[i], 100.0, 0.25);

  AXPY_KERNELS(x, y, N)
  for (int i = 0; i < N; ++i)
    y[i] += 0.5 * x[i];

#pragma acc kernels loop independent copyin(SECTION(x, N)) \
                         copyout(SECTION(w, N))            \
                         vector_length(SCALE * 32)
  for (int i = 0; i < N; ++i)
    w[i] = x[i] * SCALE;

  for (int i = 0; i < N; ++i) {
    double xi = i % 100;
    if (z[i] != xi + (100.0 - xi) * 0.25 || y[i] != 1.0 + 0.5 * xi || w[i] != xi * 4) {
      if (errors < 5)
        std::printf("%d: %g %g %g\n", i, z[i], y[i], w[i]);
      ++errors;
    }
  }
  if (errors)
    std::printf("kernels-pragma-macros: %d errors\n", errors);
  return errors != 0;
}
