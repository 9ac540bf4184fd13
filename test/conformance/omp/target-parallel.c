/* target parallel: a parallel region on the device whose body is a for
 * worksharing loop (with reduction, private, firstprivate, shared,
 * default(shared), num_threads, proc_bind, thread_limit, map, if and
 * device(0) on the target parallel directive), a body that writes a slot per
 * thread using omp_get_thread_num()/omp_get_num_threads(), and a body with
 * two worksharing loops separated by the implicit barrier of the first;
 * defaultmap, is_device_ptr, and nowait + depend with a taskwait. */
#include <stdio.h>
#include <omp.h>

#define N 3000
#define MAXT 1024

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static int a[N], b[N], c[N];

int main(void) {
  for (int i = 0; i < N; ++i) a[i] = i % 97;

  /* target parallel + nested for with a reduction */
  long sum = 0;
  int scale = 3;
  int tmp = -1;
#pragma omp target parallel map(to: a) map(tofrom: sum) firstprivate(scale) private(tmp) \
    num_threads(64) proc_bind(close) default(shared) shared(b) reduction(+: sum) thread_limit(128) if(1) device(0)
  {
#pragma omp for
    for (int i = 0; i < N; ++i) {
      tmp = a[i] * scale;
      sum += tmp;
      b[i] = tmp;
    }
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 3 * (i % 97));
  long ref = 0;
  for (int i = 0; i < N; ++i) ref += 3L * (i % 97);
  CHECK(sum == ref);

  /* every thread writes its own slot */
  int slots[MAXT];
  int nthreads = 0;
  for (int t = 0; t < MAXT; ++t) slots[t] = -1;
#pragma omp target parallel num_threads(32) map(tofrom: slots, nthreads)
  {
    int t = omp_get_thread_num();
    if (t < MAXT) slots[t] = t * 10;
    if (t == 0) nthreads = omp_get_num_threads();
  }
  CHECK(nthreads >= 1 && nthreads <= 32);
  for (int t = 0; t < MAXT; ++t)
    CHECK(slots[t] == (t < nthreads ? t * 10 : -1));

  /* two worksharing loops in one region: the second reads the first */
#pragma omp target parallel map(to: a) map(from: b, c)
  {
#pragma omp for
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1;
#pragma omp for
    for (int i = 0; i < N; ++i)
      c[i] = 2 * b[N - 1 - i];
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i % 97 + 1 && c[i] == 2 * ((N - 1 - i) % 97 + 1));

  /* defaultmap, is_device_ptr, nowait + depend on target parallel */
  int hits = 0;
#pragma omp target parallel defaultmap(tofrom: scalar) map(to: a) reduction(+: hits)
  {
#pragma omp for
    for (int i = 0; i < N; ++i)
      hits += (a[i] == 5) ? 1 : 0;
  }
  CHECK(hits == N / 97 + (N % 97 > 5 ? 1 : 0));

  int dev = omp_get_default_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
#pragma omp target parallel is_device_ptr(d) nowait depend(out: d[0])
  {
#pragma omp for
    for (int i = 0; i < N; ++i)
      d[i] = i;
  }
#pragma omp target parallel is_device_ptr(d) map(from: c) nowait depend(in: d[0])
  {
#pragma omp for
    for (int i = 0; i < N; ++i)
      c[i] = d[i] * 2;
  }
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(c[i] == 2 * i);
  omp_target_free(d, dev);

  return errors != 0;
}
