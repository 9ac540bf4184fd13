// target parallel for simd: element-wise loops with safelen/simdlen,
// collapse(2), reductions (+, *, max), private/firstprivate/lastprivate,
// shared/default(shared), num_threads/thread_limit, schedule(static, 8),
// proc_bind, order(concurrent), if, device(0), defaultmap and
// nowait + depend + taskwait.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 5000;

int main() {
  static double a[N], b[N];
  for (int i = 0; i < N; ++i) a[i] = (i % 64) * 0.125;

#pragma omp target parallel for simd safelen(8) simdlen(4) num_threads(128) thread_limit(128) \
    map(to: a) map(from: b) schedule(static, 8) proc_bind(close)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 4.0 - 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 64) * 0.5 - 1.0);

  static int g[32][64];
#pragma omp target parallel for simd collapse(2) map(from: g) order(concurrent)
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 64; ++j)
      g[i][j] = i * j;
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 64; ++j)
      CHECK(g[i][j] == i * j);

  double s = 0.0, p = 1.0, mx = -1.0;
  double t = 0.0, k = 2.0;
  int last = -1;
#pragma omp target parallel for simd map(to: a) reduction(+: s) reduction(*: p) reduction(max: mx) \
    private(t) firstprivate(k) lastprivate(last) if(1) device(0)
  for (int i = 0; i < N; ++i) {
    t = a[i] * k;
    s += t;
    if (i % 1000 == 0) p *= 2.0;
    mx = t > mx ? t : mx;
    last = i;
  }
  double rs = 0.0;
  for (int i = 0; i < N; ++i) rs += (i % 64) * 0.25;
  CHECK(s == rs);
  CHECK(p == 32.0);
  CHECK(mx == 63 * 0.25);
  CHECK(last == N - 1);

  int key = 7;
  int cnt = 0;
#pragma omp target parallel for simd shared(key) default(shared) defaultmap(tofrom: scalar) map(to: a) reduction(+: cnt)
  for (int i = 0; i < N; ++i)
    cnt += (a[i] == key * 0.125) ? 1 : 0;
  CHECK(cnt == N / 64 + (N % 64 > 7 ? 1 : 0));

#pragma omp target parallel for simd map(tofrom: b) nowait depend(out: b)
  for (int i = 0; i < N; ++i)
    b[i] += 1.0;
#pragma omp target parallel for simd map(tofrom: b) nowait depend(inout: b)
  for (int i = 0; i < N; ++i)
    b[i] *= 2.0;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 64) * 1.0);

  return errors != 0;
}
