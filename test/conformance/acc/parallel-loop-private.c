/* private: "parallel loop private(tmp, buf)" with a scalar and a fixed-size
   array fully written before being read in each iteration; "parallel
   private(x)" on the compute construct with a gang loop writing x;
   "loop vector private(t)" on an inner loop of a gang loop; "kernels loop
   private(...)"; "serial private(...)"; and "loop private" of an array in
   a worker loop. The host copies keep their values (checked when _OPENACC
   is defined). */
#include <stdio.h>

#define N 2000
#define M 32

int main(void) {
  int tmp = -7;
  int buf[8];
  double x = 99.0;
  static int out1[N], out3[N];
  static double out2[N];
  int errors = 0;
  for (int k = 0; k < 8; ++k)
    buf[k] = -k;

#pragma acc parallel loop private(tmp, buf) copyout(out1[0:N])
  for (int i = 0; i < N; ++i) {
    for (int k = 0; k < 8; ++k)
      buf[k] = i + k;
    tmp = 0;
    for (int k = 0; k < 8; ++k)
      tmp += buf[k] * (k % 2 ? -1 : 1);
    out1[i] = tmp;
  }

#pragma acc parallel private(x) copyout(out2[0:N])
  {
#pragma acc loop gang vector private(x)
    for (int i = 0; i < N; ++i) {
      x = i * 0.5;
      out2[i] = x * x;
    }
  }

  static int grid[N / M][M];
#pragma acc parallel loop gang copyout(grid)
  for (int r = 0; r < N / M; ++r) {
    int t;
#pragma acc loop vector private(t)
    for (int c = 0; c < M; ++c) {
      t = r * c;
      grid[r][c] = t - c;
    }
  }

  int y = 3;
#pragma acc kernels loop independent private(y) copyout(out3[0:N])
  for (int i = 0; i < N; ++i) {
    y = i % 11;
    out3[i] = y * y;
  }

  int z = 5, result = 0;
#pragma acc serial private(z) copy(result)
  {
    z = 10;
    for (int k = 0; k < 4; ++k)
      result += z * k;
  }

  static int wsum[64];
#pragma acc parallel loop gang copyout(wsum)
  for (int g = 0; g < 64; ++g) {
    int part[4];
    int total = 0;
#pragma acc loop worker private(part) reduction(+:total)
    for (int w = 0; w < 16; ++w) {
      for (int k = 0; k < 4; ++k)
        part[k] = g + w + k;
      total += part[0] + part[3];
    }
    wsum[g] = total;
  }

#ifdef _OPENACC
  /* with the directives ignored the loops use the host variables */
  if (tmp != -7 || x != 99.0 || y != 3 || z != 5 || buf[3] != -3) {
    printf("host copies changed: %d %g %d %d %d\n", tmp, x, y, z, buf[3]);
    ++errors;
  }
#endif
  for (int i = 0; i < N; ++i) {
    if (out1[i] != -4 || out2[i] != (i * 0.5) * (i * 0.5) || out3[i] != (i % 11) * (i % 11)) {
      if (errors < 5)
        printf("%d: %d %g %d\n", i, out1[i], out2[i], out3[i]);
      ++errors;
    }
  }
  for (int r = 0; r < N / M; ++r)
    for (int c = 0; c < M; ++c)
      if (grid[r][c] != r * c - c) {
        ++errors;
      }
  if (result != 60) {
    printf("result %d\n", result);
    ++errors;
  }
  for (int g = 0; g < 64; ++g) {
    int want = 0;
    for (int w = 0; w < 16; ++w)
      want += 2 * (g + w) + 3;
    if (wsum[g] != want) {
      if (errors < 8)
        printf("wsum[%d] %d want %d\n", g, wsum[g], want);
      ++errors;
    }
  }
  if (errors)
    printf("parallel-loop-private: %d errors\n", errors);
  return errors != 0;
}
