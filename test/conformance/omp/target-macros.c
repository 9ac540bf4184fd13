/* Macros in offload code: function-like macros in target region bodies
 * (index linearisation, min/max, squares), in map array-section bounds
 * (map(to: a[0:SZ(n)]) and map(from: b[OFF(1):LEN(n)])), in clause
 * arguments (num_teams(NT), thread_limit(TL), collapse(DEPTH)), a macro that
 * expands to a whole directive through _Pragma, and a macro holding a
 * reduction operator expression. */
#include <stdio.h>

#define SZ(n) ((n) * 2)
#define OFF(k) ((k) * 8)
#define LEN(n) ((n) - 16)
#define IDX(i, j, w) ((i) * (w) + (j))
#define SQR(x) ((x) * (x))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define MIN2(a, b) ((a) < (b) ? (a) : (b))
#define NT 4
#define TL 64
#define DEPTH 2
#define OMP_OFFLOAD_FOR _Pragma("omp target teams distribute parallel for")
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD_MAP(dir, arr, len) PRAGMA(omp target teams distribute parallel for map(dir: arr[0:len]))

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static int a[4096], b[4096];
static double m[64 * 40];

int main(void) {
  int n = 1024;
  for (int i = 0; i < SZ(n); ++i) {
    a[i] = i - 700;
    b[i] = 0;
  }

  /* macros in section bounds and in the body */
#pragma omp target teams distribute parallel for map(to: a[0:SZ(n)]) map(from: b[0:SZ(n)]) num_teams(NT) thread_limit(TL)
  for (int i = 0; i < SZ(n); ++i)
    b[i] = MAX2(SQR(a[i]) - 1000, MIN2(a[i], 5));
  for (int i = 0; i < SZ(n); ++i) {
    int x = i - 700;
    int e = (x * x - 1000) > (x < 5 ? x : 5) ? (x * x - 1000) : (x < 5 ? x : 5);
    CHECK(b[i] == e);
  }

  /* section starting at a macro offset */
  for (int i = 0; i < SZ(n); ++i) b[i] = -1;
#pragma omp target teams distribute parallel for map(tofrom: b[OFF(1):LEN(n)])
  for (int i = OFF(1); i < OFF(1) + LEN(n); ++i)
    b[i] = SQR(i % 100);
  for (int i = 0; i < SZ(n); ++i)
    CHECK(b[i] == ((i >= 8 && i < 8 + n - 16) ? (i % 100) * (i % 100) : -1));

  /* collapse depth from a macro, 2-D indexing macro */
  int rows = 64, cols = 40;
#pragma omp target teams distribute parallel for collapse(DEPTH) map(from: m[0:rows * cols])
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      m[IDX(i, j, cols)] = SQR((double)i) + j;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      CHECK(m[IDX(i, j, cols)] == (double)i * i + j);

  /* whole directives from macros */
  OMP_OFFLOAD_FOR
  for (int i = 0; i < SZ(n); ++i)
    a[i] = IDX(i, 1, 3);
  for (int i = 0; i < SZ(n); ++i)
    CHECK(a[i] == 3 * i + 1);

  int *pa = a;
  OFFLOAD_MAP(tofrom, pa, SZ(n))
  for (int i = 0; i < SZ(n); ++i)
    pa[i] = SQR(pa[i] % 7);
  for (int i = 0; i < SZ(n); ++i)
    CHECK(a[i] == ((3 * i + 1) % 7) * ((3 * i + 1) % 7));

  /* a reduction whose body is a macro */
#define ACCUM(s, v) (s) += SQR(v)
  long sum = 0, ref = 0;
#pragma omp target teams distribute parallel for reduction(+: sum) map(to: a[0:SZ(n)])
  for (int i = 0; i < SZ(n); ++i)
    ACCUM(sum, (long)a[i]);
  for (int i = 0; i < SZ(n); ++i)
    ACCUM(ref, (long)a[i]);
  CHECK(sum == ref);

  return errors != 0;
}
