/* device(omp_get_initial_device()) on target constructs (OpenMP 5.0+: the
 * initial device number is a conforming device number): the region runs on
 * the host, so omp_is_initial_device() is true there and host memory is
 * used directly; a combined construct with that device clause computes the
 * same result as one on the default device. */
#include <stdio.h>
#include <omp.h>

#define N 1024

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

int main(void) {
  int host = omp_get_initial_device();
  int a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = 3 * i;
    b[i] = 0;
  }

  int where = -1;
#pragma omp target device(omp_get_initial_device()) map(from: where)
  where = omp_is_initial_device();
  CHECK(where == 1);

#pragma omp target teams distribute parallel for device(host) map(to: a) map(from: b)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + 1;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 3 * i + 1);

  long sum = 0;
#pragma omp target teams distribute parallel for device(host) map(to: a) reduction(+: sum)
  for (int i = 0; i < N; ++i)
    sum += a[i];
  CHECK(sum == 3L * N * (N - 1) / 2);

  return errors != 0;
}
