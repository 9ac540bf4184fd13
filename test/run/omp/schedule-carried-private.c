// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// A private or firstprivate scalar that a thread carries from one of its
// iterations to the next: a schedule with a chunk size fixes which
// iterations a thread runs in order (schedule(static, 4): four consecutive
// ones; dist_schedule(static, 5) in a team of one thread: five), so the
// kernel keeps that schedule and the results are those of any conforming
// implementation.
// CHECK: acc2cuda-check: EQUAL: {{.*}}schedule-carried-private.c
#include <stdio.h>

#define N 1000

int main(void) {
  int pos[N], run[N];
  int carried = 0;
#pragma omp target parallel for schedule(static, 4) firstprivate(carried) map(from: pos)
  for (int i = 0; i < N; ++i) {
    if (i % 4 == 0)
      carried = 0;
    carried++;
    pos[i] = carried; // 1, 2, 3, 4 in every chunk
  }

  int acc;
#pragma omp target teams distribute dist_schedule(static, 5) private(acc) map(from: run)
  for (int i = 0; i < N; ++i) {
    if (i % 5 == 0)
      acc = 100 * (i / 5);
    acc += i % 5;
    run[i] = acc;
  }

  long sum_pos = 0, sum_run = 0;
  for (int i = 0; i < N; ++i) {
    sum_pos += pos[i] * (i % 7 + 1);
    sum_run += run[i];
  }
  printf("pos %d %d %d %d %d, sum %ld\n", pos[0], pos[1], pos[2], pos[3],
         pos[4], sum_pos);
  printf("run %d %d %d, sum %ld\n", run[0], run[6], run[999], sum_run);
  return pos[7] == 4 && run[6] == 101 ? 0 : 1;
}
