// laplace2d_omp.cpp - Jacobi iteration for the 2-D Laplace equation
// (OpenMP offload).
//
// Follows the Jacobi solvers of seeds 003 (Laplace 2D) and 001/004 (OpenMP
// target, pointer swap): heap-allocated row-major arrays indexed as A[j*m+i],
// one `target teams distribute parallel for collapse(2)` per iteration with
// reduction(max:error) and explicit map sections, and a host-side swap of the
// A/Anew pointers instead of a copy loop. Iterates until the largest change
// drops below a tolerance or an iteration limit is reached. The max reduction
// is exact, so the iteration count must match exactly.
#include <cmath>
#include <cstdio>

int main() {
  const int n = 100, m = 128;  // rows (j) x columns (i)
  const double tol = 1.0e-3;
  const int iter_max = 1000;
  double *A = new double[n * m];
  double *Anew = new double[n * m];

  // Boundary conditions: top row held at 1, left column a linear ramp from 1
  // down to 0, the other edges and the interior start at 0.
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      A[j * m + i] = 0.0;
  for (int i = 0; i < m; ++i)
    A[i] = 1.0;
  for (int j = 0; j < n; ++j)
    A[j * m] = 1.0 - (double)j / (double)(n - 1);
  for (int k = 0; k < n * m; ++k)
    Anew[k] = A[k];

  printf("Jacobi relaxation (OpenMP): %d x %d mesh, tol %.1e, at most %d iterations\n",
         n, m, tol, iter_max);

  double error = 1.0;
  int iter = 0;
  while (error > tol && iter < iter_max) {
    error = 0.0;

#pragma omp target teams distribute parallel for collapse(2) reduction(max:error) \
    map(to: A[0:n*m]) map(tofrom: Anew[0:n*m])
    for (int j = 1; j < n - 1; ++j) {
      for (int i = 1; i < m - 1; ++i) {
        Anew[j * m + i] = 0.25 * (A[j * m + i + 1] + A[j * m + i - 1] +
                                  A[(j - 1) * m + i] + A[(j + 1) * m + i]);
        error = fmax(error, fabs(Anew[j * m + i] - A[j * m + i]));
      }
    }

    // The boundaries of A and Anew are equal, so swapping the pointers makes
    // the new values the input of the next sweep.
    double *tmp = A;
    A = Anew;
    Anew = tmp;

    ++iter;
    if (iter % 100 == 0)
      printf("%5d, %.6e\n", iter, error);
  }

  double checksum = 0.0;
  for (int k = 0; k < n * m; ++k)
    checksum += A[k];

  printf("iterations: %d\n", iter);
  printf("final error: %.6e\n", error);
  printf("A[1][1] = %.10g, A[%d][%d] = %.10g, A[%d][%d] = %.10g\n", A[m + 1], n / 2,
         m / 2, A[(n / 2) * m + m / 2], n - 2, m - 2, A[(n - 2) * m + m - 2]);
  printf("checksum = %.10g\n", checksum);

  delete[] A;
  delete[] Anew;
  return error <= tol ? 0 : 1;
}
