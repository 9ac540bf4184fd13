// A target construct followed by a nested worksharing construct on its own
// line: target / parallel for (num_threads, reduction, schedule, private,
// firstprivate, lastprivate, collapse, proc_bind, if, shared, default,
// order); target / parallel for simd (aligned, nontemporal, safelen,
// simdlen); target / parallel loop (bind(parallel)); target / simd; target /
// teams loop (num_teams, thread_limit, reduction); target / parallel / for
// (three levels); and target parallel / for simd.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4096;

int main() {
  alignas(64) static double a[N];
  alignas(64) static double b[N];
  for (int i = 0; i < N; ++i) a[i] = i % 17;

  // target / parallel for with a reduction
  double s = 0.0;
  double t = 0.0, k = 2.0;
  int last = -1;
#pragma omp target map(to: a) map(tofrom: s, last)
#pragma omp parallel for num_threads(128) reduction(+: s) schedule(static, 4) private(t) firstprivate(k) \
    lastprivate(last) proc_bind(close) if(1) default(shared) shared(a) order(concurrent)
  for (int i = 0; i < N; ++i) {
    t = a[i] * k;
    s += t;
    last = i;
  }
  double rs = 0.0;
  for (int i = 0; i < N; ++i) rs += 2.0 * (i % 17);
  CHECK(s == rs);
  CHECK(last == N - 1);

  // target / parallel for collapse(2)
  static int g[64][64];
#pragma omp target map(from: g)
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j)
      g[i][j] = i * 64 + j;
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j)
      CHECK(g[i][j] == i * 64 + j);

  // target / parallel for simd with SIMD clauses
#pragma omp target map(to: a) map(from: b)
#pragma omp parallel for simd aligned(a, b: 64) nontemporal(b) safelen(8) simdlen(4) num_threads(64)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + 0.5;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 17) + 0.5);

  // target / parallel loop
  long cnt = 0;
#pragma omp target map(to: a) map(tofrom: cnt)
#pragma omp parallel loop bind(parallel) reduction(+: cnt) num_threads(32)
  for (int i = 0; i < N; ++i)
    cnt += (a[i] == 16.0) ? 1 : 0;
  CHECK(cnt == N / 17);

  // target / simd
  double mx = -1.0;
#pragma omp target map(to: a) map(tofrom: mx)
#pragma omp simd reduction(max: mx) safelen(16)
  for (int i = 0; i < N; ++i)
    mx = a[i] > mx ? a[i] : mx;
  CHECK(mx == 16.0);

  // target / teams loop
  double s3 = 0.0;
#pragma omp target map(to: a) map(tofrom: s3)
#pragma omp teams loop num_teams(8) thread_limit(64) reduction(+: s3)
  for (int i = 0; i < N; ++i)
    s3 += a[i];
  CHECK(s3 == rs / 2.0);

  // target / parallel / for
#pragma omp target map(tofrom: b)
#pragma omp parallel num_threads(64)
#pragma omp for schedule(dynamic, 32)
  for (int i = 0; i < N; ++i)
    b[i] = b[i] * 2.0;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 2.0 * (i % 17) + 1.0);

  // target parallel / for simd
  double s4 = 0.0;
#pragma omp target parallel map(to: b) map(tofrom: s4) shared(s4)
#pragma omp for simd reduction(+: s4) schedule(static)
  for (int i = 0; i < N; ++i)
    s4 += b[i];
  CHECK(s4 == 2.0 * rs / 2.0 + N);

  return errors != 0;
}
