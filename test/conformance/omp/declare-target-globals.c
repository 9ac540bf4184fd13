/* declare target: functions declared with declare target ... end declare
 * target and called from target regions (including a function calling
 * another one and a recursive-free helper using a global table); global
 * variables with declare target to/enter (a device copy kept coherent by
 * target update), a global array written on the device and read back with
 * target update from, and a declare target link array mapped explicitly. */
#include <stdio.h>

#define N 1000
#define TBL 16

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

#pragma omp declare target
int table[TBL];
double coeff = 2.5;
static int square(int x) { return x * x; }
int poly(int x) { return square(x) + table[x % TBL]; }
#pragma omp end declare target

int counter_dev[N];
#pragma omp declare target to(counter_dev)

double big[N];
#pragma omp declare target link(big)

#pragma omp declare target
double scaled(double v) { return v * coeff; }
#pragma omp end declare target

int main(void) {
  int out[N];
  double dout[N];
  for (int i = 0; i < TBL; ++i) table[i] = 100 * i;
#pragma omp target update to(table)

  /* declare target functions reading a declare target global */
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = poly(i);
  for (int i = 0; i < N; ++i)
    CHECK(out[i] == i * i + 100 * (i % TBL));

  /* a scalar global updated on the host and pushed with target update */
  coeff = 4.0;
#pragma omp target update to(coeff)
#pragma omp target teams distribute parallel for map(from: dout)
  for (int i = 0; i < N; ++i)
    dout[i] = scaled((double)i);
  for (int i = 0; i < N; ++i)
    CHECK(dout[i] == 4.0 * i);

  /* a global array written on the device, read back with update from */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    counter_dev[i] = 3 * i + 1;
#pragma omp target update from(counter_dev)
  for (int i = 0; i < N; ++i)
    CHECK(counter_dev[i] == 3 * i + 1);

  /* a bare target modifying a global scalar */
#pragma omp target
  coeff = coeff + 1.0;
#pragma omp target update from(coeff)
  CHECK(coeff == 5.0);

  /* declare target link: mapped explicitly where used */
  for (int i = 0; i < N; ++i) big[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: big)
  for (int i = 0; i < N; ++i)
    big[i] = big[i] * 2.0 + 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(big[i] == 2.0 * i + 1.0);

  return errors != 0;
}
