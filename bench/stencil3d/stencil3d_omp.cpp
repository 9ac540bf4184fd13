// stencil3d_omp.cpp - benchmark: 3-D 7-point Jacobi-style stencil
// (OpenMP offload, target data region).
//
// Measures one out-of-place sweep over the interior of an N x N x N grid of
// doubles: a `target teams distribute parallel for collapse(3)` computing
//   unew = (1 - 6 r) u + r (sum of the 6 face neighbours of u)
// (an explicit heat step with r = 1/8). The face z = 0 is held at 1, the other
// faces at 0; both grids carry the same boundary, so the host just swaps the
// u/unew pointers after each sweep. Both grids are copied in once by
// `target data map(to: u, unew)`; the sweeps find them through the implicit
// zero-length mapping of the pointers, and the final field comes back by
// `target update from` of whichever host array u points at after the clock
// stops. Nothing moves between host and device while the clock runs.
//
// Every form runs 2 untimed warm-up sweeps, then REPS timed sweeps.
//
// Usage: stencil3d_omp [N] [REPS]   (defaults 512 and 20)
// stderr: BENCH kernel=stencil3d seconds=<s per sweep> bytes=<B> flops=<F>
//   bytes: read u, write the interior of unew: 8 * (N^3 + (N-2)^3);
//   flops: 5 adds for the neighbour sum, 2 multiplies, 1 add: 8 * (N-2)^3.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

// One sweep u -> unew over the interior, on data present on the device.
static void sweep(int n, const double *u, double *unew) {
  const size_t plane = (size_t)n * n;
  const double r = 0.125;
  const double c = 1.0 - 6.0 * r;
#pragma omp target teams distribute parallel for collapse(3)
  for (int k = 1; k < n - 1; ++k) {
    for (int j = 1; j < n - 1; ++j) {
      for (int i = 1; i < n - 1; ++i) {
        const size_t p = ((size_t)k * n + j) * n + i;
        unew[p] = c * u[p] + r * (u[p - 1] + u[p + 1] + u[p - n] + u[p + n] +
                                  u[p - plane] + u[p + plane]);
      }
    }
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 512;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 3] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const int warmup = 2;
  const double pi = 3.14159265358979323846;
  const size_t plane = (size_t)n * n;
  const size_t nnn = plane * n;

  // Interior sin(pi x) sin(pi y) sin(pi z); the face z = 0 at 1, others at 0.
  double *u = new double[nnn];
  double *unew = new double[nnn];
  double *const u_first = u, *const unew_first = unew;
  double *s = new double[n];
  for (int i = 0; i < n; ++i)
    s[i] = sin(pi * (double)i / (double)(n - 1));
  for (int k = 0; k < n; ++k)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) {
        const size_t p = ((size_t)k * n + j) * n + i;
        const bool edge = k == 0 || k == n - 1 || j == 0 || j == n - 1 ||
                          i == 0 || i == n - 1;
        const double v = k == 0 ? 1.0 : edge ? 0.0 : s[i] * s[j] * s[k];
        u[p] = v;
        unew[p] = v;
      }
  delete[] s;

  double seconds;
  // clang-format off
#pragma omp target data map(to: u[0:nnn], unew[0:nnn])
  // clang-format on
  {
    for (int t = 0; t < warmup; ++t) {
      sweep(n, u, unew);
      double *tmp = u;
      u = unew;
      unew = tmp;
    }

    const std::chrono::steady_clock::time_point t0 =
        std::chrono::steady_clock::now();
    for (int t = 0; t < reps; ++t) {
      sweep(n, u, unew);
      double *tmp = u;
      u = unew;
      unew = tmp;
    }
    const std::chrono::steady_clock::time_point t1 =
        std::chrono::steady_clock::now();
    seconds = std::chrono::duration<double>(t1 - t0).count() / reps;

    // clang-format off
#pragma omp target update from(u[0:nnn])
    // clang-format on
  }

  const long long interior = (long long)(n - 2) * (n - 2) * (n - 2);
  fprintf(stderr, "BENCH kernel=stencil3d seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 8LL * ((long long)nnn + interior), 8LL * interior);

  double sum = 0.0, sumsq = 0.0;
  for (size_t p = 0; p < nnn; ++p) {
    sum += u[p];
    sumsq += u[p] * u[p];
  }
  const int h = n / 2, a = n / 3, b = n / 4;
  printf("stencil3d: n = %d, sweeps = %d\n", n, warmup + reps);
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  printf("u[1][%d][%d] = %.12e, u[%d][%d][%d] = %.12e, u[%d][%d][%d] = %.12e\n",
         h, h, u[plane + (size_t)h * n + h], h, h, h,
         u[(size_t)h * plane + (size_t)h * n + h], a, b, n - 2,
         u[(size_t)a * plane + (size_t)b * n + n - 2]);

  delete[] u_first;
  delete[] unew_first;
  return 0;
}
