// matmul_omp.cpp - dense matrix multiply C = A * B (OpenMP offload).
//
// Follows the matrix multiplication example of seed 000 (PRACE "Best Practice
// Guide - GPGPU", sections 7.2/7.3): row-major matrices in flat arrays reached
// through pointers, the two outer loops collapsed onto the device with
// `target teams distribute parallel for collapse(2)`, and the k loop run
// sequentially by each thread. The matrices are not square (M x K times K x N)
// so that swapped indices show up. Their entries are small binary fractions,
// so every product and partial sum is exact in double: the device result must
// equal the host result exactly, whatever the summation order or FMA
// contraction.
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void matmul(int m, int n, int p, const double *a, const double *b, double *c) {
#pragma omp target teams distribute parallel for collapse(2) \
    map(to: a[0:m*p], b[0:p*n]) map(from: c[0:m*n])
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = 0.0;
      for (int k = 0; k < p; ++k)
        sum += a[i * p + k] * b[k * n + j];
      c[i * n + j] = sum;
    }
  }
}

int main() {
  const int M = 200, K = 150, N = 180;
  double *a = (double *)malloc(sizeof(double) * M * K);
  double *b = (double *)malloc(sizeof(double) * K * N);
  double *c = (double *)malloc(sizeof(double) * M * N);

  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      a[i * K + k] = 0.125 * (double)((i * 7 + k * 3) % 17) - 1.0;
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j)
      b[k * N + j] = 0.25 * (double)((k * 5 + j * 11) % 13) - 1.5;

  matmul(M, N, K, a, b, c);

  // Host reference and checks.
  double max_err = 0.0, checksum = 0.0, abs_sum = 0.0, trace = 0.0;
  for (int i = 0; i < M; ++i) {
    for (int j = 0; j < N; ++j) {
      double ref = 0.0;
      for (int k = 0; k < K; ++k)
        ref += a[i * K + k] * b[k * N + j];
      max_err = std::fmax(max_err, std::fabs(c[i * N + j] - ref));
      checksum += c[i * N + j];
      abs_sum += std::fabs(c[i * N + j]);
    }
    if (i < N)
      trace += c[i * N + i];
  }

  printf("matmul (OpenMP): (%d x %d) * (%d x %d)\n", M, K, K, N);
  printf("C[0][0] = %.6f, C[17][93] = %.6f, C[%d][%d] = %.6f\n", c[0],
         c[17 * N + 93], M - 1, N - 1, c[(M - 1) * N + (N - 1)]);
  printf("sum = %.10g, sum |C| = %.10g, trace = %.10g\n", checksum, abs_sum, trace);
  printf("max |C - C_host| = %.6e\n", max_err);

  free(a);
  free(b);
  free(c);
  return max_err == 0.0 ? 0 : 1;
}
