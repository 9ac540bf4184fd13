// laplace2d_acc.cpp - Jacobi iteration for the 2-D Laplace equation (OpenACC).
//
// Follows the Laplace 2D Jacobi solver of seed 003 (CINECA "Programming
// paradigms for GPU devices"): fixed-size global arrays A[NY][NX] and
// Anew[NY][NX], a `parallel loop` computing the new values with
// reduction(max:error) (gang/worker on the rows, vector on the columns), and a
// `parallel loop collapse(2)` copying Anew back into A, repeated until the
// largest change drops below a tolerance or an iteration limit is reached.
// Without a data region each compute construct moves the arrays itself.
// The max reduction is exact, so the iteration count must match exactly.
#include <cmath>
#include <cstdio>

#define NY 100
#define NX 128

static double A[NY][NX];
static double Anew[NY][NX];

int main() {
  const int n = NY, m = NX;
  const double tol = 1.0e-3;
  const int iter_max = 1000;

  // Boundary conditions: top row held at 1, left column a linear ramp from 1
  // down to 0, the other edges and the interior start at 0.
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      A[j][i] = 0.0;
  for (int i = 0; i < m; ++i)
    A[0][i] = 1.0;
  for (int j = 0; j < n; ++j)
    A[j][0] = 1.0 - (double)j / (double)(n - 1);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      Anew[j][i] = A[j][i];

  printf("Jacobi relaxation (OpenACC): %d x %d mesh, tol %.1e, at most %d iterations\n",
         n, m, tol, iter_max);

  double error = 1.0;
  int iter = 0;
  while (error > tol && iter < iter_max) {
    error = 0.0;

#pragma acc parallel loop gang worker reduction(max:error) copyin(A) copy(Anew)
    for (int j = 1; j < n - 1; ++j) {
#pragma acc loop vector reduction(max:error)
      for (int i = 1; i < m - 1; ++i) {
        Anew[j][i] = 0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        error = fmax(error, fabs(Anew[j][i] - A[j][i]));
      }
    }

#pragma acc parallel loop collapse(2) present_or_copyin(Anew) present_or_copy(A)
    for (int j = 1; j < n - 1; ++j) {
      for (int i = 1; i < m - 1; ++i) {
        A[j][i] = Anew[j][i];
      }
    }

    ++iter;
    if (iter % 100 == 0)
      printf("%5d, %.6e\n", iter, error);
  }

  double checksum = 0.0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      checksum += A[j][i];

  printf("iterations: %d\n", iter);
  printf("final error: %.6e\n", error);
  printf("A[1][1] = %.10g, A[%d][%d] = %.10g, A[%d][%d] = %.10g\n", A[1][1], n / 2,
         m / 2, A[n / 2][m / 2], n - 2, m - 2, A[n - 2][m - 2]);
  printf("checksum = %.10g\n", checksum);
  return error <= tol ? 0 : 1;
}
