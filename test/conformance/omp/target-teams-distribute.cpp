// target teams distribute (one thread per team): element-wise loops with
// collapse(2), private/firstprivate/lastprivate/shared, default(shared),
// reduction, num_teams and thread_limit, if, device(0), defaultmap,
// order(concurrent), nowait + depend + taskwait, and the iteration-to-team
// assignment of dist_schedule(static, chunk): chunks go to the teams round
// robin, so iteration i runs on team (i / chunk) % omp_get_num_teams(); with
// dist_schedule(static) each team gets at most one contiguous chunk.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 4000;

int main() {
  static int team_of[N], nteams_seen[N];
  static long v[N];
  for (int i = 0; i < N; ++i) v[i] = i;

  // dist_schedule(static, 100): round-robin chunks over the teams
#pragma omp target teams distribute num_teams(7) thread_limit(32) dist_schedule(static, 100) \
    map(from: team_of, nteams_seen)
  for (int i = 0; i < N; ++i) {
    team_of[i] = omp_get_team_num();
    nteams_seen[i] = omp_get_num_teams();
  }
  int nt = nteams_seen[0];
  CHECK(nt >= 1 && nt <= 7);
  for (int i = 0; i < N; ++i) {
    CHECK(nteams_seen[i] == nt);
    CHECK(team_of[i] == (i / 100) % nt);
  }

  // dist_schedule(static): one contiguous block per team, in team order
#pragma omp target teams distribute num_teams(5) dist_schedule(static) map(from: team_of, nteams_seen)
  for (int i = 0; i < N; ++i) {
    team_of[i] = omp_get_team_num();
    nteams_seen[i] = omp_get_num_teams();
  }
  nt = nteams_seen[0];
  CHECK(nt >= 1 && nt <= 5);
  // at most one chunk per team: each team's iterations are one contiguous run
  int runs = 1;
  int run_of_team[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  run_of_team[team_of[0] & 7]++;
  for (int i = 1; i < N; ++i) {
    CHECK(team_of[i] >= 0 && team_of[i] < nt);
    if (team_of[i] != team_of[i - 1]) {
      ++runs;
      run_of_team[team_of[i] & 7]++;
    }
  }
  CHECK(runs <= nt);
  for (int t = 0; t < 8; ++t)
    CHECK(run_of_team[t] <= 1);

  // collapse(2), private, firstprivate, shared, default(shared)
  static int m[50][60];
  int tmp = 0, base = 1000, rows = 50;
#pragma omp target teams distribute collapse(2) private(tmp) firstprivate(base) shared(rows) \
    default(shared) map(from: m)
  for (int i = 0; i < 50; ++i)
    for (int j = 0; j < 60; ++j) {
      tmp = i * 60 + j;
      m[i][j] = base + tmp + rows;
    }
  for (int i = 0; i < 50; ++i)
    for (int j = 0; j < 60; ++j)
      CHECK(m[i][j] == 1050 + i * 60 + j);

  // reduction, lastprivate, order(concurrent), if, device(0)
  long total = 0;
  int last = -1;
#pragma omp target teams distribute reduction(+: total) lastprivate(last) order(concurrent) \
    if(N > 10) device(0) map(to: v)
  for (int i = 0; i < N; ++i) {
    total += v[i];
    last = i;
  }
  CHECK(total == (long)N * (N - 1) / 2);
  CHECK(last == N - 1);

  // defaultmap(tofrom: scalar): a scalar written by one iteration comes back
  int found = -1;
#pragma omp target teams distribute defaultmap(tofrom: scalar) map(to: v)
  for (int i = 0; i < N; ++i)
    if (v[i] == 1234) found = i;
  CHECK(found == 1234);

  // nowait + depend, taskwait
#pragma omp target teams distribute map(tofrom: v) nowait depend(inout: v)
  for (int i = 0; i < N; ++i)
    v[i] = v[i] * 2;
#pragma omp target teams distribute map(tofrom: v) nowait depend(inout: v)
  for (int i = 0; i < N; ++i)
    v[i] = v[i] + 1;
#pragma omp taskwait
  for (int i = 0; i < N; ++i)
    CHECK(v[i] == 2L * i + 1);

  return errors != 0;
}
