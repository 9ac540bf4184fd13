/* The if and device clauses on target constructs: if(cond) and
 * if(target: cond) true and false (false runs the region on the host, where
 * omp_is_initial_device() is true), if(target:) together with
 * if(parallel:) on target parallel for, if on target data; and device(n)
 * with n = 0, n = omp_get_default_device() and n held in a variable, on
 * target, target data, target teams distribute parallel for and target
 * update. Results must be the same whichever device runs the region. */
#include <stdio.h>
#include <omp.h>

#define N 5000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static int a[N], b[N];

int main(void) {
  int ndev = omp_get_num_devices();
  int dev = omp_get_default_device();
  CHECK(ndev >= 0);
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
  }

  /* if(false): runs on the host */
  int on_host = -1;
  int off = 0, on = 1;
#pragma omp target if(off) map(from: on_host)
  on_host = omp_is_initial_device();
  CHECK(on_host == 1);

  /* if(target: true): an offload region; on the host only with no device */
  int initial = -1;
#pragma omp target if(target: on) map(from: initial)
  initial = omp_is_initial_device();
  CHECK(initial == 0 || initial == 1);
  CHECK(initial == 1 || ndev > 0);

  /* if on a combined construct, both values */
  for (int pass = 0; pass < 2; ++pass) {
#pragma omp target teams distribute parallel for if(target: pass == 1) map(to: a) map(from: b)
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * (pass + 2);
    for (int i = 0; i < N; ++i)
      CHECK(b[i] == i * (pass + 2));
  }

  /* if(target:) and if(parallel:) on target parallel for */
  long sum = 0;
#pragma omp target parallel for if(target: N > 100) if(parallel: N > 1000000) reduction(+: sum) map(to: a)
  for (int i = 0; i < N; ++i)
    sum += a[i];
  CHECK(sum == (long)N * (N - 1) / 2);
  sum = 0;
#pragma omp target parallel for if(target: off) if(parallel: on) reduction(+: sum) map(to: a)
  for (int i = 0; i < N; ++i)
    sum += 2 * a[i];
  CHECK(sum == (long)N * (N - 1));

  /* device(0), device(omp_get_default_device()), device(variable) */
#pragma omp target teams distribute parallel for device(0) map(tofrom: b)
  for (int i = 0; i < N; ++i)
    b[i] = 1;
#pragma omp target teams distribute parallel for device(omp_get_default_device()) map(tofrom: b)
  for (int i = 0; i < N; ++i)
    b[i] += 2;
#pragma omp target teams distribute parallel for device(dev) map(tofrom: b)
  for (int i = 0; i < N; ++i)
    b[i] += 4;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 7);

  /* device and if on target data, target and target update */
#pragma omp target data map(tofrom: b) device(dev) if(on)
  {
#pragma omp target device(dev) map(tofrom: b)
    {
      for (int i = 0; i < N; i += 2)
        b[i] = -b[i];
    }
#pragma omp target update from(b) device(dev) if(target update: on)
    for (int i = 0; i < N; ++i)
      CHECK(b[i] == ((i % 2 == 0) ? -7 : 7));
  }

  /* target data with if(false): the inner construct maps for itself */
#pragma omp target data map(to: a) if(off)
  {
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 3;
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i + 3);

  return errors != 0;
}
