// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Loops whose body asks which team or thread runs an iteration get OpenMP's
// assignment of iterations where the directives fix it: schedule(static[,
// c]) deals chunks to the threads round robin (one contiguous chunk each
// without c), dist_schedule(static[, c]) the same to the teams, and in a
// `distribute` without `parallel` a team runs its iterations on one thread,
// so counters indexed by the team number do not race. Each line prints the
// number of iterations that ran where OpenMP says, which is the same under
// any number of teams or threads (the host build has one of each).
// CHECK: acc2cuda-check: EQUAL: {{.*}}static-schedules.cpp

#include <cstdio>
#include <omp.h>

#define N 10000
#define NT 16

static int team[N], nteams[N], thread[N], nthreads[N];

int main() {
  // A counter per team, incremented by the team's only thread.
  static int counts[NT];
#pragma omp target teams distribute num_teams(NT) map(tofrom: counts) map(from: nteams)
  for (int i = 0; i < N; ++i) {
    counts[omp_get_team_num()]++;
    nteams[i] = omp_get_num_teams();
  }
  int sum = 0, most = 0, least = N;
  for (int t = 0; t < nteams[0]; ++t) {
    sum += counts[t];
    most = counts[t] > most ? counts[t] : most;
    least = counts[t] < least ? counts[t] : least;
  }
  // N is a multiple of NT: as many iterations per team, whatever the count.
  printf("teams only: %d iterations counted, balanced %d\n", sum,
         most == least);

  // schedule(static): one contiguous chunk per thread, in thread order.
#pragma omp target parallel for num_threads(32) schedule(static) map(from: thread, nthreads)
  for (int i = 0; i < N; ++i) {
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
  }
  int ordered = 0;
  for (int i = 1; i < N; ++i)
    ordered += thread[i] == thread[i - 1] || thread[i] == thread[i - 1] + 1;
  printf("static: %d of %d steps stay or move to the next thread\n", ordered,
         N - 1);

  // schedule(static, 3): chunks of three, round robin.
#pragma omp target parallel for num_threads(40) schedule(static, 3) map(from: thread, nthreads)
  for (int i = 0; i < N; ++i) {
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
  }
  int dealt = 0;
  for (int i = 0; i < N; ++i)
    dealt += thread[i] == (i / 3) % nthreads[i];
  printf("static, 3: %d\n", dealt);

  // Both levels: chunks of 64 to the teams, of 4 to each team's threads.
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(8) \
    dist_schedule(static, 64) schedule(static, 4) map(from: team, nteams, thread, nthreads)
  for (int i = 0; i < N; ++i) {
    team[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
    thread[i] = omp_get_thread_num();
    nthreads[i] = omp_get_num_threads();
  }
  dealt = 0;
  for (int i = 0; i < N; ++i)
    dealt += team[i] == (i / 64) % nteams[i] &&
             thread[i] == (i % 64 / 4) % nthreads[i];
  printf("dist_schedule 64, schedule 4: %d\n", dealt);

  // dist_schedule with a variable chunk around a nested parallel for.
  int chunk = 10;
  static int inner[N];
#pragma omp target teams distribute num_teams(6) dist_schedule(static, chunk) map(from: team, nteams, inner)
  for (int i = 0; i < N; ++i) {
    team[i] = omp_get_team_num();
    nteams[i] = omp_get_num_teams();
#pragma omp parallel for
    for (int j = 0; j < 4; ++j)
      if (j == 0)
        inner[i] = omp_get_team_num();
  }
  dealt = 0;
  for (int i = 0; i < N; ++i)
    dealt += team[i] == (i / chunk) % nteams[i] && inner[i] == team[i];
  printf("dist_schedule chunk around parallel for: %d\n", dealt);

  // collapse(2), a reduction and lastprivate under schedule(static, 5).
  static int cell[100][100];
  long total = 0;
  int last = -1;
#pragma omp target parallel for collapse(2) schedule(static, 5) reduction(+: total) \
    lastprivate(last) map(from: cell, nthreads)
  for (int i = 0; i < 100; ++i)
    for (int j = 0; j < 100; ++j) {
      cell[i][j] = omp_get_thread_num();
      nthreads[i * 100 + j] = omp_get_num_threads();
      total += i * 100 + j;
      last = i * 100 + j;
    }
  dealt = 0;
  for (int k = 0; k < N; ++k)
    dealt += cell[k / 100][k % 100] == (k / 5) % nthreads[k];
  printf("collapse(2), static 5: %d, total %ld, last %d\n", dealt, total,
         last);
  return 0;
}

// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CODE-NEXT:    long long acc2cuda_st0,
// CODE-NEXT:    long long acc2cuda_team_chunk,
// CODE-NEXT:    long long acc2cuda_thread_chunk,
// CODE:         acc2cuda::omp_dev::StaticSchedule acc2cuda_s(
// CODE-NEXT:        acc2cuda_total, acc2cuda_team_chunk, acc2cuda_thread_chunk, true);
// CODE-NEXT:    for (long long acc2cuda_k = acc2cuda_s.first(); acc2cuda_k < acc2cuda_total;
// CODE-NEXT:         acc2cuda_k = acc2cuda_s.next(acc2cuda_k)) {
// CODE:         acc2cuda_s.next(acc2cuda_k)) {
// CODE:         acc2cuda_s.next(acc2cuda_k)) {
// CODE:         acc2cuda_s.next(acc2cuda_k)) {
// CODE:         acc2cuda::omp_dev::StaticSchedule acc2cuda_s(
// CODE-NEXT:        acc2cuda_total, acc2cuda_team_chunk, acc2cuda_thread_chunk, false);
// Teams only: a block of one thread per team; then the chunks each
// launch passes (0: one per team or thread) and one team for `target
// parallel for`.
// CODE:         const dim3 acc2cuda_block = acc2cuda_c.block_size(1);
// CODE-NEXT:    const dim3 acc2cuda_grid =
// CODE-NEXT:        acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, NT);
// CODE:         acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, (long long)(0), (long long)(1),
// CODE:         acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 1);
// CODE:         acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, (long long)(0), (long long)(0),
// CODE:         acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 1);
// CODE:         acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, (long long)(0), (long long)(3),
// CODE:         acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 4);
// CODE:         acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, (long long)(64), (long long)(4),
// CODE:         acc2cuda_n0, acc2cuda_lb0, acc2cuda_st0, (long long)(chunk),
// CODE-NEXT:    (long long)(1),
// CODE:         acc2cuda_c.grid_size(acc2cuda_n0 * acc2cuda_n1, acc2cuda_block, 1, true);
// CODE:         acc2cuda_st1, (long long)(0), (long long)(5),
