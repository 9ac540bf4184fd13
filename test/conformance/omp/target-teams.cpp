// target teams whose body is a single distribute-family loop: target teams
// + distribute, + distribute parallel for, + distribute simd, + distribute
// parallel for simd; with num_teams, thread_limit, reduction on target teams
// combined with reduction on the inner loop, private/firstprivate/shared/
// default on target teams, defaultmap, if, device(0), is_device_ptr and
// nowait + depend + taskwait.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 5000;
static int a[N], b[N];

int main() {
  for (int i = 0; i < N; ++i) a[i] = i % 1000;

#pragma omp target teams num_teams(10) thread_limit(64) map(to: a) map(from: b)
#pragma omp distribute
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + 1;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i % 1000 + 1);

  long sum = 0;
#pragma omp target teams map(to: a) reduction(+: sum) num_teams(6)
#pragma omp distribute parallel for reduction(+: sum)
  for (int i = 0; i < N; ++i)
    sum += a[i];
  long ref = 0;
  for (int i = 0; i < N; ++i) ref += i % 1000;
  CHECK(sum == ref);

  int off = 5, tmp = 0;
#pragma omp target teams firstprivate(off) private(tmp) shared(b) default(shared) map(tofrom: b) if(1) device(0)
#pragma omp distribute simd
  for (int i = 0; i < N; ++i) {
    tmp = b[i] + off;
    b[i] = tmp;
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i % 1000 + 6);

  int mx = -1;
#pragma omp target teams map(to: a) defaultmap(tofrom: scalar) reduction(max: mx)
#pragma omp distribute parallel for simd reduction(max: mx)
  for (int i = 0; i < N; ++i)
    mx = a[i] > mx ? a[i] : mx;
  CHECK(mx == 999);

  int dev = omp_get_default_device();
  int *d = static_cast<int *>(omp_target_alloc(N * sizeof(int), dev));
#pragma omp target teams is_device_ptr(d)
#pragma omp distribute parallel for
  for (int i = 0; i < N; ++i)
    d[i] = 2 * i;
  long dsum = 0;
#pragma omp target teams is_device_ptr(d) reduction(+: dsum)
#pragma omp distribute parallel for reduction(+: dsum)
  for (int i = 0; i < N; ++i)
    dsum += d[i];
  CHECK(dsum == (long)N * (N - 1));
  omp_target_free(d, dev);

#pragma omp target teams map(tofrom: b) nowait depend(inout: b)
#pragma omp distribute parallel for
  for (int i = 0; i < N; ++i)
    b[i] = b[i] * 2;
#pragma omp target teams map(tofrom: b) nowait depend(inout: b)
#pragma omp distribute parallel for
  for (int i = 0; i < N; ++i)
    b[i] = b[i] - 12;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 2 * (i % 1000));

  return errors != 0;
}
