// jacobi_acc.cpp - Jacobi iteration for a dense linear system A x = b
// (OpenACC, structured data region).
//
// The OpenACC counterpart of jacobi_omp.cpp, after the Jacobi solver of seed
// 001: A, b, x and xnew stay on the device for the whole solve inside one
// `acc data copyin(A, b) copy(x) create(xnew)` region. Each sweep is a
// `parallel loop` computing xnew from x (present clause), followed, as in
// the seed, by a second `parallel loop reduction(+:conv)` measuring the change
// (it finds its data through the enclosing region); the host swaps the x/xnew
// pointers after each sweep.
//
// copy(x) copies back, at the end of the region, the device buffer of the
// host range x named when the region began. After an odd number of sweeps
// the newest values are in the buffer that began as xnew (create, never
// copied back), so the solver copies them into the original x buffer on the
// device and swaps back before the region ends: one download of x, and the
// host reads its result through the pointer it started with.
#include <cmath>
#include <cstdio>
#include <cstdlib>

// Usage: jacobi_acc [n [max_sweeps]]
int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 256;
  const int max_iters = argc > 2 ? atoi(argv[2]) : 500;
  const double tol = 1.0e-11;

  double *A = new double[n * n];
  double *b = new double[n];
  double *x = new double[n];
  double *xnew = new double[n];

  // A[i][j] = 1 / (1 + |i - j|) off the diagonal; the diagonal is 1.25 times
  // the row's off-diagonal sum plus one, so the iteration converges.
  for (int i = 0; i < n; ++i) {
    double offdiag = 0.0;
    for (int j = 0; j < n; ++j) {
      if (j == i)
        continue;
      A[i * n + j] = 1.0 / (1.0 + std::abs(i - j));
      offdiag += A[i * n + j];
    }
    A[i * n + i] = 1.25 * offdiag + 1.0;
    b[i] = 1.0 + (double)(i % 17) / 8.0;
    x[i] = 0.0;
    xnew[i] = 0.0;
  }

  printf("Jacobi solver (OpenACC): n = %d, tol %.1e, at most %d sweeps\n", n,
         tol, max_iters);

  double *const x_host = x; // the range copy(x) names
  double conv = 1.0;
  int iters = 0;

#pragma acc data copyin(A[0:n*n], b[0:n]) copy(x[0:n]) create(xnew[0:n])
  {
    while (conv > tol && iters < max_iters) {
#pragma acc parallel loop gang vector present(A[0:n*n], b[0:n], x[0:n], xnew[0:n])
      for (int i = 0; i < n; ++i) {
        double sigma = 0.0;
#pragma acc loop seq
        for (int j = 0; j < n; ++j)
          sigma += A[i * n + j] * x[j] * (double)(i != j);
        xnew[i] = (b[i] - sigma) / A[i * n + i];
      }

      // Convergence test: the 2-norm of the change.
      conv = 0.0;
#pragma acc parallel loop reduction(+:conv)
      for (int i = 0; i < n; ++i) {
        double d = xnew[i] - x[i];
        conv += d * d;
      }
      conv = sqrt(conv);

      // The new values become the input of the next sweep.
      double *tmp = x;
      x = xnew;
      xnew = tmp;

      ++iters;
      if (iters % 25 == 0)
        printf("%5d  %.6e\n", iters, conv);
    }

    // Odd number of swaps: the result is in the buffer that began as xnew.
    // Copy it into the one that began as x (on the device) and swap back.
    if (x != x_host) {
#pragma acc parallel loop present(x[0:n], xnew[0:n])
      for (int i = 0; i < n; ++i)
        xnew[i] = x[i];
      double *tmp = x;
      x = xnew;
      xnew = tmp;
    }
  } // x (the original buffer) is copied back here

  // Residual of the solution and a few checksums, computed on the host.
  double resid = 0.0, sum = 0.0, wsum = 0.0;
  for (int i = 0; i < n; ++i) {
    double r = b[i];
    for (int j = 0; j < n; ++j)
      r -= A[i * n + j] * x[j];
    resid = fmax(resid, fabs(r));
    sum += x[i];
    wsum += x[i] * (double)(i + 1);
  }

  printf("iterations: %d\n", iters);
  printf("x[0] = %.10g, x[%d] = %.10g, x[%d] = %.10g\n", x[0], n / 2, x[n / 2],
         n - 1, x[n - 1]);
  printf("sum(x) = %.10g, sum((i+1) x[i]) = %.10g\n", sum, wsum);
  printf("max residual: %.3e\n", resid);

  int ok = conv <= tol && resid < 1.0e-8;
  delete[] A;
  delete[] b;
  delete[] x;
  delete[] xnew;
  return ok ? 0 : 1;
}
