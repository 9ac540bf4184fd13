// A "kernels" region holding several loop nests that depend on each other
// (each must see the previous one's results): an initialisation, a
// stencil reading it, a reduction into a scalar declared outside, a loop
// using that scalar, and a 2-D nest; loops with and without "loop
// independent", a "loop seq" nest, and clauses create/copyin/copyout/copy
// on the kernels construct.
#include <cmath>
#include <cstdio>

static const int N = 4000;
static const int R = 50, C = 40;

int main() {
  static double a[N], b[N], c[N], tmp[N];
  static double m[R][C];
  double total = 0.0;
  int errors = 0;
  for (int i = 0; i < N; ++i)
    a[i] = std::cos(0.001 * i);

#pragma acc kernels copyin(a[0:N]) create(tmp[0:N]) copyout(b[0:N], c[0:N], m) copy(total)
  {
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      tmp[i] = 2.0 * a[i];
    for (int i = 1; i < N - 1; ++i)
      b[i] = tmp[i - 1] + tmp[i] + tmp[i + 1];
    b[0] = tmp[0];
    b[N - 1] = tmp[N - 1];
    for (int i = 0; i < N; ++i)
      total += b[i];
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      c[i] = b[i] / total;
#pragma acc loop independent collapse(2)
    for (int i = 0; i < R; ++i)
      for (int j = 0; j < C; ++j)
        m[i][j] = c[i * C + j] * 1000.0;
#pragma acc loop seq
    for (int i = 1; i < R; ++i)
      m[i][0] += m[i - 1][0];
  }

  double t[N], wb[N], wt = 0.0;
  for (int i = 0; i < N; ++i)
    t[i] = 2.0 * a[i];
  for (int i = 1; i < N - 1; ++i)
    wb[i] = t[i - 1] + t[i] + t[i + 1];
  wb[0] = t[0];
  wb[N - 1] = t[N - 1];
  for (int i = 0; i < N; ++i)
    wt += wb[i];
  if (std::fabs(total - wt) > 1e-9 * std::fabs(wt)) {
    std::printf("total %.17g want %.17g\n", total, wt);
    ++errors;
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != wb[i] || std::fabs(c[i] - wb[i] / wt) > 1e-12) {
      if (errors < 5)
        std::printf("%d: %g %g\n", i, b[i], c[i]);
      ++errors;
    }
  double col = 0.0;
  for (int i = 0; i < R; ++i) {
    col += wb[i * C] / wt * 1000.0;
    for (int j = 0; j < C; ++j) {
      double want = j == 0 ? col : wb[i * C + j] / wt * 1000.0;
      if (std::fabs(m[i][j] - want) > 1e-9 * (1.0 + std::fabs(want))) {
        if (errors < 8)
          std::printf("m[%d][%d] %g want %g\n", i, j, m[i][j], want);
        ++errors;
      }
    }
  }
  if (errors)
    std::printf("kernels-multiple-loops: %d errors\n", errors);
  return errors != 0;
}
