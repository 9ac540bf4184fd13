/* Map types on target constructs: map(to:) inputs, map(from:) outputs,
 * map(tofrom:) read-modify-write, map(alloc:) device scratch written and read
 * within one region, whole fixed-size arrays, pointer sections with and
 * without a lower bound, a partial section a[lo:len], a struct's scalar
 * member, and bare target regions (one device thread) that compute a value
 * into a mapped scalar (map(tofrom:) and map(from:)). */
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

struct Params { int scale; int offset; };

int main(void) {
  int a[N], b[N], c[N];
  double *x = (double *)malloc(N * sizeof(double));
  double *y = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2 * i + 1;
    c[i] = -1;
    x[i] = i * 0.5;
    y[i] = -1.0;
  }

  /* to + from on whole arrays, bare target: one thread runs the loop */
#pragma omp target map(to: a, b) map(from: c)
  for (int i = 0; i < N; ++i)
    c[i] = a[i] + b[i];
  for (int i = 0; i < N; ++i)
    CHECK(c[i] == 3 * i + 1);

  /* to/from on pointer sections, one without lower bound */
#pragma omp target teams distribute parallel for map(to: x[0:N]) map(from: y[:N])
  for (int i = 0; i < N; ++i)
    y[i] = 2.0 * x[i] + 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(y[i] == i + 1.0);

  /* tofrom: read-modify-write */
#pragma omp target teams distribute parallel for map(tofrom: x[0:N])
  for (int i = 0; i < N; ++i)
    x[i] = x[i] * 4.0;
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 2.0 * i);

  /* alloc: device-only scratch */
  int *tmp = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; ++i) tmp[i] = 12345;
#pragma omp target teams distribute parallel for map(alloc: tmp[0:N]) map(to: a[0:N]) map(from: c[0:N])
  for (int i = 0; i < N; ++i) {
    tmp[i] = a[i] * 3;
    c[i] = tmp[i] + 1;
  }
  for (int i = 0; i < N; ++i)
    CHECK(c[i] == 3 * i + 1);

  /* partial section: only b[100..299] is mapped and touched */
#pragma omp target teams distribute parallel for map(tofrom: b[100:200])
  for (int i = 100; i < 300; ++i)
    b[i] *= 2;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == ((i >= 100 && i < 300) ? 2 * (2 * i + 1) : 2 * i + 1));

  /* bare target computing a sum into a mapped scalar */
  long sum = 7;
#pragma omp target map(to: a[0:N]) map(tofrom: sum)
  {
    for (int i = 0; i < N; ++i)
      sum += a[i];
  }
  CHECK(sum == 7 + (long)N * (N - 1) / 2);

  /* bare target writing a from-mapped scalar */
  int flag = 0;
  double first = 0.0;
#pragma omp target map(from: flag, first) map(to: x[0:1])
  {
    flag = 42;
    first = x[0] + 0.25;
  }
  CHECK(flag == 42);
  CHECK(first == 0.25);

  /* scalar struct members */
  struct Params p;
  p.scale = 3;
  p.offset = 5;
#pragma omp target teams distribute parallel for map(to: p.scale, p.offset) map(from: c[0:N]) map(to: a[0:N])
  for (int i = 0; i < N; ++i)
    c[i] = a[i] * p.scale + p.offset;
  for (int i = 0; i < N; ++i)
    CHECK(c[i] == 3 * i + 5);

  free(tmp);
  free(x);
  free(y);
  return errors != 0;
}
