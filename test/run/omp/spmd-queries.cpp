// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// omp_get_team_num / omp_get_num_teams / omp_get_thread_num /
// omp_get_num_threads / omp_in_parallel in target regions: teams are CUDA
// blocks, and a parallel region's threads are the block's; in a `teams
// distribute` loop without `parallel`, and in a team's code around a nested
// `parallel for`, a team has one thread. The program prints only what any
// conforming implementation prints (numbers in range, one thread outside
// parallel regions), so it matches the host build.
// CHECK: acc2cuda-check: EQUAL: {{.*}}spmd-queries.cpp

#include <cstdio>
#include <omp.h>

#define N 1000

int main() {
  static int team[N], nteams[N], thread[N], nthreads[N], inpar[N];
  static int inner[N * 8];

  // Teams only: one thread per team.
#pragma omp target teams distribute map(from: team, nteams, thread, nthreads, inpar)
  for (int i = 0; i < N; ++i) {
    team[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
    inpar[i] = omp_in_parallel();
  }
  int ok1 = 0;
  for (int i = 0; i < N; ++i)
    ok1 += team[i] >= 0 && team[i] < nteams[i] && thread[i] == 0 &&
           nthreads[i] == 1 && inpar[i] == 0;

  // Teams of threads.
#pragma omp target teams distribute parallel for map(from: team, nteams, thread, nthreads)
  for (int i = 0; i < N; ++i) {
    team[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
  }
  int ok2 = 0;
  for (int i = 0; i < N; ++i)
    ok2 += team[i] >= 0 && team[i] < nteams[i] && thread[i] >= 0 &&
           thread[i] < nthreads[i];

  // The team's code has one thread; the nested parallel for has many.
#pragma omp target teams distribute map(from: thread, nthreads, inner)
  for (int i = 0; i < N; ++i) {
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
#pragma omp parallel for
    for (int j = 0; j < 8; ++j)
      inner[i * 8 + j] =
          omp_get_thread_num() < omp_get_num_threads() ? 1 : 100;
  }
  int ok3 = 0;
  for (int i = 0; i < N; ++i)
    ok3 += thread[i] == 0 && nthreads[i] == 1;
  for (int k = 0; k < N * 8; ++k)
    ok3 += inner[k];

  printf("%d %d %d\n", ok1, ok2, ok3);
  return 0;
}

// CODE:      team[i] = acc2cuda::omp_dev::team_num();
// CODE-NEXT: nteams[i] = acc2cuda::omp_dev::num_teams();
// CODE-NEXT: thread[i] = acc2cuda::omp_dev::thread_num(false);
// CODE-NEXT: nthreads[i] = acc2cuda::omp_dev::num_threads(false);
// CODE-NEXT: inpar[i] = acc2cuda::omp_dev::in_parallel(false);
// CODE:      thread[i] = acc2cuda::omp_dev::thread_num(true);
// CODE-NEXT: nthreads[i] = acc2cuda::omp_dev::num_threads(true);
// CODE:      thread[i] = acc2cuda::omp_dev::thread_num(false);
// CODE:      inner[i * 8 + j] = acc2cuda::omp_dev::thread_num(true) <
// CODE-NEXT:                    acc2cuda::omp_dev::num_threads(true)
