// laplace2d_data_omp.cpp - Jacobi iteration for the 2-D Laplace equation
// (OpenMP offload, target data region).
//
// The OpenMP counterpart of laplace2d_data_acc.cpp, the data-region step of
// the Laplace 2D porting walk-through of seed 003 with the `target data`
// construct of seeds 001 and 004: the whole iteration loop sits inside
// `target data map(tofrom: A) map(alloc: Anew)`, so A is copied to the device
// once before the loop and back once after it, and Anew exists only on the
// device. Each iteration is a `target teams distribute parallel for
// collapse(2) reduction(max:error)` computing the new interior values and the
// largest change, then a second kernel copying them back into A. Neither has
// map clauses: the arrays are implicitly map(tofrom), and as they are already
// present nothing is copied.
//
// Boundary conditions: the left edge is held at sin(pi y), the right edge at
// half that, the top and bottom edges at 0. Anew's edges are never read, so
// allocating it without copying is enough. The max reduction is exact, so the
// iteration count must match exactly.
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

  printf("Jacobi relaxation, data region (OpenMP): %d x %d mesh, tol %.1e, at most %d "
         "iterations\n",
         n, m, tol, iter_max);

  double error = 1.0;
  int iter = 0;

#pragma omp target data map(tofrom: A) map(alloc: Anew)
  while (error > tol && iter < iter_max) {
    error = 0.0;

#pragma omp target teams distribute parallel for collapse(2) reduction(max:error)
    for (int j = 1; j < n - 1; ++j) {
      for (int i = 1; i < m - 1; ++i) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        error = fmax(error, fabs(Anew[j][i] - A[j][i]));
      }
    }

#pragma omp target teams distribute parallel for collapse(2)
    for (int j = 1; j < n - 1; ++j) {
      for (int i = 1; i < m - 1; ++i) {
        A[j][i] = Anew[j][i];
      }
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
