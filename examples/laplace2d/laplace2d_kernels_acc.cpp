// laplace2d_kernels_acc.cpp - Jacobi iteration for the 2-D Laplace equation
// (OpenACC `kernels` region inside a data region).
//
// The `kernels` step of the Laplace 2D walk-through of seed 003: one
// `kernels` region per iteration holds both loop nests. acc2cuda makes one
// kernel per nest, in order: the stencil nest carries `loop independent
// reduction(max:error)`, the copy-back nest has no directive at all and is
// parallelised because acc2cuda proves its iterations independent (each
// writes its own row of A). A and Anew are found in the enclosing data
// region, so no iteration moves an array.
#include <cmath>
#include <cstdio>

#define NY 128
#define NX 128

static double A[NY][NX];
static double Anew[NY][NX];

int main() {
  const int n = NY, m = NX;
  const double pi = 3.14159265358979323846;
  const double tol = 1.0e-3;
  const int iter_max = 1000;

  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      A[j][i] = 0.0;
  for (int j = 0; j < n; ++j) {
    double s = sin(pi * (double)j / (double)(n - 1));
    A[j][0] = s;
    A[j][m - 1] = 0.5 * s;
  }

  printf("Jacobi relaxation, kernels (OpenACC): %d x %d mesh, tol %.1e, at most %d "
         "iterations\n",
         n, m, tol, iter_max);

  double error = 1.0;
  int iter = 0;

#pragma acc data copy(A) create(Anew)
  while (error > tol && iter < iter_max) {
    error = 0.0;

#pragma acc kernels
    {
#pragma acc loop independent reduction(max:error)
      for (int j = 1; j < n - 1; ++j) {
#pragma acc loop independent reduction(max:error)
        for (int i = 1; i < m - 1; ++i) {
          Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
          error = fmax(error, fabs(Anew[j][i] - A[j][i]));
        }
      }

      for (int j = 1; j < n - 1; ++j)
        for (int i = 1; i < m - 1; ++i)
          A[j][i] = Anew[j][i];
    }

    ++iter;
    if (iter % 50 == 0)
      printf("%5d, %.6e\n", iter, error);
  }

  double checksum = 0.0, sumsq = 0.0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      checksum += A[j][i];
      sumsq += A[j][i] * A[j][i];
    }

  printf("iterations: %d\n", iter);
  printf("final error: %.6e\n", error);
  printf("A[%d][%d] = %.10g, A[%d][%d] = %.10g, A[%d][%d] = %.10g\n", n / 2, 1,
         A[n / 2][1], n / 2, m / 4, A[n / 2][m / 4], n / 4, m - 2, A[n / 4][m - 2]);
  printf("checksum = %.10g, sum of squares = %.10g\n", checksum, sumsq);
  return 0;
}
