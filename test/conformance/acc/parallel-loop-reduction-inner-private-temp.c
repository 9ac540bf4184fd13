/* Matrix-vector products whose inner "loop vector reduction(+:temp)"
   reduces a scalar declared before the gang loop (as older codes do) and
   made private to each gang with private(temp): on the combined
   "parallel loop gang private(temp)" and on "loop gang private(temp)"
   inside a "parallel" region. The result is stored per row. */
#include <stdio.h>

#define ROWS 128
#define COLS 80

int main(void) {
  static double m[ROWS * COLS];
  double x[COLS], y1[ROWS], y2[ROWS];
  int errors = 0;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      m[i * COLS + j] = (double)((i + 2 * j) % 13) - 6.0;
  for (int j = 0; j < COLS; ++j)
    x[j] = 0.5 * (j % 9);

  double temp;
#pragma acc parallel loop gang private(temp) copyin(m[0:ROWS*COLS], x[0:COLS]) copyout(y1[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    temp = 0.0;
#pragma acc loop vector reduction(+:temp)
    for (int j = 0; j < COLS; ++j)
      temp += m[i * COLS + j] * x[j];
    y1[i] = temp;
  }

#pragma acc parallel copyin(m[0:ROWS*COLS], x[0:COLS]) copyout(y2[0:ROWS])
  {
#pragma acc loop gang private(temp)
    for (int i = 0; i < ROWS; ++i) {
      temp = 1.0;
#pragma acc loop vector reduction(+:temp)
      for (int j = 0; j < COLS; ++j)
        temp += m[i * COLS + j] * x[j];
      y2[i] = temp;
    }
  }

  for (int i = 0; i < ROWS; ++i) {
    double r = 0.0;
    for (int j = 0; j < COLS; ++j)
      r += m[i * COLS + j] * x[j];
    if (y1[i] != r || y2[i] != r + 1.0) {
      if (errors < 5)
        printf("row %d: %g %g want %g\n", i, y1[i], y2[i], r);
      ++errors;
    }
  }
  if (errors)
    printf("parallel-loop-reduction-inner-private-temp: %d errors\n", errors);
  return errors != 0;
}
