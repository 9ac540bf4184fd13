// laplace2d_omp.cpp - benchmark: Jacobi iteration for the 2-D Laplace equation
// (OpenMP offload, target data region).
//
// Measures one Jacobi iteration on an N x N grid of doubles: a
// `target teams distribute parallel for collapse(2) reduction(max:error)`
// that computes the new interior values into Anew and the largest change,
// followed by a `target teams distribute parallel for collapse(2)` that copies
// them back into A. The whole iteration loop sits inside
// `target data map(tofrom: A) map(alloc: Anew)`, so no array moves between
// host and device while the clock runs; only the reduction scalar comes back
// each iteration for the convergence test. The pointers A and Anew in the
// target regions are mapped implicitly as zero-length array sections, which
// finds the storage mapped by the enclosing data region.
//
// The tolerance is so small that the loop never stops early: every form runs
// 2 untimed warm-up iterations and then REPS timed ones.
//
// Usage: laplace2d_omp [N] [REPS]   (defaults 4096 and 100)
// stderr: BENCH kernel=laplace2d seconds=<s per iteration> bytes=<B> flops=<F>
//   bytes: the stencil reads A and writes the interior of Anew, the copy reads
//          the interior of Anew and writes the interior of A:
//          8 * (N*N + 3*(N-2)^2);
//   flops: 3 adds + 1 multiply for the stencil, 1 subtract + 1 max for the
//          error: 6 * (N-2)^2.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 100;
  if (n < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 3] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const int warmup = 2;
  const int iter_max = warmup + reps;
  const double tol = 1.0e-300; // never reached: all iterations run
  const double pi = 3.14159265358979323846;
  const size_t nn = (size_t)n * n;

  double *A = new double[nn];
  double *Anew = new double[nn];

  // Zero interior; the left edge is held at sin(pi y), the right edge at
  // 4 y (1 - y), the top and bottom edges at 0.
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      A[(size_t)j * n + i] = 0.0;
      Anew[(size_t)j * n + i] = 0.0;
    }
  for (int j = 0; j < n; ++j) {
    const double y = (double)j / (double)(n - 1);
    A[(size_t)j * n] = sin(pi * y);
    A[(size_t)j * n + n - 1] = 4.0 * y * (1.0 - y);
  }

  double error = 1.0;
  int iter = 0;
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point t1 = t0;

// clang-format off
#pragma omp target data map(tofrom: A[0:nn]) map(alloc: Anew[0:nn])
  // clang-format on
  {
    while (error > tol && iter < iter_max) {
      if (iter == warmup)
        t0 = std::chrono::steady_clock::now();
      error = 0.0;

// clang-format off
#pragma omp target teams distribute parallel for collapse(2) reduction(max:error)
      // clang-format on
      for (int j = 1; j < n - 1; ++j) {
        for (int i = 1; i < n - 1; ++i) {
          const size_t k = (size_t)j * n + i;
          Anew[k] = 0.25 * (A[k + 1] + A[k - 1] + A[k - n] + A[k + n]);
          error = fmax(error, fabs(Anew[k] - A[k]));
        }
      }

// clang-format off
#pragma omp target teams distribute parallel for collapse(2)
      // clang-format on
      for (int j = 1; j < n - 1; ++j) {
        for (int i = 1; i < n - 1; ++i) {
          const size_t k = (size_t)j * n + i;
          A[k] = Anew[k];
        }
      }

      ++iter;
    }
    // Read inside the data region: the copy of A back to the host at its
    // end is not part of an iteration (the hand-written form stops its
    // clock before that copy too).
    t1 = std::chrono::steady_clock::now();
  }

  const int timed = iter > warmup ? iter - warmup : 1;
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / timed;
  const long long interior = (long long)(n - 2) * (n - 2);
  fprintf(stderr, "BENCH kernel=laplace2d seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 8LL * ((long long)nn + 3 * interior), 6 * interior);

  double sum = 0.0, sumsq = 0.0;
  for (size_t k = 0; k < nn; ++k) {
    sum += A[k];
    sumsq += A[k] * A[k];
  }
  printf("laplace2d: n = %d, iterations = %d\n", n, iter);
  printf("final error = %.12e\n", error);
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  const int r0 = n / 2, r1 = n / 3;
  printf("A[%d][1] = %.12e, A[%d][2] = %.12e, A[%d][%d] = %.12e\n", r0,
         A[(size_t)r0 * n + 1], r0, A[(size_t)r0 * n + 2], r1, n - 2,
         A[(size_t)r1 * n + n - 2]);

  delete[] A;
  delete[] Anew;
  return 0;
}
