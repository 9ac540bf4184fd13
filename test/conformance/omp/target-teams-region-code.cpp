// A target teams region with code around its distribute loops (each team
// runs the code; distribute shares the loop among the teams): teams-level
// variables computed before the loop, distribute with private,
// firstprivate, lastprivate, collapse, dist_schedule and order; distribute
// simd and distribute parallel for simd with aligned/nontemporal/safelen/
// simdlen; a loop construct with bind(teams); and team-level work recorded
// per team with omp_get_team_num() after the loops.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4096;
constexpr int MAXT = 8;

int main() {
  alignas(64) static double a[N];
  alignas(64) static double b[N];
  alignas(64) static double d[N];
  static double c[N], e[N];
  static int g[32][64];
  static int team_done[MAXT];
  for (int i = 0; i < N; ++i) a[i] = i % 13;

  int nteams = 0, last = -1;
  double scale = 2.0;
#pragma omp target teams num_teams(MAXT) map(to: a, scale) map(from: b, c, d, e, g, team_done) map(tofrom: nteams, last)
  {
    int tn = omp_get_team_num();
    double tmp = 0.0;
    if (tn == 0) nteams = omp_get_num_teams();

#pragma omp distribute private(tmp) firstprivate(scale) lastprivate(last) dist_schedule(static, 64) order(concurrent)
    for (int i = 0; i < N; ++i) {
      tmp = a[i] * scale;
      b[i] = tmp;
      last = i;
    }

#pragma omp distribute collapse(2)
    for (int i = 0; i < 32; ++i)
      for (int j = 0; j < 64; ++j)
        g[i][j] = i + j;

#pragma omp distribute simd aligned(a: 64) safelen(8) simdlen(4)
    for (int i = 0; i < N; ++i)
      c[i] = a[i] + 1.0;

#pragma omp distribute parallel for simd aligned(a, d: 64) nontemporal(d) safelen(8) simdlen(4)
    for (int i = 0; i < N; ++i)
      d[i] = a[i] * 3.0;

#pragma omp loop bind(teams)
    for (int i = 0; i < N; ++i)
      e[i] = a[i] - 1.0;

    if (tn < MAXT) team_done[tn] = tn + 1;
  }

  CHECK(nteams >= 1 && nteams <= MAXT);
  CHECK(last == N - 1);
  for (int i = 0; i < N; ++i) {
    CHECK(b[i] == 2.0 * (i % 13));
    CHECK(c[i] == (i % 13) + 1.0);
    CHECK(d[i] == 3.0 * (i % 13));
    CHECK(e[i] == (i % 13) - 1.0);
  }
  for (int i = 0; i < 32; ++i)
    for (int j = 0; j < 64; ++j)
      CHECK(g[i][j] == i + j);
  for (int t = 0; t < nteams && t < MAXT; ++t)
    CHECK(team_done[t] == t + 1);
  return errors != 0;
}
