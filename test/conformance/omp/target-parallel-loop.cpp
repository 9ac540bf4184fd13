// target parallel loop (OpenMP 5.0 loop construct under a target parallel):
// element-wise loops, collapse(2), reductions (+, min, |), private/
// firstprivate/lastprivate, shared/default(shared), num_threads/thread_limit,
// proc_bind, order(concurrent), if, device(0), defaultmap, is_device_ptr and
// nowait + depend + taskwait.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4000;

int main() {
  static int a[N], b[N];
  for (int i = 0; i < N; ++i) a[i] = (i * 13) % 400;

#pragma omp target parallel loop num_threads(64) thread_limit(64) proc_bind(spread) map(to: a) map(from: b)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + i;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == (i * 13) % 400 + i);

  static short g[40][50];
#pragma omp target parallel loop collapse(2) map(from: g) order(concurrent)
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 50; ++j)
      g[i][j] = static_cast<short>(i * 50 - j);
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 50; ++j)
      CHECK(g[i][j] == i * 50 - j);

  long s = 0;
  int mn = 1000, bits = 0, t = 0, off = 1, li = -1;
#pragma omp target parallel loop map(to: a) reduction(+: s) reduction(min: mn) reduction(|: bits) \
    private(t) firstprivate(off) lastprivate(li) if(1) device(0)
  for (li = 0; li < N; ++li) {
    int i = li;
    t = a[i] + off;
    s += t;
    mn = t < mn ? t : mn;
    bits |= 1 << (a[i] % 16);
  }
  long rs = 0;
  for (int i = 0; i < N; ++i) rs += (i * 13) % 400 + 1;
  CHECK(s == rs);
  CHECK(mn == 1);
  CHECK(bits == 0xFFFF);
  CHECK(li == N);

  int key = 13, pos = -1;
#pragma omp target parallel loop shared(key) default(shared) defaultmap(tofrom: scalar) map(to: a)
  for (int i = 0; i < 10; ++i)
    if (a[i] == key) pos = i;
  CHECK(pos == 1);

  int dev = omp_get_default_device();
  int *d = static_cast<int *>(omp_target_alloc(N * sizeof(int), dev));
#pragma omp target parallel loop is_device_ptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = i % 3;
  int ds = 0;
#pragma omp target parallel loop is_device_ptr(d) reduction(+: ds)
  for (int i = 0; i < N; ++i)
    ds += d[i];
  CHECK(ds == (N / 3) * 3 + (N % 3 == 2 ? 1 : 0));
  omp_target_free(d, dev);

#pragma omp target parallel loop map(tofrom: b) nowait depend(out: b)
  for (int i = 0; i < N; ++i)
    b[i] -= i;
#pragma omp target parallel loop map(tofrom: b) nowait depend(inout: b)
  for (int i = 0; i < N; ++i)
    b[i] *= 3;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 3 * ((i * 13) % 400));

  return errors != 0;
}
