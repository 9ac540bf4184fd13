// Deferred target tasks: nowait with depend(out/in/inout) chains across
// several arrays (a diamond: one producer, two consumers, one joiner),
// independent nowait kernels with no dependences completed by taskwait, a
// bare target nowait writing a mapped scalar, enter data / update / exit
// data with nowait + depend interleaved with kernels, depend(mutexinoutset)
// on two commutative updates, and taskwait depend(in: ...) waiting for one
// chain only.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4096;

int main() {
  static double a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; ++i) a[i] = i;

  // diamond: a -> (b, c) -> d
#pragma omp target enter data map(to: a) map(alloc: b, c, d) nowait depend(out: a, b, c, d)
#pragma omp target teams distribute parallel for nowait depend(inout: a)
  for (int i = 0; i < N; ++i)
    a[i] = a[i] + 1.0;
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: b)
  for (int i = 0; i < N; ++i)
    b[i] = 2.0 * a[i];
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: c)
  for (int i = 0; i < N; ++i)
    c[i] = 3.0 * a[i];
#pragma omp target teams distribute parallel for nowait depend(in: b, c) depend(out: d)
  for (int i = 0; i < N; ++i)
    d[i] = b[i] + c[i];
#pragma omp target exit data map(from: d) map(release: a, b, c) nowait depend(in: d)
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(d[i] == 5.0 * (i + 1.0));

  // independent kernels, no dependences
  static int x[N], y[N];
#pragma omp target teams distribute parallel for map(from: x) nowait
  for (int i = 0; i < N; ++i)
    x[i] = i * 2;
#pragma omp target teams distribute parallel for map(from: y) nowait
  for (int i = 0; i < N; ++i)
    y[i] = i * 3;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 2 * i && y[i] == 3 * i);

  // bare target nowait writing a mapped scalar
  long total = 0;
#pragma omp target map(to: x) map(tofrom: total) nowait depend(out: total)
  {
    for (int i = 0; i < N; ++i) total += x[i];
  }
#pragma omp taskwait
  CHECK(total == (long)N * (N - 1));

  // updates with nowait + depend interleaved with kernels
  for (int i = 0; i < N; ++i) a[i] = 1.0;
#pragma omp target enter data map(alloc: a) nowait depend(out: a)
#pragma omp target update to(a) nowait depend(inout: a)
#pragma omp target teams distribute parallel for nowait depend(inout: a)
  for (int i = 0; i < N; ++i)
    a[i] *= 4.0;
#pragma omp target update from(a) nowait depend(inout: a)
#pragma omp target exit data map(delete: a) nowait depend(inout: a)
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(a[i] == 4.0);

  // mutexinoutset: two commutative updates of the same data, then a reader
  static long acc[N];
  for (int i = 0; i < N; ++i) acc[i] = 0;
#pragma omp target enter data map(to: acc) nowait depend(out: acc)
#pragma omp target teams distribute parallel for nowait depend(mutexinoutset: acc)
  for (int i = 0; i < N; ++i)
    acc[i] += i;
#pragma omp target teams distribute parallel for nowait depend(mutexinoutset: acc)
  for (int i = 0; i < N; ++i)
    acc[i] += 1000;
#pragma omp target exit data map(from: acc) nowait depend(in: acc)
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(acc[i] == i + 1000L);

  // taskwait depend: wait for the chain producing y only
#pragma omp target teams distribute parallel for map(tofrom: y) nowait depend(inout: y)
  for (int i = 0; i < N; ++i)
    y[i] += 1;
#pragma omp target teams distribute parallel for map(tofrom: x) nowait depend(inout: x)
  for (int i = 0; i < N; ++i)
    x[i] -= 1;
#pragma omp taskwait depend(in: y)
  for (int i = 0; i < N; ++i)
    CHECK(y[i] == 3 * i + 1);
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 2 * i - 1);

  return errors != 0;
}
