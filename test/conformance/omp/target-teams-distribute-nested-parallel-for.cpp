// target teams distribute with parallel loops nested in its body (a team
// per outer iteration, the inner loop shared among the team's threads):
// code computing per-row values around the inner loop, an inner reduction
// whose result the team stores, two inner loops in sequence where the
// second reads what the first wrote (a row normalisation), an inner
// parallel for simd and an inner parallel loop, inner private and
// num_threads, an outer reduction fed by the team code, and a row of
// variable length (triangular iteration space).
#include <cstdio>
#include <cmath>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int R = 200, C = 128;

int main() {
  static double a[R][C], out[R][C];
  static double rmax[R];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      a[i][j] = ((i * 7 + j * 3) % 50) + 1.0;

  // row normalisation: reduce, store, then scale in a second inner loop
  double grand = 0.0;
#pragma omp target teams distribute map(to: a) map(from: out, rmax) reduction(+: grand) num_teams(64) thread_limit(128)
  for (int i = 0; i < R; ++i) {
    double m = 0.0;
#pragma omp parallel for reduction(max: m) num_threads(128)
    for (int j = 0; j < C; ++j)
      m = a[i][j] > m ? a[i][j] : m;
    rmax[i] = m;
    double inv = 1.0 / m;
#pragma omp parallel for
    for (int j = 0; j < C; ++j)
      out[i][j] = a[i][j] * inv;
    grand += m;
  }
  double rg = 0.0;
  for (int i = 0; i < R; ++i) {
    double m = 0.0;
    for (int j = 0; j < C; ++j) m = a[i][j] > m ? a[i][j] : m;
    CHECK(rmax[i] == m);
    rg += m;
    for (int j = 0; j < C; ++j)
      CHECK(std::fabs(out[i][j] - a[i][j] / m) < 1e-12);
  }
  CHECK(grand == rg);

  // inner private scratch, inner parallel for simd, inner parallel loop
  static int cnt[R];
  static long sq[R];
#pragma omp target teams distribute map(to: a) map(from: cnt, sq)
  for (int i = 0; i < R; ++i) {
    int c = 0;
    double tmp = 0.0;
#pragma omp parallel for simd reduction(+: c) private(tmp)
    for (int j = 0; j < C; ++j) {
      tmp = a[i][j] * 2.0;
      c += tmp > 50.0 ? 1 : 0;
    }
    cnt[i] = c;
    long s = 0;
#pragma omp parallel loop reduction(+: s)
    for (int j = 0; j < C; ++j)
      s += (long)a[i][j] * (long)a[i][j];
    sq[i] = s;
  }
  for (int i = 0; i < R; ++i) {
    int c = 0;
    long s = 0;
    for (int j = 0; j < C; ++j) {
      c += a[i][j] * 2.0 > 50.0 ? 1 : 0;
      s += (long)a[i][j] * (long)a[i][j];
    }
    CHECK(cnt[i] == c);
    CHECK(sq[i] == s);
  }

  // triangular: the inner trip count depends on the row
  static int tri[R][C];
#pragma omp target teams distribute map(from: tri)
  for (int i = 0; i < R; ++i) {
    int len = i % C;
#pragma omp parallel for
    for (int j = 0; j < C; ++j)
      tri[i][j] = 0;
#pragma omp parallel for
    for (int j = 0; j < len; ++j)
      tri[i][j] = i + j;
  }
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      CHECK(tri[i][j] == (j < i % C ? i + j : 0));

  return errors != 0;
}
