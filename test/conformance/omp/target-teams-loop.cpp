// target teams loop (OpenMP 5.0 loop construct): element-wise loops,
// collapse(2), reductions (+, max, &&), private/firstprivate/lastprivate,
// shared/default(shared), num_teams/thread_limit, order(concurrent), if,
// device(0), defaultmap, is_device_ptr, nowait + depend + taskwait, and
// a target teams loop nested in a host loop (time steps).
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 10000;

int main() {
  double *u = new double[N];
  double *v = new double[N];
  for (int i = 0; i < N; ++i) {
    u[i] = i % 10;
    v[i] = 0.0;
  }

#pragma omp target teams loop map(to: u[0:N]) map(from: v[0:N]) num_teams(32) thread_limit(128)
  for (int i = 0; i < N; ++i)
    v[i] = u[i] + 0.5;
  for (int i = 0; i < N; ++i)
    CHECK(v[i] == (i % 10) + 0.5);

  static int g[100][100];
#pragma omp target teams loop collapse(2) map(from: g) order(concurrent)
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      g[i][j] = i ^ j;
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j)
      CHECK(g[i][j] == (i ^ j));

  double s = 0.0, mx = -1.0, t = 0.0, w = 3.0;
  int allpos = 1, li = -1;
#pragma omp target teams loop map(to: u[0:N]) reduction(+: s) reduction(max: mx) reduction(&&: allpos) \
    private(t) firstprivate(w) lastprivate(li) if(1) device(0)
  for (li = 0; li < N; ++li) {
    int i = li;
    t = u[i] * w;
    s += t;
    mx = t > mx ? t : mx;
    allpos = allpos && (u[i] >= 0.0);
  }
  CHECK(s == 3.0 * 45.0 * (N / 10));
  CHECK(mx == 27.0);
  CHECK(allpos == 1);
  CHECK(li == N);

  int key = 4;
  int first = -1;
#pragma omp target teams loop shared(key) default(shared) defaultmap(tofrom: scalar) map(to: u[0:N])
  for (int i = 0; i < N; ++i)
    if (i < 10 && u[i] == key) first = i;
  CHECK(first == 4);

  int dev = omp_get_default_device();
  double *d = static_cast<double *>(omp_target_alloc(N * sizeof(double), dev));
#pragma omp target teams loop is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = 1.0;
  double ds = 0.0;
#pragma omp target teams loop is_device_ptr(d) reduction(+: ds)
  for (int i = 0; i < N; ++i)
    ds += d[i];
  CHECK(ds == N);
  omp_target_free(d, dev);

#pragma omp target teams loop map(tofrom: v[0:N]) nowait depend(out: v[0])
  for (int i = 0; i < N; ++i)
    v[i] = v[i] * 2.0;
#pragma omp target teams loop map(tofrom: v[0:N]) nowait depend(inout: v[0])
  for (int i = 0; i < N; ++i)
    v[i] = v[i] - 1.0;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(v[i] == 2.0 * (i % 10));

  // time steps: a host loop around a target teams loop
  for (int step = 0; step < 5; ++step) {
#pragma omp target teams loop map(tofrom: u[0:N])
    for (int i = 0; i < N; ++i)
      u[i] = u[i] + step;
  }
  for (int i = 0; i < N; ++i)
    CHECK(u[i] == (i % 10) + 10.0);

  delete[] u;
  delete[] v;
  return errors != 0;
}
