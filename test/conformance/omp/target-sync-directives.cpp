// Synchronisation directives in target regions: critical (unnamed, named,
// with hint) protecting a shared counter in target parallel and in the body
// of target teams distribute parallel for; barrier between two phases of a
// target parallel region; master, masked (default and filter(0)) and single
// (with and without nowait) doing once-per-team work; flush with acq_rel,
// acquire and release and with a list; atomic read of a counter after a
// barrier.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2000;

int main() {
  // critical + barrier + master/single/masked in target parallel
  int count = 0, nthreads = 0, singles = 0, masters = 0, maskeds = 0, after = -1;
#pragma omp target parallel num_threads(32) map(tofrom: count, nthreads, singles, masters, maskeds, after)
  {
#pragma omp critical
    count += 1;
#pragma omp master
    {
      nthreads = omp_get_num_threads();
      masters += 1;
    }
#pragma omp barrier
#pragma omp single
    {
      after = count;
      singles += 1;
    }
#pragma omp masked
    maskeds += 1;
#pragma omp masked filter(0)
    maskeds += 10;
#pragma omp single nowait
    singles += 100;
  }
  CHECK(nthreads >= 1 && nthreads <= 32);
  CHECK(count == nthreads);
  CHECK(after == nthreads);
  CHECK(masters == 1);
  CHECK(singles == 101);
  CHECK(maskeds == 11);

  // named critical sections with a hint in a combined loop
  static int data[N];
  for (int i = 0; i < N; ++i) data[i] = i % 37;
  long sum = 0;
  int maxv = -1;
#pragma omp target teams distribute parallel for map(to: data) map(tofrom: sum, maxv)
  for (int i = 0; i < N; ++i) {
#pragma omp critical(sumlock) hint(omp_sync_hint_contended)
    sum += data[i];
#pragma omp critical(maxlock)
    {
      if (data[i] > maxv) maxv = data[i];
    }
  }
  long ref = 0;
  for (int i = 0; i < N; ++i) ref += i % 37;
  CHECK(sum == ref);
  CHECK(maxv == 36);

  // single in the body of target teams distribute (one thread per team)
  static int once[N];
#pragma omp target teams distribute map(from: once)
  for (int i = 0; i < N; ++i) {
#pragma omp single
    once[i] = i + 1;
  }
  for (int i = 0; i < N; ++i)
    CHECK(once[i] == i + 1);

  // flush variants in a bare target region
  int flag = 0, payload = 0;
#pragma omp target map(tofrom: flag, payload)
  {
    payload = 42;
#pragma omp flush release
    flag = 1;
#pragma omp flush(flag, payload)
#pragma omp flush acquire
#pragma omp flush acq_rel
#pragma omp flush
  }
  CHECK(flag == 1 && payload == 42);

  // barrier separating phases: every thread reads what another wrote
  static int buf[64], out[64];
  int nt = 0;
#pragma omp target parallel num_threads(64) map(from: buf, out, nt)
  {
    int t = omp_get_thread_num();
    int n = omp_get_num_threads();
    if (t == 0) nt = n;
    buf[t] = t * t;
#pragma omp barrier
    out[t] = buf[(t + 1) % n];
  }
  CHECK(nt >= 1 && nt <= 64);
  for (int t = 0; t < nt; ++t)
    CHECK(out[t] == ((t + 1) % nt) * ((t + 1) % nt));

  return errors != 0;
}
