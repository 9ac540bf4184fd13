/* Matrix-vector shapes from real codes: y = alpha*A*x + beta*y with the
   row dot product in an inner "loop vector reduction(+:temp)" and temp
   used in an expression afterwards; the transposed product (column sums,
   strided access); a lower-triangular product whose inner bound depends
   on the gang loop variable (j <= i); and a banded product whose inner
   loop starts at an offset computed from i. Doubles compared with a
   relative tolerance. */
#include <math.h>
#include <stdio.h>

#define N 160
#define M 120

static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (fabs(got - want) > 1e-12 * (1.0 + fabs(want))) {
    if (errors < 8)
      printf("%s[%d]: got %.17g want %.17g\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  static double A[N * M], L[N * N];
  double x[M], xt[N], y[N], y0[N], z[M], t[N], band[N];
  const double alpha = 1.5, beta = -0.5;
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < M; ++j)
      A[i * M + j] = 1.0 / (1.0 + i + 2 * j);
    for (int j = 0; j < N; ++j)
      L[i * N + j] = (j <= i) ? 0.01 * (i - j + 1) : 99.0;
    y[i] = y0[i] = 0.1 * i;
    xt[i] = (i % 4) - 1.5;
  }
  for (int j = 0; j < M; ++j)
    x[j] = cos(0.1 * j);

#pragma acc data copyin(A[0:N*M], x[0:M], xt[0:N], L[0:N*N]) copy(y[0:N]) copyout(z[0:M], t[0:N], band[0:N])
  {
#pragma acc parallel loop gang
    for (int i = 0; i < N; ++i) {
      double temp = 0.0;
#pragma acc loop vector reduction(+:temp)
      for (int j = 0; j < M; ++j)
        temp += A[i * M + j] * x[j];
      y[i] = alpha * temp + beta * y[i];
    }

#pragma acc parallel loop gang
    for (int j = 0; j < M; ++j) {
      double temp = 0.0;
#pragma acc loop vector reduction(+:temp)
      for (int i = 0; i < N; ++i)
        temp += A[i * M + j] * xt[i];
      z[j] = temp;
    }

#pragma acc parallel loop gang vector_length(64)
    for (int i = 0; i < N; ++i) {
      double temp = 0.0;
#pragma acc loop vector reduction(+:temp)
      for (int j = 0; j <= i; ++j)
        temp += L[i * N + j] * xt[j];
      t[i] = temp;
    }

#pragma acc parallel loop gang
    for (int i = 0; i < N; ++i) {
      int lo = i - 3 < 0 ? 0 : i - 3;
      int hi = i + 3 >= N ? N - 1 : i + 3;
      double temp = 0.0;
#pragma acc loop vector reduction(+:temp)
      for (int j = lo; j <= hi; ++j)
        temp += (j == i ? 2.0 : -0.5) * xt[j];
      band[i] = temp;
    }
  }

  for (int i = 0; i < N; ++i) {
    double s = 0.0;
    for (int j = 0; j < M; ++j)
      s += A[i * M + j] * x[j];
    expect("y", i, y[i], alpha * s + beta * y0[i]);
    double tt = 0.0;
    for (int j = 0; j <= i; ++j)
      tt += L[i * N + j] * xt[j];
    expect("t", i, t[i], tt);
    double b = 0.0;
    for (int j = (i - 3 < 0 ? 0 : i - 3); j <= (i + 3 >= N ? N - 1 : i + 3); ++j)
      b += (j == i ? 2.0 : -0.5) * xt[j];
    expect("band", i, band[i], b);
  }
  for (int j = 0; j < M; ++j) {
    double s = 0.0;
    for (int i = 0; i < N; ++i)
      s += A[i * M + j] * xt[i];
    expect("z", j, z[j], s);
  }
  if (errors)
    printf("parallel-loop-gemv-triangular: %d errors\n", errors);
  return errors != 0;
}
