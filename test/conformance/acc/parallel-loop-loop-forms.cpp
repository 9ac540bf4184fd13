// Loop shapes in parallel loops: decreasing loops (i-- with >= and >),
// non-unit positive and negative strides, <= conditions and a reversed
// comparison (N - 1 >= i), unsigned and size_t induction variables, long
// long bounds, bounds read from struct members and from a function call
// made before the loop, an induction variable declared before the loop
// (and listed as private), and collapse(2) over a decreasing outer loop
// and an inner loop written with j += 1.
#include <cstddef>
#include <cstdio>

static const int N = 3000;
static int errors = 0;

static void expect(const char *what, long long i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%lld]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

struct extent {
  int lo, hi;
};
static int limit() { return N - 7; }

int main() {
  static int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N];
  static int m[40][50];
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = g[i] = h[i] = -1;

#pragma acc parallel loop copy(a)
  for (int i = N - 1; i >= 0; i--)
    a[i] = i * 2;
#pragma acc parallel loop copy(b)
  for (int i = N - 1; i > 10; i -= 3)
    b[i] = i;
#pragma acc parallel loop copy(c)
  for (int i = 5; i <= N - 5; i += 7)
    c[i] = i + 1;
#pragma acc parallel loop copy(d)
  for (int i = 0; N - 1 >= i; ++i)
    d[i] = N - i;
#pragma acc parallel loop copy(e)
  for (unsigned u = 0u; u < (unsigned)N; u += 2u)
    e[u] = (int)(u / 2);
#pragma acc parallel loop copy(f)
  for (std::size_t s = 1; s < (std::size_t)N; s += 4)
    f[s] = (int)s;
  extent ex = {100, 2000};
  long long lb = 3, ub = N;
#pragma acc parallel loop copy(g)
  for (int i = ex.lo; i < ex.hi; ++i)
    g[i] = i % 13;
#pragma acc parallel loop copy(h)
  for (long long i = lb; i < ub; i += 2)
    h[i] = (int)(i * 3);
  int lim = limit();
  int k;
#pragma acc parallel loop copy(a) private(k)
  for (k = 0; k < lim; ++k)
    a[k] += 1;
#pragma acc parallel loop collapse(2) copyout(m)
  for (int i = 39; i >= 0; --i)
    for (int j = 0; j < 50; j += 1)
      m[i][j] = i * 100 + j;

  for (int i = 0; i < N; ++i) {
    expect("a", i, a[i], 2 * i + (i < N - 7 ? 1 : 0));
    expect("b", i, b[i], (i > 10 && (N - 1 - i) % 3 == 0) ? i : -1);
    expect("c", i, c[i], (i >= 5 && i <= N - 5 && (i - 5) % 7 == 0) ? i + 1 : -1);
    expect("d", i, d[i], N - i);
    expect("e", i, e[i], i % 2 == 0 ? i / 2 : -1);
    expect("f", i, f[i], (i >= 1 && (i - 1) % 4 == 0) ? i : -1);
    expect("g", i, g[i], (i >= 100 && i < 2000) ? i % 13 : -1);
    expect("h", i, h[i], (i >= 3 && (i - 3) % 2 == 0) ? 3 * i : -1);
  }
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 50; ++j)
      expect("m", i * 50 + j, m[i][j], i * 100 + j);
  if (errors)
    std::printf("parallel-loop-loop-forms: %d errors\n", errors);
  return errors != 0;
}
