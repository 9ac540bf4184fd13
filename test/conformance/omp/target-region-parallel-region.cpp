// A parallel region with code around it inside a bare target region: the
// target's code runs before and after a parallel construct whose body holds
// worksharing for and for simd loops with firstprivate, lastprivate,
// reduction, schedule(dynamic) and nowait, plus a single; the region's code
// afterwards combines the results into mapped outputs.
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 512;

int main() {
  static double a[N], c[N];
  for (int i = 0; i < N; ++i) a[i] = i % 9;

  double s_for = 0.0, s_forsimd = 0.0, total = 0.0;
  int last_for = -1, singles = 0;
  double f = 2.0;
#pragma omp target map(to: a, f) map(from: c) map(tofrom: s_for, s_forsimd, last_for, total, singles)
  {
    double base = 10.0;
#pragma omp parallel num_threads(4) shared(s_for, s_forsimd, last_for, f, singles)
    {
#pragma omp for firstprivate(f) lastprivate(last_for) reduction(+: s_for) schedule(dynamic, 8)
      for (int i = 0; i < N; ++i) {
        s_for += f * a[i];
        last_for = i;
      }
#pragma omp for simd reduction(+: s_forsimd) nowait
      for (int i = 0; i < N; ++i) {
        c[i] = a[i] - 1.0;
        s_forsimd += c[i];
      }
#pragma omp single
      singles += 1;
    }
    total = base + s_for + s_forsimd;
  }

  double rsum = 0.0;
  for (int i = 0; i < N; ++i) rsum += i % 9;
  for (int i = 0; i < N; ++i)
    CHECK(c[i] == (i % 9) - 1.0);
  CHECK(s_for == 2.0 * rsum);
  CHECK(last_for == N - 1);
  CHECK(s_forsimd == rsum - N);
  CHECK(singles == 1);
  CHECK(total == 10.0 + 3.0 * rsum - N);
  return errors != 0;
}
