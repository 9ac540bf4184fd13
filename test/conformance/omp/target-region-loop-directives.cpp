// Loop directives inside the code of a bare target region, with code
// around them: for (collapse, private, schedule, order, nowait), for simd
// (safelen, simdlen, schedule, private, aligned, nontemporal), simd
// (collapse, if, safelen, simdlen, private, lastprivate, reduction, order,
// aligned, nontemporal), loop (bind(thread),
// collapse, private, reduction, lastprivate of the loop variable, order), a
// parallel for with code around it; each result is combined by the
// region's own code into mapped outputs. (for/for simd with firstprivate,
// lastprivate and reduction are in target-region-parallel-region.cpp: clang
// requires their variables to be shared, i.e. inside a parallel region.)
#include <cstdio>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 512;

int main() {
  alignas(64) static double a[N];
  alignas(64) static double b[N];
  static int m[16][32];
  for (int i = 0; i < N; ++i) a[i] = i % 9;

  double s_simd = 0.0, s_loop = 0.0, s_par = 0.0;
  int last_simd = -1, loopvar = -1;
  double total = 0.0;
#pragma omp target map(to: a) map(from: b, m) \
    map(tofrom: s_simd, s_loop, s_par, last_simd, loopvar, total)
  {
    double t = 0.0;
#pragma omp for collapse(2) private(t) schedule(static) order(concurrent) nowait
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 32; ++j) {
        t = 2.0 * (i * 32 + j);
        m[i][j] = (int)t;
      }

#pragma omp for simd safelen(8) simdlen(4) schedule(static, 16) private(t) aligned(a, b: 64) nontemporal(b)
    for (int i = 0; i < N; ++i) {
      t = a[i] * 3.0;
      b[i] = t;
    }

    double u = 0.0;
#pragma omp simd collapse(2) if(1) safelen(16) simdlen(8) private(u) lastprivate(last_simd) \
    reduction(+: s_simd) order(concurrent) aligned(a: 64) nontemporal(a)
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 32; ++j) {
        u = a[i * 32 + j] + 1.0;
        s_simd += u;
        last_simd = i * 32 + j;
      }

    double w = 0.0;
#pragma omp loop bind(thread) collapse(1) private(w) reduction(+: s_loop) lastprivate(loopvar) order(concurrent)
    for (loopvar = 0; loopvar < N; ++loopvar) {
      w = a[loopvar] * a[loopvar];
      s_loop += w;
    }

    double local = 0.0;
#pragma omp parallel for reduction(+: local) num_threads(8)
    for (int i = 0; i < N; ++i)
      local += a[i];
    s_par = local + 1.0;

    total = s_simd + s_loop + s_par;
  }

  double rsum = 0.0, rsq = 0.0;
  for (int i = 0; i < N; ++i) {
    rsum += i % 9;
    rsq += (i % 9) * (i % 9);
  }
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 32; ++j)
      CHECK(m[i][j] == 2 * (i * 32 + j));
  for (int i = 0; i < N; ++i)
    CHECK(b[i] == 3.0 * (i % 9));
  CHECK(s_simd == rsum + N);
  CHECK(last_simd == N - 1);
  CHECK(s_loop == rsq);
  CHECK(loopvar == N);
  CHECK(s_par == rsum + 1.0);
  CHECK(total == s_simd + s_loop + s_par);
  return errors != 0;
}
