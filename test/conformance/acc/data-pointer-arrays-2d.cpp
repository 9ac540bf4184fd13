// Two-dimensional data through an array of row pointers (double **), as
// C and C++ codes often allocate it: sections a[0:R][0:C] (OpenACC 3.3
// 2.7.1, non-contiguous "jagged" data: the rows are copied and the
// pointer array is attached to them) in copyin/copyout on a collapsed
// "parallel loop", and copy/present on a "data" region around a
// gang/vector nest.
#include <cstdio>

static const int R = 60, C = 70;

int main() {
  int errors = 0;
  double **a = new double *[R];
  for (int i = 0; i < R; ++i) {
    a[i] = new double[C];
    for (int j = 0; j < C; ++j)
      a[i][j] = i + 0.01 * j;
  }
  double **b = new double *[R];
  for (int i = 0; i < R; ++i)
    b[i] = new double[C];

#pragma acc parallel loop collapse(2) copyin(a[0:R][0:C]) copyout(b[0:R][0:C])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      b[i][j] = 2.0 * a[i][j];

#pragma acc data copy(b[0:R][0:C])
  {
#pragma acc parallel loop gang present(b[0:R][0:C])
    for (int i = 0; i < R; ++i) {
#pragma acc loop vector
      for (int j = 0; j < C; ++j)
        b[i][j] += i;
    }
  }

  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      if (b[i][j] != 2.0 * (i + 0.01 * j) + i) {
        if (errors < 5)
          std::printf("b[%d][%d] %g\n", i, j, b[i][j]);
        ++errors;
      }

  for (int i = 0; i < R; ++i) {
    delete[] a[i];
    delete[] b[i];
  }
  delete[] a;
  delete[] b;
  if (errors)
    std::printf("data-pointer-arrays-2d: %d errors\n", errors);
  return errors != 0;
}
