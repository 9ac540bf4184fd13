// target teams distribute parallel for simd: plain element-wise loop,
// safelen and simdlen, collapse(2), a reduction with simd, lastprivate,
// private and firstprivate, schedule/dist_schedule, num_teams/thread_limit/
// num_threads, order(concurrent), nowait + depend with a taskwait,
// default/shared, defaultmap, device(0), if, proc_bind and is_device_ptr.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 8192;
constexpr int R = 64, C = 96;

int main() {
  float *a = new float[N];
  float *b = new float[N];
  for (int i = 0; i < N; ++i) {
    a[i] = static_cast<float>(i % 256);
    b[i] = 0.0f;
  }

#pragma omp target teams distribute parallel for simd map(to: a[0:N]) map(from: b[0:N]) safelen(8) simdlen(4)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 2.0f + 1.0f;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i % 256) * 2.0f + 1.0f);

  // collapse(2) on a 2-D array
  static int grid[R][C];
#pragma omp target teams distribute parallel for simd collapse(2) map(from: grid) num_teams(8) thread_limit(64)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      grid[i][j] = i * C + j;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      CHECK(grid[i][j] == i * C + j);

  // reduction with simd, private, firstprivate
  double sum = 0.0;
  float t = 0.0f;
  float k = 0.5f;
#pragma omp target teams distribute parallel for simd map(to: a[0:N]) reduction(+: sum) \
    private(t) firstprivate(k) schedule(static) dist_schedule(static, 512) num_threads(128)
  for (int i = 0; i < N; ++i) {
    t = a[i] * k;
    sum += t;
  }
  double ref = 0.0;
  for (int i = 0; i < N; ++i) ref += (i % 256) * 0.5;
  CHECK(sum == ref);

  // lastprivate, order(concurrent)
  int last_i = -1;
  float last_v = -1.0f;
#pragma omp target teams distribute parallel for simd lastprivate(last_i, last_v) order(concurrent) map(to: a[0:N])
  for (int i = 0; i < N; ++i) {
    last_i = i;
    last_v = a[i];
  }
  CHECK(last_i == N - 1);
  CHECK(last_v == static_cast<float>((N - 1) % 256));

  // nowait + depend, then taskwait
#pragma omp target teams distribute parallel for simd map(tofrom: b[0:N]) nowait depend(out: b[0])
  for (int i = 0; i < N; ++i)
    b[i] = b[i] - 1.0f;
#pragma omp target teams distribute parallel for simd map(tofrom: b[0:N]) nowait depend(inout: b[0])
  for (int i = 0; i < N; ++i)
    b[i] = b[i] * 0.5f;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == static_cast<float>(i % 256));

  // default/shared, defaultmap, device(0), if, proc_bind, is_device_ptr
  int key = 3, cnt = 0;
#pragma omp target teams distribute parallel for simd default(shared) shared(key) defaultmap(tofrom: scalar) \
    device(0) if(N > 0) proc_bind(spread) map(to: a[0:N]) reduction(+: cnt)
  for (int i = 0; i < N; ++i)
    cnt += (a[i] == static_cast<float>(key)) ? 1 : 0;
  CHECK(cnt == N / 256);
  int dev = omp_get_default_device();
  float *d = static_cast<float *>(omp_target_alloc(N * sizeof(float), dev));
#pragma omp target teams distribute parallel for simd is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = 0.5f * i;
  double ds = 0.0;
#pragma omp target teams distribute parallel for simd is_device_ptr(d) reduction(+: ds)
  for (int i = 0; i < N; ++i)
    ds += d[i];
  CHECK(ds == 0.5 * N * (N - 1) / 2.0);
  omp_target_free(d, dev);

  delete[] a;
  delete[] b;
  return errors != 0;
}
