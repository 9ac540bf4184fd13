/* A target region inside the body of target data use_device_ptr /
 * use_device_addr: the list item names the device address there, and a
 * target construct in the body takes it through is_device_ptr (a common way
 * to launch on data mapped outside, e.g. before calling a library), with
 * the data mapped by the same or an enclosing target data; and the
 * OpenMP 5.1 form, use_device_addr(w) with a target has_device_addr(w). */
#include <stdio.h>
#include <stdlib.h>

#define N 1024

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

int main(void) {
  float *x = (float *)malloc(N * sizeof(float));
  for (int i = 0; i < N; ++i) x[i] = (float)i;

#pragma omp target data map(tofrom: x[0:N])
  {
#pragma omp target data use_device_ptr(x)
    {
#pragma omp target teams distribute parallel for is_device_ptr(x)
      for (int i = 0; i < N; ++i)
        x[i] = x[i] * 3.0f;
    }
  }
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 3.0f * i);

  static int v[N];
  for (int i = 0; i < N; ++i) v[i] = i;
#pragma omp target data map(tofrom: v) use_device_addr(v)
  {
    int *dv = &v[0];
#pragma omp target teams distribute parallel for is_device_ptr(dv)
    for (int i = 0; i < N; ++i)
      dv[i] = -dv[i];
  }
  for (int i = 0; i < N; ++i)
    CHECK(v[i] == -i);

  /* the OpenMP 5.1 pattern: use_device_addr, then has_device_addr */
  static double w[N];
  for (int i = 0; i < N; ++i) w[i] = i;
#pragma omp target data map(tofrom: w) use_device_addr(w)
  {
#pragma omp target teams distribute parallel for has_device_addr(w)
    for (int i = 0; i < N; ++i)
      w[i] = w[i] * 0.5;
  }
  for (int i = 0; i < N; ++i)
    CHECK(w[i] == 0.5 * i);

  free(x);
  return errors != 0;
}
