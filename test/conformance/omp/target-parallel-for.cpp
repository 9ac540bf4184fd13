// target parallel for: element-wise and reduction loops with num_threads,
// thread_limit, schedule(static, 1) (iteration i runs on thread
// i % omp_get_num_threads()), schedule(static) (one contiguous chunk per
// thread at most), schedule(dynamic), collapse(2),
// private/firstprivate/lastprivate/shared/default(shared), proc_bind,
// order(concurrent), defaultmap, if, device(0), is_device_ptr and
// nowait + depend + taskwait.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4096;

int main() {
  static int tid[N], nth[N];
#pragma omp target parallel for num_threads(64) thread_limit(64) schedule(static, 1) map(from: tid, nth)
  for (int i = 0; i < N; ++i) {
    tid[i] = omp_get_thread_num();
    nth[i] = omp_get_num_threads();
  }
  int nt = nth[0];
  CHECK(nt >= 1 && nt <= 64);
  for (int i = 0; i < N; ++i) {
    CHECK(nth[i] == nt);
    CHECK(tid[i] == i % nt);
  }

  // schedule(static) without chunk: at most one chunk per thread, so each
  // thread's iterations form one contiguous run
#pragma omp target parallel for num_threads(32) schedule(static) map(from: tid, nth)
  for (int i = 0; i < N; ++i) {
    tid[i] = omp_get_thread_num();
    nth[i] = omp_get_num_threads();
  }
  int runs_of[32] = {0};
  CHECK(tid[0] >= 0 && tid[0] < 32);
  runs_of[tid[0] & 31]++;
  for (int i = 1; i < N; ++i) {
    CHECK(tid[i] >= 0 && tid[i] < nth[i] && nth[i] <= 32);
    if (tid[i] != tid[i - 1]) runs_of[tid[i] & 31]++;
  }
  for (int t = 0; t < 32; ++t)
    CHECK(runs_of[t] <= 1);

  // collapse(2), private, firstprivate, shared, default(shared), proc_bind
  static double m[48][80];
  double t = 0.0, scale = 0.5;
  int cols = 80;
#pragma omp target parallel for collapse(2) private(t) firstprivate(scale) shared(cols) \
    default(shared) proc_bind(master) map(from: m)
  for (int i = 0; i < 48; ++i)
    for (int j = 0; j < 80; ++j) {
      t = (i * cols + j) * scale;
      m[i][j] = t;
    }
  for (int i = 0; i < 48; ++i)
    for (int j = 0; j < 80; ++j)
      CHECK(m[i][j] == (i * 80 + j) * 0.5);

  // reductions, lastprivate, schedule(dynamic, 16), order(concurrent)
  long s = 0;
  int mn = 1 << 30, last = -1;
#pragma omp target parallel for reduction(+: s) reduction(min: mn) lastprivate(last) schedule(dynamic, 16)
  for (int i = 0; i < N; ++i) {
    s += i;
    int v = (i * 31) % 1009 + 3;
    mn = v < mn ? v : mn;
    last = i;
  }
  CHECK(s == (long)N * (N - 1) / 2);
  CHECK(mn == 3);
  CHECK(last == N - 1);

  static float f[N];
#pragma omp target parallel for order(concurrent) map(from: f) if(N > 1) device(0)
  for (int i = 0; i < N; ++i)
    f[i] = i * 0.5f;
  for (int i = 0; i < N; ++i)
    CHECK(f[i] == i * 0.5f);

  // defaultmap(tofrom: scalar)
  int where = -1;
#pragma omp target parallel for defaultmap(tofrom: scalar) map(to: f)
  for (int i = 0; i < N; ++i)
    if (f[i] == 100.0f) where = i;
  CHECK(where == 200);

  // is_device_ptr
  int dev = omp_get_default_device();
  long *d = static_cast<long *>(omp_target_alloc(N * sizeof(long), dev));
#pragma omp target parallel for is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = 3L * i;
  long ds = 0;
#pragma omp target parallel for is_device_ptr(d) reduction(+: ds)
  for (int i = 0; i < N; ++i)
    ds += d[i];
  CHECK(ds == 3L * N * (N - 1) / 2);
  omp_target_free(d, dev);

  // nowait + depend
#pragma omp target parallel for map(tofrom: f) nowait depend(out: f)
  for (int i = 0; i < N; ++i)
    f[i] += 1.0f;
#pragma omp target parallel for map(tofrom: f) nowait depend(inout: f)
  for (int i = 0; i < N; ++i)
    f[i] *= 2.0f;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(f[i] == (i * 0.5f + 1.0f) * 2.0f);

  return errors != 0;
}
