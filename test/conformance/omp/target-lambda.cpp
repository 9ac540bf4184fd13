// C++ lambdas in offload code: a captureless lambda and a lambda capturing
// by value, both defined on the host and called in target teams distribute
// parallel for, and a generic lambda passed to a function template that
// launches the kernel. (A lambda defined inside the target region makes
// GCC 12 crash, so the reference cannot be built for that shape.)
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2000;

template <typename F> void apply(double *x, int n, F f) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = f(x[i]);
}

int main() {
  static double a[N];
  for (int i = 0; i < N; ++i) a[i] = i;

  auto sq = [](double v) { return v * v; };
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; ++i)
    a[i] = sq(a[i]) + 1.0;
  for (int i = 0; i < N; ++i)
    CHECK(a[i] == (double)i * i + 1.0);

  double k = 2.0;
  auto scale = [k](double v) { return v * k; };
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; ++i)
    a[i] = scale(a[i]);
  for (int i = 0; i < N; ++i)
    CHECK(a[i] == 2.0 * ((double)i * i + 1.0));

  apply(a, N, [](auto v) { return v - 2.0; });
  for (int i = 0; i < N; ++i)
    CHECK(a[i] == 2.0 * (double)i * i);
  return errors != 0;
}
