// Combined constructs split over several directives: target / teams /
// distribute parallel for (each its own directive, with num_teams and
// thread_limit on teams and a reduction carried through target map, teams
// and the loop); target teams / distribute with an inner parallel for in the
// distribute loop body (row-wise work with code around the inner loop);
// target teams / distribute parallel for simd; target / teams distribute
// parallel for collapse(2); target / teams distribute with num_teams,
// thread_limit, dist_schedule and lastprivate; target / teams distribute
// simd and target / teams distribute parallel for simd with reductions;
// default/firstprivate/private/shared on the split teams, distribute
// parallel for and teams distribute parts, with if, order and proc_bind.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 8000;
constexpr int ROWS = 128, COLS = 96;

int main() {
  static double a[N], b[N];
  for (int i = 0; i < N; ++i) a[i] = (i % 100) * 0.5;

  // target / teams / distribute parallel for, with a reduction
  double sum = 0.0;
#pragma omp target map(to: a) map(tofrom: sum)
#pragma omp teams num_teams(8) thread_limit(128) reduction(+: sum)
#pragma omp distribute parallel for reduction(+: sum)
  for (int i = 0; i < N; ++i)
    sum += a[i];
  CHECK(sum == 0.5 * 4950.0 * (N / 100));

  // target / teams / distribute parallel for with braces around each level
#pragma omp target map(to: a) map(from: b)
  {
#pragma omp teams num_teams(4)
    {
#pragma omp distribute parallel for num_threads(64) schedule(static, 2) dist_schedule(static, 128)
      for (int i = 0; i < N; ++i)
        b[i] = 2.0 * a[i];
    }
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 100) * 1.0);

  // target teams / distribute, inner parallel for with code around it
  static int m[ROWS][COLS];
  static long rowsum[ROWS];
#pragma omp target teams map(from: m, rowsum) num_teams(16) thread_limit(64)
#pragma omp distribute
  for (int i = 0; i < ROWS; ++i) {
    int base = i * 1000;
    long rs = 0;
#pragma omp parallel for reduction(+: rs)
    for (int j = 0; j < COLS; ++j) {
      m[i][j] = base + j;
      rs += base + j;
    }
    rowsum[i] = rs;
  }
  for (int i = 0; i < ROWS; ++i) {
    long rs = 0;
    for (int j = 0; j < COLS; ++j) {
      CHECK(m[i][j] == i * 1000 + j);
      rs += i * 1000 + j;
    }
    CHECK(rowsum[i] == rs);
  }

  // target teams / distribute parallel for simd with a reduction
  double mx = -1.0;
#pragma omp target teams map(to: a) reduction(max: mx) num_teams(6)
#pragma omp distribute parallel for simd reduction(max: mx) simdlen(4)
  for (int i = 0; i < N; ++i)
    mx = a[i] > mx ? a[i] : mx;
  CHECK(mx == 49.5);

  // target / teams distribute parallel for collapse(2)
#pragma omp target map(tofrom: m)
#pragma omp teams distribute parallel for collapse(2) num_teams(12) thread_limit(96)
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      m[i][j] = -m[i][j];
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j)
      CHECK(m[i][j] == -(i * 1000 + j));

  // target / teams distribute with clauses on the split part
  int last = -1;
#pragma omp target map(to: a) map(from: b) map(tofrom: last)
#pragma omp teams distribute num_teams(20) thread_limit(32) dist_schedule(static, 50) lastprivate(last)
  for (int i = 0; i < N; ++i) {
    b[i] = a[i] + 1.0;
    last = i;
  }
  CHECK(last == N - 1);
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 100) * 0.5 + 1.0);

  // target / teams distribute simd and teams distribute parallel for simd
  long cnt = 0;
  double s2 = 0.0;
#pragma omp target map(to: a) map(tofrom: cnt)
#pragma omp teams distribute simd reduction(+: cnt) num_teams(4)
  for (int i = 0; i < N; ++i)
    cnt += (a[i] > 10.0) ? 1 : 0;
  CHECK(cnt == 79L * (N / 100));
#pragma omp target map(to: a) map(tofrom: s2)
#pragma omp teams distribute parallel for simd reduction(+: s2) collapse(1) thread_limit(64)
  for (int i = 0; i < N; ++i)
    s2 += a[i] * 2.0;
  CHECK(s2 == 4950.0 * (N / 100));

  // data-sharing clauses on the split teams and distribute parallel for
  double f = 3.0, g = 3.0, tmp = 0.0;
  int n = N, use = 1;
#pragma omp target map(to: a) map(from: b)
#pragma omp teams default(shared) firstprivate(f) private(tmp) shared(n, g) num_teams(8)
#pragma omp distribute parallel for collapse(1) default(shared) firstprivate(g) if(use) order(concurrent) \
    private(tmp) proc_bind(close) shared(n)
  for (int i = 0; i < N; ++i) {
    tmp = a[i] * g;
    b[i] = tmp + n + f;
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 1.5 * (i % 100) + N + 3.0);

  // teams distribute with data-sharing clauses and a reduction
  double s5 = 0.0;
#pragma omp target map(to: a) map(tofrom: s5)
#pragma omp teams distribute default(shared) firstprivate(f) private(tmp) shared(n) reduction(+: s5) \
    order(concurrent)
  for (int i = 0; i < N; ++i) {
    tmp = a[i] * f;
    s5 += tmp;
  }
  CHECK(s5 == 1.5 * 4950.0 * (N / 100));

  return errors != 0;
}
