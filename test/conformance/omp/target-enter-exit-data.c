/* Unstructured data mapping: target enter data with map(to:) and
 * map(alloc:), target exit data with map(from:), map(release:) and
 * map(delete:); reference counting across two enter data (the data stays
 * present until the last release); enter/exit data spread over functions;
 * the if, device, nowait and depend clauses on enter/exit data (with a
 * taskwait); and omp_target_is_present after enter data. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 3000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static void create_on_device(double *p, int n) {
#pragma omp target enter data map(to: p[0:n])
}

static void scale_on_device(double *p, int n, double s) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    p[i] *= s;
}

static void copy_back_and_delete(double *p, int n) {
#pragma omp target exit data map(from: p[0:n])
}

int main(void) {
  int dev = omp_get_default_device();
  double *x = (double *)malloc(N * sizeof(double));
  int *w = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i) {
    x[i] = i;
    w[i] = 0;
  }

  /* enter/exit across functions; pointers found present implicitly */
  create_on_device(x, N);
  CHECK(omp_target_is_present(x, dev));
  scale_on_device(x, N, 2.0);
  scale_on_device(x, N, 1.5);
  copy_back_and_delete(x, N);
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 3.0 * i);
  CHECK(!omp_target_is_present(x, dev) || dev == omp_get_initial_device());

  /* alloc + from: device-initialised data */
#pragma omp target enter data map(alloc: w[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    w[i] = i % 7;
#pragma omp target exit data map(from: w[0:N])
  for (int i = 0; i < N; ++i)
    CHECK(w[i] == i % 7);

  /* reference counting: two enters, a release keeps the data present */
  for (int i = 0; i < N; ++i) x[i] = 1.0;
#pragma omp target enter data map(to: x[0:N])
#pragma omp target enter data map(to: x[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    x[i] += 1.0;
#pragma omp target exit data map(release: x[0:N])
  CHECK(omp_target_is_present(x, dev));
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    x[i] *= 5.0;
#pragma omp target exit data map(from: x[0:N])
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 10.0);

  /* delete: discards the device copy regardless of the count */
  for (int i = 0; i < N; ++i) w[i] = i;
#pragma omp target enter data map(to: w[0:N])
#pragma omp target enter data map(to: w[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    w[i] = w[i] * 2;
#pragma omp target update from(w[0:N])
#pragma omp target exit data map(delete: w[0:N])
  CHECK(!omp_target_is_present(w, dev) || dev == omp_get_initial_device());
  for (int i = 0; i < N; ++i)
    CHECK(w[i] == 2 * i);

  /* if and device clauses */
  int big = N > 100;
  for (int i = 0; i < N; ++i) x[i] = i;
#pragma omp target enter data map(to: x[0:N]) if(big) device(dev)
#pragma omp target teams distribute parallel for if(big) device(dev)
  for (int i = 0; i < N; ++i)
    x[i] = x[i] + 0.5;
#pragma omp target exit data map(from: x[0:N]) if(big) device(dev)
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == i + 0.5);

  /* if(false) on enter/exit data: the region's own map does the work */
  int never = 0;
  for (int i = 0; i < N; ++i) w[i] = 1;
#pragma omp target enter data map(to: w[0:N]) if(never)
#pragma omp target teams distribute parallel for map(tofrom: w[0:N])
  for (int i = 0; i < N; ++i)
    w[i] += 2;
#pragma omp target exit data map(from: w[0:N]) if(never)
  for (int i = 0; i < N; ++i)
    CHECK(w[i] == 3);

  /* nowait + depend on enter/exit data, ordered with a kernel */
  for (int i = 0; i < N; ++i) x[i] = 2.0 * i;
#pragma omp target enter data map(to: x[0:N]) nowait depend(out: x[0])
#pragma omp target teams distribute parallel for nowait depend(inout: x[0])
  for (int i = 0; i < N; ++i)
    x[i] = x[i] + 1.0;
#pragma omp target exit data map(from: x[0:N]) nowait depend(in: x[0])
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 2.0 * i + 1.0);

  free(x);
  free(w);
  return errors != 0;
}
