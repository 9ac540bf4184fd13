/* target update to() and from() inside a target data region and after
 * target enter data: whole arrays, array sections (partial updates of a
 * sub-range), scalars, several list items in one clause; the if clause
 * (true and false), device(0), and nowait + depend followed by taskwait. */
#include <stdio.h>

#define N 2000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static double a[N], b[N];
static int cnt[16];

int main(void) {
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0.0;
  }

#pragma omp target data map(tofrom: a, b)
  {
    /* host changes a, pushes it, device computes b, host pulls b */
    for (int i = 0; i < N; ++i) a[i] = 2.0 * i;
#pragma omp target update to(a)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1.0;
#pragma omp target update from(b)
    for (int i = 0; i < N; ++i)
      CHECK(b[i] == 2.0 * i + 1.0);

    /* partial update of a sub-range; only the updated parts of b are read */
    for (int i = 100; i < 200; ++i) a[i] = -1.0;
#pragma omp target update to(a[100:100])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * 3.0;
#pragma omp target update from(b[150:50])
#pragma omp target update from(b[0:10])
    for (int i = 0; i < 10; ++i)
      CHECK(b[i] == 6.0 * i);
    for (int i = 150; i < 200; ++i)
      CHECK(b[i] == -3.0);

    /* the if clause, false and true, and device(0) */
    int yes = 1, no = 0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      b[i] = 7.0;
#pragma omp target update from(b) if(no)
#pragma omp target update from(b) if(yes) device(0)
    for (int i = 0; i < N; ++i)
      CHECK(b[i] == 7.0);

    /* several list items in one clause */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i) {
      a[i] = i + 0.5;
      b[i] = i - 0.5;
    }
#pragma omp target update from(a, b)
    for (int i = 0; i < N; ++i)
      CHECK(a[i] == i + 0.5 && b[i] == i - 0.5);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      a[i] = (i == 150) ? -1.0 : 2.0 * i;
  }
  /* the data region copies back a and b at its end */
  CHECK(a[150] == -1.0 && a[5] == 10.0);

  /* enter data + update of a scalar array and from with nowait/depend */
  for (int i = 0; i < 16; ++i) cnt[i] = i;
#pragma omp target enter data map(to: cnt)
  for (int i = 0; i < 16; ++i) cnt[i] = 100 + i;
#pragma omp target update to(cnt) nowait depend(out: cnt)
#pragma omp target teams distribute parallel for nowait depend(inout: cnt)
  for (int i = 0; i < 16; ++i)
    cnt[i] *= 2;
#pragma omp target update from(cnt) nowait depend(in: cnt)
#pragma omp taskwait
  for (int i = 0; i < 16; ++i)
    CHECK(cnt[i] == 2 * (100 + i));
#pragma omp target exit data map(delete: cnt)

  /* an update of a scalar variable present by enter data */
  int s = 5;
#pragma omp target enter data map(to: s)
#pragma omp target map(tofrom: s)
  s += 10;
#pragma omp target update from(s)
  CHECK(s == 15);
  s = 40;
#pragma omp target update to(s)
#pragma omp target map(tofrom: s)
  s += 2;
#pragma omp target exit data map(from: s)
  CHECK(s == 42);

  return errors != 0;
}
