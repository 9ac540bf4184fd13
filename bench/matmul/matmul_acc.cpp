// matmul_acc.cpp - benchmark: dense double matrix multiply C = A * B (OpenACC).
//
// Measures one N x N row-major multiply written as a user would: the i and j
// loops are `parallel loop collapse(2)`, each (i, j) sums its k loop into a
// local. A, B and C stay on the device in one data region; one untimed
// multiply warms up, then REPS multiplies are timed together.
//
// Usage: matmul_acc [N [REPS]]   (default N = 2048, REPS = 5)
// stdout: checksums and sample entries of C (exact: see init below).
// stderr: BENCH kernel=matmul seconds=<per multiply> bytes=<3*N*N*8>
//         flops=<2*N^3>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void matmul(int n, const double *a, const double *b, double *c) {
  // clang-format off
#pragma acc parallel loop collapse(2) present(a[0:n*n], b[0:n*n], c[0:n*n])
  // clang-format on
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = 0.0;
      for (int k = 0; k < n; ++k)
        sum += a[i * n + k] * b[k * n + j];
      c[i * n + j] = sum;
    }
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  const size_t nn = (size_t)n * n;
  double *a = new double[nn];
  double *b = new double[nn];
  double *c = new double[nn];

  // Small binary fractions (multiples of 1/8 and 1/4): every product and
  // every partial sum is exact in double, so C is the same whatever the
  // summation order or FMA contraction.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      a[(size_t)i * n + j] = 0.125 * (double)((i * 5 + j * 3) % 16 - 8);
      b[(size_t)i * n + j] = 0.25 * (double)((i * 7 + j * 11) % 13 - 6);
      c[(size_t)i * n + j] = 0.0;
    }

  double seconds = 0.0;
  // clang-format off
#pragma acc data copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
  // clang-format on
  {
    matmul(n, a, b, c); // warm-up
    auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < reps; ++r)
      matmul(n, a, b, c);
    auto t1 = std::chrono::steady_clock::now();
    seconds = std::chrono::duration<double>(t1 - t0).count() / reps;
  }

  // Checksums, and a few entries recomputed on the host.
  double sum = 0.0, abs_sum = 0.0, trace = 0.0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      sum += c[(size_t)i * n + j];
      abs_sum += std::fabs(c[(size_t)i * n + j]);
    }
    trace += c[(size_t)i * n + i];
  }
  double max_err = 0.0;
  for (int s = 0; s < 16; ++s) {
    const int i = (int)((s * 7919L) % n), j = (int)((s * 104729L + 13) % n);
    double ref = 0.0;
    for (int k = 0; k < n; ++k)
      ref += a[(size_t)i * n + k] * b[(size_t)k * n + j];
    max_err = std::fmax(max_err, std::fabs(c[(size_t)i * n + j] - ref));
  }

  printf("matmul n=%d\n", n);
  printf("sum(C)=%.12e sum(|C|)=%.12e trace(C)=%.12e\n", sum, abs_sum, trace);
  printf("C[0][0]=%.12e C[n/2][n/3]=%.12e C[n-1][n-1]=%.12e\n", c[0],
         c[(size_t)(n / 2) * n + n / 3], c[nn - 1]);
  printf("max sampled error=%.12e\n", max_err);

  fprintf(stderr, "BENCH kernel=matmul seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 3LL * n * n * 8, 2LL * n * n * n);

  delete[] a;
  delete[] b;
  delete[] c;
  return max_err == 0.0 ? 0 : 1;
}
