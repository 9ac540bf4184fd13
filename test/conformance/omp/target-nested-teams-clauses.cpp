// Clauses on the nested part of a target construct split in two
// (#pragma omp target followed by a teams construct): teams distribute
// parallel for with num_teams, thread_limit, num_threads, schedule,
// dist_schedule, proc_bind, if, private, firstprivate, lastprivate,
// shared, default, order, collapse and reduction; teams distribute
// parallel for simd with safelen/simdlen; teams distribute simd; teams
// distribute with num_teams/thread_limit/dist_schedule/collapse; and teams
// loop with num_teams, thread_limit, private, firstprivate, lastprivate,
// shared, default, order, collapse and reduction.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 6000;
constexpr int R = 60, C = 80;

int main() {
  static double a[N], b[N];
  static int g[R][C];
  for (int i = 0; i < N; ++i) a[i] = (i % 11) * 1.0;

  double s = 0.0, t = 0.0, k = 2.0;
  int last = -1, n = N;
#pragma omp target map(to: a) map(from: b) map(tofrom: s, last)
#pragma omp teams distribute parallel for num_teams(16) thread_limit(128) num_threads(64) \
    schedule(static, 2) dist_schedule(static, 256) proc_bind(close) if(1) private(t) firstprivate(k) \
    lastprivate(last) shared(n) default(shared) order(concurrent) reduction(+: s)
  for (int i = 0; i < N; ++i) {
    t = a[i] * k;
    b[i] = t;
    s += t;
    last = i + n;
  }
  double rs = 0.0;
  for (int i = 0; i < N; ++i) rs += 2.0 * (i % 11);
  CHECK(s == rs);
  CHECK(last == 2 * N - 1);
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 2.0 * (i % 11));

#pragma omp target map(from: g)
#pragma omp teams distribute parallel for collapse(2) num_teams(8)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      g[i][j] = i * 1000 + j;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      CHECK(g[i][j] == i * 1000 + j);

  double mx = -1.0;
#pragma omp target map(to: a) map(tofrom: mx)
#pragma omp teams distribute parallel for simd safelen(8) simdlen(4) reduction(max: mx) thread_limit(64)
  for (int i = 0; i < N; ++i)
    mx = a[i] > mx ? a[i] : mx;
  CHECK(mx == 10.0);

  long cnt = 0;
#pragma omp target map(to: a) map(tofrom: cnt)
#pragma omp teams distribute simd reduction(+: cnt) num_teams(4) safelen(16)
  for (int i = 0; i < N; ++i)
    cnt += a[i] == 0.0 ? 1 : 0;
  CHECK(cnt == (N + 10) / 11);

#pragma omp target map(tofrom: g)
#pragma omp teams distribute num_teams(6) thread_limit(32) dist_schedule(static, 10) collapse(2)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      g[i][j] -= i * 1000;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      CHECK(g[i][j] == j);

  double s2 = 0.0, u = 0.0, w = 0.5;
  int li = -1;
#pragma omp target map(to: a) map(tofrom: s2, li)
#pragma omp teams loop num_teams(8) thread_limit(64) private(u) firstprivate(w) lastprivate(li) \
    shared(n) default(shared) order(concurrent) reduction(+: s2)
  for (li = 0; li < N; ++li) {
    u = a[li] * w;
    s2 += u;
  }
  CHECK(s2 == rs / 4.0);
  CHECK(li == N);

  long s3 = 0;
#pragma omp target map(to: g) map(tofrom: s3)
#pragma omp teams loop collapse(2) reduction(+: s3)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      s3 += g[i][j];
  CHECK(s3 == (long)R * C * (C - 1) / 2);

  return errors != 0;
}
