// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck --check-prefix=WARN %s
// RUN: %acc2cuda-check %s | FileCheck %s
// A `parallel` region in a team's code (not a loop of the team's threads)
// runs on one thread of its team, which OpenMP allows: its worksharing
// loops, barriers and atomics are that thread's; private copies live in
// its scope, firstprivate ones start from the team's value. The program
// prints only what any conforming implementation prints.
// WARN-DAG: parallel-in-teams.c:26:1: warning: this parallel region runs on one thread of its team
// WARN-DAG: parallel-in-teams.c:43:1: warning: this parallel region runs on one thread of its team
// CHECK: acc2cuda-check: EQUAL: {{.*}}parallel-in-teams.c
#include <omp.h>
#include <stdio.h>

#define N 1000
#define T 4

int main(void) {
  int counts[T], sums[T], limit_ok[N];
  for (int t = 0; t < T; ++t)
    counts[t] = sums[t] = 0;
#pragma omp target teams num_teams(T) map(tofrom: counts, sums)
  {
    int team = omp_get_team_num();
    int count = 0, base = 10;
    if (team < T) {
#pragma omp parallel firstprivate(base) reduction(+: count) num_threads(8)
      {
        int tmp = base;
#pragma omp for
        for (int i = 0; i < N; ++i)
#pragma omp atomic
          count += 1;
#pragma omp barrier
        tmp += omp_get_num_threads() >= 1;
        base = tmp;
      }
      counts[team] = count;
      sums[team] = base; // firstprivate: the team's own value is kept
    }
  }
#pragma omp target teams distribute thread_limit(4) map(from: limit_ok)
  for (int i = 0; i < N; ++i) {
#pragma omp parallel
    {
      if (omp_get_thread_num() == 0)
        limit_ok[i] = omp_get_num_threads() <= 4;
    }
  }
  int ok = 1, teams = 0;
  for (int t = 0; t < T; ++t) {
    teams += counts[t] != 0;
    ok &= counts[t] == 0 || (counts[t] == N && sums[t] == 10);
  }
  for (int i = 0; i < N; ++i)
    ok &= limit_ok[i];
  printf("%d %d\n", ok, teams >= 1);
  return 0;
}
