/* Inner reductions on loops run sequentially: "parallel loop gang vector"
   over rows with an inner "loop seq reduction(op:temp)" (row sums and
   row maxima on int, a double dot product), and a "serial" region whose
   "loop seq" over rows holds an inner "loop seq reduction(+:temp)" and
   stores the sums; plus a "serial loop" with reduction(min:) and
   reduction(*:) on doubles. */
#include <math.h>
#include <stdio.h>

#define ROWS 100
#define COLS 50

int main(void) {
  static int a[ROWS][COLS];
  static double d[ROWS][COLS];
  int rsum[ROWS], rmax[ROWS], ssum[ROWS];
  double dot[ROWS];
  int errors = 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      a[i][j] = (i * j) % 17 - (i % 5);
      d[i][j] = 0.125 * ((i + j) % 9);
    }

#pragma acc parallel loop gang vector copyin(a, d) copyout(rsum, rmax, dot)
  for (int i = 0; i < ROWS; ++i) {
    int temp = 0;
    int big = -1000;
    double t = 0.0;
#pragma acc loop seq reduction(+:temp) reduction(max:big)
    for (int j = 0; j < COLS; ++j) {
      temp += a[i][j];
      if (a[i][j] > big)
        big = a[i][j];
    }
#pragma acc loop seq reduction(+:t)
    for (int j = 0; j < COLS; ++j)
      t += d[i][j] * d[i][j];
    rsum[i] = temp;
    rmax[i] = big;
    dot[i] = t;
  }

#pragma acc serial copyin(a) copyout(ssum)
  {
#pragma acc loop seq
    for (int i = 0; i < ROWS; ++i) {
      int temp = 0;
#pragma acc loop seq reduction(+:temp)
      for (int j = 0; j < COLS; ++j)
        temp += a[i][j] * (j + 1);
      ssum[i] = temp;
    }
  }

  double lo = 1e300, pr = 1.0;
#pragma acc serial loop reduction(min:lo) reduction(*:pr) copyin(d)
  for (int i = 0; i < ROWS; ++i) {
    double v = d[i][i % COLS] + 1.0;
    if (v < lo)
      lo = v;
    pr *= 1.0 + (v - 1.0) * 0.01;
  }

  double hlo = 1e300, hpr = 1.0;
  for (int i = 0; i < ROWS; ++i) {
    int s = 0, m = -1000, s2 = 0;
    double t = 0.0;
    for (int j = 0; j < COLS; ++j) {
      s += a[i][j];
      if (a[i][j] > m)
        m = a[i][j];
      s2 += a[i][j] * (j + 1);
      t += d[i][j] * d[i][j];
    }
    if (rsum[i] != s || rmax[i] != m || ssum[i] != s2 || dot[i] != t) {
      if (errors < 5)
        printf("row %d: %d/%d %d/%d %d/%d %g/%g\n", i, rsum[i], s, rmax[i], m,
               ssum[i], s2, dot[i], t);
      ++errors;
    }
    double v = d[i][i % COLS] + 1.0;
    if (v < hlo)
      hlo = v;
    hpr *= 1.0 + (v - 1.0) * 0.01;
  }
  if (lo != hlo || fabs(pr - hpr) > 1e-12 * fabs(hpr)) {
    printf("serial loop: min %g/%g prod %.17g/%.17g\n", lo, hlo, pr, hpr);
    ++errors;
  }
  if (errors)
    printf("parallel-loop-reduction-inner-seq: %d errors\n", errors);
  return errors != 0;
}
