// More constructs nested without braces: target data directly followed by
// target parallel for, by target teams loop and by a bare target whose
// statement is a single assignment; target data around a while loop
// holding a target construct; target data / target data / for loop
// holding target update and a kernel; a host for loop whose body is target
// / teams / distribute parallel for on separate lines; and if/else
// branches that are target constructs without braces.
#include <cstdio>
#include <vector>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 3000;

int main() {
  std::vector<double> va(N), vb(N);
  double *a = va.data(), *b = vb.data();
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0.0;
  }

#pragma omp target data map(to: a[0:N]) map(from: b[0:N])
#pragma omp target parallel for
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + 2.0;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == i + 2.0);

#pragma omp target data map(tofrom: b[0:N])
#pragma omp target teams loop
  for (int i = 0; i < N; ++i)
    b[i] *= 2.0;
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 2.0 * (i + 2.0));

  double one = 0.0;
#pragma omp target data map(to: a[0:N]) map(tofrom: one)
#pragma omp target map(tofrom: one)
  one = a[N - 1] + 1.0;
  CHECK(one == (double)N);

  // while loop inside target data
  int iter = 0;
#pragma omp target data map(tofrom: b[0:N])
  while (iter < 3) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      b[i] += 1.0;
    ++iter;
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 2.0 * (i + 2.0) + 3.0);

  // two target data, then a for loop with update + kernel
  std::vector<double> vc(N, 0.0);
  double *c = vc.data();
#pragma omp target data map(to: a[0:N])
#pragma omp target data map(tofrom: c[0:N])
  for (int step = 1; step <= 3; ++step) {
    a[0] = step * 100.0;
#pragma omp target update to(a[0:1])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      c[i] += a[i];
  }
  CHECK(c[0] == 600.0);
  for (int i = 1; i < N; ++i)
    CHECK(c[i] == 3.0 * i);

  // host loop whose body is a split target construct
  for (int rep = 0; rep < 2; ++rep)
#pragma omp target map(tofrom: c[0:N])
#pragma omp teams
#pragma omp distribute parallel for
    for (int i = 0; i < N; ++i)
      c[i] = c[i] * 0.5;
  for (int i = 1; i < N; ++i)
    CHECK(c[i] == 0.75 * i);

  // if/else branches that are target constructs
  for (int k = 0; k < 2; ++k) {
    if (k == 0)
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
      for (int i = 0; i < N; ++i)
        b[i] = 1.0;
    else
#pragma omp target teams distribute parallel for map(tofrom: b[0:N])
      for (int i = 0; i < N; ++i)
        b[i] += 10.0;
  }
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 11.0);

  return errors != 0;
}
