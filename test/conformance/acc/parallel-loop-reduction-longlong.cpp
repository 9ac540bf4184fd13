// Reductions on long long: + * max min & | ^ on the outer "parallel loop"
// (gang vector) and on an inner "loop vector" / "loop worker" whose
// reduction variable is declared in the gang loop body and stored into an
// array element afterwards. Values exceed 32 bits, so any narrowing shows.
#include <cstdio>

static const int N = 4096;
static const int ROWS = 64, COLS = 64;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s %d: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static long long v[N];
  for (int i = 0; i < N; ++i)
    v[i] = (long long)(i % 97) * 3000000001LL - 100000000000LL + (i / 3);

  long long sum = 0, prod = 1, hi = -(1LL << 62), lo = 1LL << 62;
  long long band = -1, bor = 0, bxor = 0;
#pragma acc parallel loop gang vector copyin(v[0:N]) reduction(+:sum) reduction(max:hi) \
    reduction(min:lo) reduction(&:band) reduction(|:bor) reduction(^:bxor)
  for (int i = 0; i < N; ++i) {
    sum += v[i];
    hi = v[i] > hi ? v[i] : hi;
    lo = v[i] < lo ? v[i] : lo;
    band &= v[i] | 0x10;
    bor |= (v[i] & 0xff) << (i % 40);
    bxor ^= v[i];
  }
#pragma acc parallel loop reduction(*:prod)
  for (int i = 0; i < 60; ++i)
    prod *= (i % 20 == 0) ? -2 : ((i % 3 == 0) ? 2 : 1);

  long long rsum[ROWS], rmax[ROWS], rmin[ROWS], rxor[ROWS], rprod[ROWS];
#pragma acc parallel loop gang copyin(v[0:N]) copyout(rsum[0:ROWS], rmax[0:ROWS], rmin[0:ROWS], rxor[0:ROWS], rprod[0:ROWS])
  for (int r = 0; r < ROWS; ++r) {
    long long temp = 0;
#pragma acc loop vector reduction(+:temp)
    for (int c = 0; c < COLS; ++c)
      temp += v[r * COLS + c];
    rsum[r] = temp;
    long long m = -(1LL << 62), n = 1LL << 62;
#pragma acc loop worker reduction(max:m) reduction(min:n)
    for (int c = 0; c < COLS; ++c) {
      long long x = v[r * COLS + c];
      m = x > m ? x : m;
      n = x < n ? x : n;
    }
    rmax[r] = m;
    rmin[r] = n;
    long long x = 0;
#pragma acc loop vector reduction(^:x)
    for (int c = 0; c < COLS; ++c)
      x ^= v[r * COLS + c] * (c + 1);
    rxor[r] = x;
    long long p = 1;
#pragma acc loop vector reduction(*:p)
    for (int c = 0; c < COLS; ++c)
      p *= (c % 8 == r % 8) ? 3 : 1;
    rprod[r] = p;
  }

  long long s = 0, pr = 1, h = -(1LL << 62), l = 1LL << 62, a = -1, o = 0, x = 0;
  for (int i = 0; i < N; ++i) {
    s += v[i];
    h = v[i] > h ? v[i] : h;
    l = v[i] < l ? v[i] : l;
    a &= v[i] | 0x10;
    o |= (v[i] & 0xff) << (i % 40);
    x ^= v[i];
  }
  for (int i = 0; i < 60; ++i)
    pr *= (i % 20 == 0) ? -2 : ((i % 3 == 0) ? 2 : 1);
  expect("sum", 0, sum, s);
  expect("prod", 0, prod, pr);
  expect("max", 0, hi, h);
  expect("min", 0, lo, l);
  expect("and", 0, band, a);
  expect("or", 0, bor, o);
  expect("xor", 0, bxor, x);
  for (int r = 0; r < ROWS; ++r) {
    long long t = 0, m = -(1LL << 62), n = 1LL << 62, xx = 0, p = 1;
    for (int c = 0; c < COLS; ++c) {
      long long e = v[r * COLS + c];
      t += e;
      m = e > m ? e : m;
      n = e < n ? e : n;
      xx ^= e * (c + 1);
      p *= (c % 8 == r % 8) ? 3 : 1;
    }
    expect("rsum", r, rsum[r], t);
    expect("rmax", r, rmax[r], m);
    expect("rmin", r, rmin[r], n);
    expect("rxor", r, rxor[r], xx);
    expect("rprod", r, rprod[r], p);
  }
  if (errors)
    std::printf("parallel-loop-reduction-longlong: %d errors\n", errors);
  return errors != 0;
}
