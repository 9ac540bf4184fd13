// Map-type modifiers: inside a target data region that already maps the
// data, map(always, to:) refreshes the device copy from a host change,
// map(always, from:) and map(always, tofrom:) bring device results back
// although the data stays present; map(close, ...) accepted as a hint;
// always on target enter/exit data, with a reference count that keeps the
// data present. (map(present, ...) is OpenMP 5.1, which GCC 12 lacks.)
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2000;

int main() {
  static int a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
  }

#pragma omp target data map(to: a) map(alloc: b)
  {
    // host changes a; always,to pushes it although a is present
    for (int i = 0; i < N; ++i) a[i] = 2 * i;
#pragma omp target teams distribute parallel for map(always, to: a) map(from: b)
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1;
    // always,from brings b back while it stays mapped
#pragma omp target map(always, from: b)
    {
      b[0] = -5;
    }
    CHECK(b[0] == -5);
    for (int i = 1; i < N; ++i)
      CHECK(b[i] == 2 * i + 1);

    // always,tofrom: round trip of a present array
    for (int i = 0; i < N; ++i) a[i] = 3;
#pragma omp target teams distribute parallel for map(always, tofrom: a)
    for (int i = 0; i < N; ++i)
      a[i] = a[i] * i;
    for (int i = 0; i < N; ++i)
      CHECK(a[i] == 3 * i);
  }

  // close, and always on exit data
  static double x[N];
  for (int i = 0; i < N; ++i) x[i] = i * 0.5;
#pragma omp target enter data map(close, to: x)
#pragma omp target teams distribute parallel for map(tofrom: x)
  for (int i = 0; i < N; ++i)
    x[i] = x[i] + 1.0;
#pragma omp target exit data map(always, from: x)
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == i * 0.5 + 1.0);

  // always on enter data refreshes a present array; the count stays 2
  for (int i = 0; i < N; ++i) x[i] = 1.0;
#pragma omp target enter data map(to: x)
  for (int i = 0; i < N; ++i) x[i] = 7.0;
#pragma omp target enter data map(always, to: x)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    x[i] = x[i] * 2.0;
#pragma omp target exit data map(release: x)
#pragma omp target exit data map(from: x)
  for (int i = 0; i < N; ++i)
    CHECK(x[i] == 14.0);

  return errors != 0;
}
