// target teams distribute parallel for with its data-sharing and scheduling
// clauses: default(shared), default(none) with explicit shared/firstprivate
// lists, private (a scratch variable per iteration), firstprivate (an
// initialised per-thread copy), lastprivate, shared, schedule(static),
// schedule(static, 4), schedule(dynamic, 8), schedule(guided), schedule(auto),
// dist_schedule(static, 256), order(concurrent), proc_bind(spread),
// num_threads, num_teams, thread_limit, if, device(0) and defaultmap.
#include <cstdio>
#include <cmath>

#define N 10000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

static double x[N], y[N], z[N];

int main() {
  for (int i = 0; i < N; ++i) {
    x[i] = i * 0.5;
    y[i] = (i % 13) - 6.0;
    z[i] = 0.0;
  }

  double alpha = 2.0;
  int n = N;
  // default(shared), private scratch, firstprivate factor
  double scratch = -99.0;
#pragma omp target teams distribute parallel for default(shared) private(scratch) \
    firstprivate(alpha) map(to: x, y) map(from: z) schedule(static)
  for (int i = 0; i < N; ++i) {
    scratch = alpha * x[i];
    z[i] = scratch + y[i];
  }
  for (int i = 0; i < N; ++i)
    CHECK(z[i] == 2.0 * i * 0.5 + ((i % 13) - 6.0));

  // default(none): every variable listed
#pragma omp target teams distribute parallel for default(none) shared(x, z) firstprivate(n, alpha) \
    map(tofrom: z) map(to: x) schedule(static, 4) num_teams(16) thread_limit(128)
  for (int i = 0; i < n; ++i)
    z[i] = z[i] - alpha * x[i];
  for (int i = 0; i < N; ++i)
    CHECK(z[i] == (i % 13) - 6.0);

  // schedule(dynamic, 8), dist_schedule(static, 256), num_threads
#pragma omp target teams distribute parallel for schedule(dynamic, 8) dist_schedule(static, 256) \
    num_threads(64) map(tofrom: z)
  for (int i = 0; i < N; ++i)
    z[i] = z[i] * 3.0;
  for (int i = 0; i < N; ++i)
    CHECK(z[i] == 3.0 * ((i % 13) - 6.0));

  // schedule(guided), proc_bind(spread), order(concurrent)
#pragma omp target teams distribute parallel for schedule(guided) proc_bind(spread) order(concurrent) \
    map(to: x) map(from: y)
  for (int i = 0; i < N; ++i)
    y[i] = std::sqrt(x[i] * 2.0);
  for (int i = 0; i < N; ++i)
    CHECK(std::fabs(y[i] - std::sqrt((double)i)) < 1e-12);

  // schedule(auto), lastprivate, if, device(0)
  int last = -1;
  double lastval = 0.0;
  int use = 1;
#pragma omp target teams distribute parallel for schedule(auto) lastprivate(last, lastval) \
    if(use) device(0) map(to: x)
  for (int i = 0; i < N; ++i) {
    last = i;
    lastval = x[i];
  }
  CHECK(last == N - 1);
  CHECK(lastval == (N - 1) * 0.5);

  // shared scalar read by all threads, defaultmap(tofrom: scalar) reduction target
  double bias = 0.25;
  double acc = 0.0;
#pragma omp target teams distribute parallel for shared(bias) defaultmap(tofrom: scalar) \
    reduction(+: acc) map(to: x)
  for (int i = 0; i < N; ++i)
    acc += x[i] + bias;
  CHECK(acc == 0.5 * N * (N - 1) / 2.0 + 0.25 * N);

  return errors != 0;
}
