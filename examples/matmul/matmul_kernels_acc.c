/* matmul_kernels_acc.c - matrix multiply with OpenACC `kernels` (C).
 *
 * After the PRACE best-practice guide's OpenACC example (seed 000): a data
 * region around a `kernels loop gang, vector(32) independent` nest over the
 * rows and columns of the result, the inner product loop left to the
 * compiler (`loop` without `independent`: it accumulates into one element,
 * so it runs sequentially in each thread). The second form orders the loops
 * i, k, j, with the independent column loop innermost.
 *
 * Usage: matmul_kernels_acc [m] [n] [p]
 */
#include <stdio.h>
#include <stdlib.h>

/* a[m x n] += b[m x p] * c[p x n], row-major. */
static void matmul_ijk(float *restrict a, const float *restrict b,
                       const float *restrict c, int m, int n, int p) {
  int i, j, k;
#pragma acc data copy(a[0:(m * n)]), copyin(b[0:(m * p)], c[0:(p * n)])
  {
#pragma acc kernels loop gang, vector(32) independent
    for (i = 0; i < m; i++) {
#pragma acc loop gang, vector(32) independent
      for (j = 0; j < n; j++) {
#pragma acc loop
        for (k = 0; k < p; k++)
          a[i * n + j] += b[i * p + k] * c[k * n + j];
      }
    }
  }
}

static void matmul_ikj(float *restrict a, const float *restrict b,
                       const float *restrict c, int m, int n, int p) {
  int i, j, k;
#pragma acc data copy(a[0:(m * n)]), copyin(b[0:(m * p)], c[0:(p * n)])
  {
#pragma acc kernels loop gang, vector(32) independent
    for (i = 0; i < m; i++) {
#pragma acc loop seq
      for (k = 0; k < p; k++) {
#pragma acc loop vector(32) independent
        for (j = 0; j < n; j++)
          a[i * n + j] += b[i * p + k] * c[k * n + j];
      }
    }
  }
}

static double checksum(const float *a, int len) {
  double s = 0.0;
  int i;
  for (i = 0; i < len; i++)
    s += (double)a[i] * (double)((i % 7) + 1);
  return s;
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 96;
  int n = argc > 2 ? atoi(argv[2]) : 80;
  int p = argc > 3 ? atoi(argv[3]) : 64;
  float *a1, *a2, *b, *c;
  int i;
  if (m < 1 || n < 1 || p < 1) {
    fprintf(stderr, "usage: matmul_kernels_acc [m] [n] [p] (all >= 1)\n");
    return 2;
  }
  a1 = malloc(sizeof(float) * m * n);
  a2 = malloc(sizeof(float) * m * n);
  b = malloc(sizeof(float) * m * p);
  c = malloc(sizeof(float) * p * n);
  for (i = 0; i < m * n; i++)
    a1[i] = a2[i] = (float)(i % 5);
  for (i = 0; i < m * p; i++)
    b[i] = (float)((i % 11) - 5) / 4.0f;
  for (i = 0; i < p * n; i++)
    c[i] = (float)((i % 13) - 6) / 8.0f;

  matmul_ijk(a1, b, c, m, n, p);
  matmul_ikj(a2, b, c, m, n, p);
  printf("matmul %dx%d * %dx%d\n", m, p, p, n);
  printf("ijk checksum = %.6f\n", checksum(a1, m * n));
  printf("ikj checksum = %.6f\n", checksum(a2, m * n));
  printf("a[0] = %.6f, a[last] = %.6f\n", a1[0], a1[m * n - 1]);
  free(a1);
  free(a2);
  free(b);
  free(c);
  return 0;
}
