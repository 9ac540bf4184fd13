/* Macros in OpenACC code: function-like macros used inside loop bodies
   (index helpers, min/max, squaring), inside array-section bounds of data
   clauses (copyin(a[0:IDX(n, m)])), macros that expand to whole
   expressions used as loop bounds and clause arguments (num_gangs,
   vector_length, collapse count), a macro naming an array element
   through a helper, and a multi-statement macro used in a kernel. */
#include <stdio.h>

#define NX 120
#define NY 70
#define IDX(i, j) ((i) * NY + (j))
#define TOTAL (NX * NY)
#define SQR(x) ((x) * (x))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define MIN2(a, b) ((a) < (b) ? (a) : (b))
#define AT(arr, i, j) arr[IDX(i, j)]
#define CLAMP(x, lo, hi) MIN2(MAX2(x, lo), hi)
#define GANGS (NX / 4)
#define VLEN (2 * 32)
#define DEPTH 2
#define SWAP_INTO(dst, src, tmp) \
  do {                           \
    tmp = (src);                 \
    (dst) = tmp + 1;             \
  } while (0)
#define HALF(n) ((n) / 2)

static double f(int i, int j) { return (double)((i * 7 + j * 3) % 19) - 9.0; }

int main(void) {
  static double a[TOTAL], b[TOTAL], c[TOTAL], d[HALF(TOTAL)];
  int errors = 0;
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      AT(a, i, j) = f(i, j);

#pragma acc parallel loop copyin(a[0:IDX(NX, 0)]) copyout(b[0:TOTAL]) num_gangs(GANGS) vector_length(VLEN)
  for (int k = 0; k < TOTAL; ++k)
    b[k] = SQR(a[k]) + CLAMP(a[k], -2.0, 2.0);

#pragma acc parallel loop collapse(DEPTH) copyin(a[0:IDX(NX - 1, NY - 1) + 1]) copyout(c[0:IDX(NX, 0)])
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j) {
      int ip = MIN2(i + 1, NX - 1), jm = MAX2(j - 1, 0);
      AT(c, i, j) = AT(a, ip, j) - AT(a, i, jm);
    }

#pragma acc parallel loop copyin(a[HALF(TOTAL):HALF(TOTAL)]) copyout(d[0:HALF(TOTAL)])
  for (int k = 0; k < HALF(TOTAL); ++k) {
    double t;
    SWAP_INTO(d[k], a[k + HALF(TOTAL)] * 2.0, t);
  }

  for (int i = 0; i < NX && errors < 8; ++i)
    for (int j = 0; j < NY; ++j) {
      int k = i * NY + j;
      double x = a[k];
      double wb = x * x + (x < -2.0 ? -2.0 : (x > 2.0 ? 2.0 : x));
      int ip = i + 1 < NX ? i + 1 : NX - 1, jm = j > 0 ? j - 1 : 0;
      double wc = a[ip * NY + j] - a[i * NY + jm];
      if (b[k] != wb || c[k] != wc) {
        printf("(%d,%d): b %g/%g c %g/%g\n", i, j, b[k], wb, c[k], wc);
        ++errors;
      }
      if (k < TOTAL / 2 && d[k] != a[k + TOTAL / 2] * 2.0 + 1.0) {
        printf("d[%d]: %g\n", k, d[k]);
        ++errors;
      }
    }
  if (errors)
    printf("parallel-loop-macros: %d errors\n", errors);
  return errors != 0;
}
