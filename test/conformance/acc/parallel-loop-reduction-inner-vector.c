/* Inner-loop vector reductions on int for every OpenACC reduction operator
   (+ * max min & | ^ && ||): a "parallel loop gang" whose body declares a
   scalar temp, reduces a matrix row into it with an inner
   "loop vector reduction(op:temp)", and stores temp into an array element.
   Also a gang loop running several inner reductions one after another with
   code between them. */
#include <stdio.h>

#define ROWS 160
#define COLS 96

static int a[ROWS * COLS];
static int p[ROWS * COLS];
static int bits[ROWS * COLS];
static int flags[ROWS * COLS];

static int errors = 0;

static void expect(const char *what, int row, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      printf("%s row %d: got %lld want %lld\n", what, row, got, want);
    ++errors;
  }
}

int main(void) {
  int sum[ROWS], prod[ROWS], mx[ROWS], mn[ROWS];
  int band[ROWS], bor[ROWS], bxor[ROWS], land[ROWS], lor[ROWS];

  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      int k = i * COLS + j;
      a[k] = (i * 37 + j * 11) % 101 - 50;
      /* at most a few factors of 2 and -1 per row: no overflow */
      p[k] = (j % 24 == i % 24) ? 2 : (((i + j) % 31 == 0) ? -1 : 1);
      bits[k] = ~(1 << ((i + j) % 29)) ^ ((j == i % COLS) ? (1 << 30) : 0);
      /* && over a row is false for rows with i % 5 == 0; || is true for
         rows with i % 3 == 0 */
      flags[k] = (i % 5 == 0 && j == (i * 7) % COLS) ? 0 : 1 + (j & 3);
    }

#pragma acc parallel loop gang copyin(a[0:ROWS*COLS]) copyout(sum[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    int temp = 0;
#pragma acc loop vector reduction(+:temp)
    for (int j = 0; j < COLS; ++j)
      temp += a[i * COLS + j];
    sum[i] = temp;
  }

#pragma acc parallel loop gang copyin(p[0:ROWS*COLS]) copyout(prod[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    int temp = 1;
#pragma acc loop vector reduction(*:temp)
    for (int j = 0; j < COLS; ++j)
      temp *= p[i * COLS + j];
    prod[i] = temp;
  }

#pragma acc parallel loop gang copyin(a[0:ROWS*COLS]) copyout(mx[0:ROWS], mn[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    int tmax = -1000000;
    int tmin = 1000000;
#pragma acc loop vector reduction(max:tmax)
    for (int j = 0; j < COLS; ++j)
      tmax = a[i * COLS + j] > tmax ? a[i * COLS + j] : tmax;
    mx[i] = tmax;
#pragma acc loop vector reduction(min:tmin)
    for (int j = 0; j < COLS; ++j)
      tmin = a[i * COLS + j] < tmin ? a[i * COLS + j] : tmin;
    mn[i] = tmin;
  }

  /* three reductions in one gang body, code between them */
#pragma acc parallel loop gang copyin(bits[0:ROWS*COLS]) \
    copyout(band[0:ROWS], bor[0:ROWS], bxor[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    int t_and = ~0;
#pragma acc loop vector reduction(&:t_and)
    for (int j = 0; j < COLS; ++j)
      t_and &= bits[i * COLS + j];
    band[i] = t_and;
    int t_or = 0;
#pragma acc loop vector reduction(|:t_or)
    for (int j = 0; j < COLS; ++j)
      t_or |= 1 << ((bits[i * COLS + j] & 0x7) + (j % 8) * 3);
    bor[i] = t_or;
    int t_xor = i;
#pragma acc loop vector reduction(^:t_xor)
    for (int j = 0; j < COLS; ++j)
      t_xor ^= bits[i * COLS + j] * (j + 1);
    bxor[i] = t_xor;
  }

#pragma acc parallel loop gang copyin(flags[0:ROWS*COLS]) copyout(land[0:ROWS], lor[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    int t_land = 1;
    int t_lor = 0;
#pragma acc loop vector reduction(&&:t_land)
    for (int j = 0; j < COLS; ++j)
      t_land = t_land && flags[i * COLS + j];
#pragma acc loop vector reduction(||:t_lor)
    for (int j = 0; j < COLS; ++j)
      t_lor = t_lor || (i % 3 == 0 && flags[i * COLS + j] == 4);
    land[i] = t_land;
    lor[i] = t_lor;
  }

  for (int i = 0; i < ROWS; ++i) {
    int s = 0, pr = 1, hi = -1000000, lo = 1000000, an = ~0, o = 0, xo = i;
    int la = 1, lr = 0;
    for (int j = 0; j < COLS; ++j) {
      int k = i * COLS + j;
      s += a[k];
      pr *= p[k];
      hi = a[k] > hi ? a[k] : hi;
      lo = a[k] < lo ? a[k] : lo;
      an &= bits[k];
      o |= 1 << ((bits[k] & 0x7) + (j % 8) * 3);
      xo ^= bits[k] * (j + 1);
      la = la && flags[k];
      lr = lr || (i % 3 == 0 && flags[k] == 4);
    }
    expect("sum", i, sum[i], s);
    expect("prod", i, prod[i], pr);
    expect("max", i, mx[i], hi);
    expect("min", i, mn[i], lo);
    expect("and", i, band[i], an);
    expect("or", i, bor[i], o);
    expect("xor", i, bxor[i], xo);
    expect("land", i, land[i], la);
    expect("lor", i, lor[i], lr);
  }
  if (errors)
    printf("parallel-loop-reduction-inner-vector: %d errors\n", errors);
  return errors != 0;
}
