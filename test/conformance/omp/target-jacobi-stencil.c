/* A realistic stencil: Jacobi iterations on a 2-D grid inside a target data
 * region, each sweep a target teams distribute parallel for collapse(2)
 * with reduction(max: err) over the update, a copy-back kernel, a
 * convergence test on the host every iteration, a target update from() of
 * one row for monitoring, and pointer swapping of two mapped buffers; the
 * device result must equal a host computation of the same sweeps. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 130
#define NY 96
#define ITERS 40

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static void init(double *u) {
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      u[i * NY + j] = (i == 0) ? 100.0 : ((j == 0) ? 50.0 : 0.0);
}

static double host_sweeps(double *u, double *v, int iters) {
  double err = 0.0;
  for (int it = 0; it < iters; ++it) {
    err = 0.0;
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j) {
        v[i * NY + j] = 0.25 * (u[(i - 1) * NY + j] + u[(i + 1) * NY + j] +
                                u[i * NY + j - 1] + u[i * NY + j + 1]);
        err = fmax(err, fabs(v[i * NY + j] - u[i * NY + j]));
      }
    double *t = u;
    u = v;
    v = t;
  }
  return err;
}

int main(void) {
  double *u = (double *)malloc(NX * NY * sizeof(double));
  double *v = (double *)malloc(NX * NY * sizeof(double));
  double *ru = (double *)malloc(NX * NY * sizeof(double));
  double *rv = (double *)malloc(NX * NY * sizeof(double));
  init(u);
  init(v);
  init(ru);
  init(rv);
  double rerr = host_sweeps(ru, rv, ITERS);
  double *rfinal = (ITERS % 2 == 0) ? ru : rv;

  double err = 0.0;
  double row[NY];
  double *a = u, *b = v;
#pragma omp target data map(tofrom: u[0:NX * NY], v[0:NX * NY])
  {
    for (int it = 0; it < ITERS; ++it) {
      err = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: err)
      for (int i = 1; i < NX - 1; ++i)
        for (int j = 1; j < NY - 1; ++j) {
          b[i * NY + j] = 0.25 * (a[(i - 1) * NY + j] + a[(i + 1) * NY + j] +
                                  a[i * NY + j - 1] + a[i * NY + j + 1]);
          err = fmax(err, fabs(b[i * NY + j] - a[i * NY + j]));
        }
      double *t = a;
      a = b;
      b = t;
      if (it == ITERS / 2) {
#pragma omp target update from(a[NY:NY])
        for (int j = 0; j < NY; ++j) row[j] = a[NY + j];
      }
    }
  }
  CHECK(fabs(err - rerr) <= 1e-9);
  for (int k = 0; k < NX * NY; ++k)
    CHECK(fabs(a[k] - rfinal[k]) <= 1e-9);
  CHECK(row[0] == 50.0);
  CHECK(row[1] > 0.0);

  free(u);
  free(v);
  free(ru);
  free(rv);
  return errors != 0;
}
