// Routines with loop directives inside them (OpenACC 3.3 2.15.1): a
// "routine vector" whose body has a "loop vector reduction(+:s)" summing
// one row, called once per gang iteration; a "routine worker" with a
// "loop worker" that scales a row in place; a "routine gang" with a
// "loop gang" called from a "parallel" region (gang-redundant). Calls
// come from the matching parallelism level.
#include <cstdio>

static const int R = 64, C = 128;

#pragma acc routine vector
static double row_sum(const double *row, int n) {
  double s = 0.0;
#pragma acc loop vector reduction(+:s)
  for (int j = 0; j < n; ++j)
    s += row[j];
  return s;
}

#pragma acc routine worker
static void scale_row(double *row, int n, double f) {
#pragma acc loop worker
  for (int j = 0; j < n; ++j)
    row[j] *= f;
}

#pragma acc routine gang
static void fill(double *m, int rows, int cols) {
#pragma acc loop gang
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      m[i * cols + j] = (i + 1) * 0.5 + j;
}

int main() {
  static double m[R * C];
  double sums[R];
  int errors = 0;
#pragma acc data create(m) copyout(sums)
  {
#pragma acc parallel num_gangs(16)
    fill(m, R, C);
#pragma acc parallel loop gang
    for (int i = 0; i < R; ++i)
      scale_row(&m[i * C], C, 2.0);
#pragma acc parallel loop gang
    for (int i = 0; i < R; ++i)
      sums[i] = row_sum(&m[i * C], C);
#pragma acc update self(m)
  }
  for (int i = 0; i < R; ++i) {
    double s = 0.0;
    for (int j = 0; j < C; ++j) {
      double w = 2.0 * ((i + 1) * 0.5 + j);
      if (m[i * C + j] != w) ++errors;
      s += w;
    }
    if (sums[i] != s) {
      if (errors < 5)
        std::printf("sums[%d] %g want %g\n", i, sums[i], s);
      ++errors;
    }
  }
  if (errors)
    std::printf("routine-vector-loop: %d errors\n", errors);
  return errors != 0;
}
