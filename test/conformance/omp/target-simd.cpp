// target simd: a target region holding one simd loop (one device thread,
// SIMD lanes), with safelen/simdlen, collapse(2), reduction, private,
// firstprivate, lastprivate, order(concurrent), map, if, device(0),
// thread_limit, defaultmap, is_device_ptr and nowait + depend + taskwait.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2048;

int main() {
  static float x[N], y[N];
  for (int i = 0; i < N; ++i) {
    x[i] = static_cast<float>(i % 50);
    y[i] = 1.0f;
  }

#pragma omp target simd safelen(16) simdlen(8) map(to: x) map(tofrom: y) if(1) device(0) thread_limit(32)
  for (int i = 0; i < N; ++i)
    y[i] = 2.0f * x[i] + y[i];
  for (int i = 0; i < N; ++i)
    CHECK(y[i] == 2.0f * (i % 50) + 1.0f);

  static int g[16][40];
#pragma omp target simd collapse(2) map(from: g) order(concurrent)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 40; ++j)
      g[i][j] = 100 * i + j;
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 40; ++j)
      CHECK(g[i][j] == 100 * i + j);

  float s = 0.0f, t = 0.0f, k = 0.5f;
  int last = -1;
#pragma omp target simd map(to: x) reduction(+: s) private(t) firstprivate(k) lastprivate(last)
  for (int i = 0; i < N; ++i) {
    t = x[i] * k;
    s += t;
    last = i;
  }
  float rs = 0.0f;
  for (int i = 0; i < N; ++i) rs += (i % 50) * 0.5f;
  CHECK(s == rs);
  CHECK(last == N - 1);

  int idx = -1;
#pragma omp target simd defaultmap(tofrom: scalar) map(to: x)
  for (int i = 0; i < N; ++i)
    if (i == 1000) idx = static_cast<int>(x[i]);
  CHECK(idx == 1000 % 50);

  int dev = omp_get_default_device();
  int *d = static_cast<int *>(omp_target_alloc(N * sizeof(int), dev));
#pragma omp target simd is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = i;
  int h[N];
  omp_target_memcpy(h, d, N * sizeof(int), 0, 0, omp_get_initial_device(), dev);
  for (int i = 0; i < N; ++i)
    CHECK(h[i] == i);
  omp_target_free(d, dev);

#pragma omp target simd map(tofrom: y) nowait depend(out: y)
  for (int i = 0; i < N; ++i)
    y[i] = -y[i];
#pragma omp target simd map(tofrom: y) nowait depend(inout: y)
  for (int i = 0; i < N; ++i)
    y[i] += 1.0f;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(y[i] == -2.0f * (i % 50));

  return errors != 0;
}
