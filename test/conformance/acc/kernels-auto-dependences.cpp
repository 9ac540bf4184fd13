// Loops in kernels regions without "independent": the implementation must
// only run a loop in parallel when that is safe. Independent loops (writes
// to a[i] from b[i], restrict-qualified pointers, a 2-D nest with row-major
// indices) and loops carrying a dependence (a running recurrence
// a[i] = a[i-1] + b[i], a reversed shift a[i] = a[i+1], a write to a fixed
// element, an indirect scatter through an index array with collisions)
// must all give the sequential results.
#include <cstdio>

static const int N = 2000;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

static void scaled_copy(int *__restrict dst, const int *__restrict src, int n) {
#pragma acc kernels copyin(src[0:n]) copyout(dst[0:n])
  for (int i = 0; i < n; ++i)
    dst[i] = 3 * src[i];
}

int main() {
  static int a[N], b[N], c[N], d[N], e[N], idx[N], hist[64], m[40][50];
  for (int i = 0; i < N; ++i) {
    b[i] = i % 5;
    idx[i] = (i * 7) % 64;
  }
  for (int k = 0; k < 64; ++k)
    hist[k] = 0;

#pragma acc kernels copyin(b) copyout(a, c, m) copy(d, e, hist)
  {
    for (int i = 0; i < N; ++i)
      a[i] = b[i] + 1;
    // recurrence: each iteration needs the previous one
    for (int i = 1; i < N; ++i)
      a[i] = a[i - 1] + b[i];
    // shift towards lower indices
    for (int i = 0; i < N; ++i)
      c[i] = b[i];
    for (int i = 0; i < N - 1; ++i)
      c[i] = c[i + 1] * 2 + c[i];
    // every iteration writes d[0]
    for (int i = 0; i < N; ++i)
      d[0] = (d[0] * 3 + b[i]) % 1000003;
    // scatter with collisions
    for (int i = 0; i < N; ++i)
      hist[idx[i]] = hist[idx[i]] + b[i];
    // provably independent 2-D nest
    for (int i = 0; i < 40; ++i)
      for (int j = 0; j < 50; ++j)
        m[i][j] = i * 50 + j;
    for (int i = 0; i < N; ++i)
      e[i] = e[i] + a[i];
  }
  static int f[N];
  scaled_copy(f, b, N);

  int wa[N], wc[N], wd0 = 0, wh[64] = {0};
  for (int i = 0; i < N; ++i)
    wa[i] = b[i] + 1;
  for (int i = 1; i < N; ++i)
    wa[i] = wa[i - 1] + b[i];
  for (int i = 0; i < N; ++i)
    wc[i] = b[i];
  for (int i = 0; i < N - 1; ++i)
    wc[i] = wc[i + 1] * 2 + wc[i];
  for (int i = 0; i < N; ++i) {
    wd0 = (wd0 * 3 + b[i]) % 1000003;
    wh[idx[i]] += b[i];
  }
  for (int i = 0; i < N; ++i) {
    expect("a", i, a[i], wa[i]);
    expect("c", i, c[i], wc[i]);
    expect("e", i, e[i], wa[i]);
    expect("f", i, f[i], 3 * b[i]);
  }
  expect("d0", 0, d[0], wd0);
  for (int k = 0; k < 64; ++k)
    expect("hist", k, hist[k], wh[k]);
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 50; ++j)
      expect("m", i * 50 + j, m[i][j], i * 50 + j);
  if (errors)
    std::printf("kernels-auto-dependences: %d errors\n", errors);
  return errors != 0;
}
