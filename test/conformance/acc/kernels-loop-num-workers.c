/* "kernels loop" with num_gangs, num_workers(16) and vector_length on the
   construct, a worker loop and a vector loop nested in the gang loop (a
   stencil over a 2-D grid and a row-normalisation with an inner vector
   reduction), and a "kernels" region holding two such nests with
   different loop levels. */
#include <math.h>
#include <stdio.h>

#define NX 64
#define NY 96

int main(void) {
  static double u[NX][NY], v[NX][NY], w[NX][NY];
  int errors = 0;
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      u[i][j] = sin(0.1 * i) + cos(0.05 * j);

#pragma acc kernels loop gang num_gangs(32) num_workers(16) vector_length(32) copyin(u) copyout(v)
  for (int i = 0; i < NX; ++i) {
#pragma acc loop worker
    for (int j = 0; j < NY; ++j) {
      double s = u[i][j];
      if (i > 0) s += u[i - 1][j];
      if (i < NX - 1) s += u[i + 1][j];
      if (j > 0) s += u[i][j - 1];
      if (j < NY - 1) s += u[i][j + 1];
      v[i][j] = 0.2 * s;
    }
  }

#pragma acc kernels num_workers(16) vector_length(64) copyin(u) copyout(w)
  {
#pragma acc loop gang
    for (int i = 0; i < NX; ++i) {
      double norm = 0.0;
#pragma acc loop vector reduction(+:norm)
      for (int j = 0; j < NY; ++j)
        norm += u[i][j] * u[i][j];
      norm = sqrt(norm);
#pragma acc loop vector
      for (int j = 0; j < NY; ++j)
        w[i][j] = u[i][j] / norm;
    }
#pragma acc loop gang worker
    for (int i = 0; i < NX; ++i)
#pragma acc loop vector
      for (int j = 0; j < NY; ++j)
        w[i][j] *= 2.0;
  }

  for (int i = 0; i < NX; ++i) {
    double norm = 0.0;
    for (int j = 0; j < NY; ++j)
      norm += u[i][j] * u[i][j];
    norm = sqrt(norm);
    for (int j = 0; j < NY; ++j) {
      double s = u[i][j];
      if (i > 0) s += u[i - 1][j];
      if (i < NX - 1) s += u[i + 1][j];
      if (j > 0) s += u[i][j - 1];
      if (j < NY - 1) s += u[i][j + 1];
      if (fabs(v[i][j] - 0.2 * s) > 1e-12 || fabs(w[i][j] - 2.0 * u[i][j] / norm) > 1e-12) {
        if (errors < 5)
          printf("(%d,%d): %g %g\n", i, j, v[i][j], w[i][j]);
        ++errors;
      }
    }
  }
  if (errors)
    printf("kernels-loop-num-workers: %d errors\n", errors);
  return errors != 0;
}
