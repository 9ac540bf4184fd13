// target teams distribute simd: element-wise loops with safelen/simdlen,
// collapse(2), reduction (+ and max), private/firstprivate/lastprivate,
// shared, num_teams/thread_limit, dist_schedule, order(concurrent), if,
// device(0), defaultmap(tofrom: scalar), is_device_ptr on omp_target_alloc
// memory, and nowait + depend + taskwait.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 6000;

int main() {
  double *a = new double[N];
  double *b = new double[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (i % 101) * 0.5;
    b[i] = 0.0;
  }

#pragma omp target teams distribute simd safelen(16) simdlen(8) map(to: a[0:N]) map(from: b[0:N]) \
    num_teams(12) thread_limit(64) dist_schedule(static, 64)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * a[i];
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == ((i % 101) * 0.5) * ((i % 101) * 0.5));

  static int g[40][70];
#pragma omp target teams distribute simd collapse(2) map(from: g) order(concurrent)
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 70; ++j)
      g[i][j] = i - j;
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 70; ++j)
      CHECK(g[i][j] == i - j);

  double sum = 1.0, mx = -1.0;
  double t = 0.0, w = 2.0;
  int last = -1;
#pragma omp target teams distribute simd map(to: a[0:N]) reduction(+: sum) reduction(max: mx) \
    private(t) firstprivate(w) lastprivate(last) if(N > 0) device(0)
  for (int i = 0; i < N; ++i) {
    t = a[i] * w;
    sum += t;
    mx = t > mx ? t : mx;
    last = i;
  }
  double rs = 1.0;
  for (int i = 0; i < N; ++i) rs += (i % 101) * 1.0;
  CHECK(sum == rs);
  CHECK(mx == 100.0);
  CHECK(last == N - 1);

  // shared + defaultmap(tofrom: scalar)
  int hits = 0;
  int key = 77;
#pragma omp target teams distribute simd shared(key) defaultmap(tofrom: scalar) map(to: a[0:N]) reduction(+: hits)
  for (int i = 0; i < N; ++i)
    if (a[i] == key * 0.5) hits += 1;
  CHECK(hits == N / 101 + (N % 101 > 77 ? 1 : 0));

  // is_device_ptr
  int dev = omp_get_default_device();
  double *d = static_cast<double *>(omp_target_alloc(N * sizeof(double), dev));
#pragma omp target teams distribute simd is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = i * 0.25;
  double dsum = 0.0;
#pragma omp target teams distribute simd is_device_ptr(d) reduction(+: dsum)
  for (int i = 0; i < N; ++i)
    dsum += d[i];
  CHECK(dsum == 0.25 * N * (N - 1) / 2.0);
  omp_target_free(d, dev);

  // nowait + depend
#pragma omp target teams distribute simd map(tofrom: b[0:N]) nowait depend(out: b[0])
  for (int i = 0; i < N; ++i)
    b[i] = i;
#pragma omp target teams distribute simd map(tofrom: b[0:N]) nowait depend(inout: b[0])
  for (int i = 0; i < N; ++i)
    b[i] += 1.0;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i + 1.0);

  delete[] a;
  delete[] b;
  return errors != 0;
}
