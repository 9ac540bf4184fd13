// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// lastprivate of arrays of a fixed size on combined target loop constructs:
// each thread has its own copy (starting from the host's values when the
// array is firstprivate too), and the thread that runs the sequentially
// last iteration stores its copy, element by element.
// CHECK: acc2cuda-check: EQUAL: {{.*}}lastprivate-arrays.c
#include <stdio.h>

#define N 1000

int main(void) {
  double in[N];
  for (int i = 0; i < N; ++i)
    in[i] = 0.5 * i;

  double last[3] = {-1, -1, -1};
  // CODE: memcpy(*acc2cuda_lp_last, last, sizeof(last));
#pragma omp target teams distribute parallel for lastprivate(last) map(to: in)
  for (int i = 0; i < N; ++i) {
    last[0] = i;
    last[1] = 2.0 * i;
    last[2] = in[i];
  }

  int pair[2] = {5, 7};
  // CODE: memcpy(pair, *acc2cuda_lp_pair, sizeof(pair));
#pragma omp target parallel for firstprivate(pair) lastprivate(pair)
  for (int i = 0; i < N; ++i)
    pair[1] = pair[0] + i; // pair[0] stays the host's 5

  printf("last %g %g %g pair %d %d\n", last[0], last[1], last[2], pair[0],
         pair[1]);
  return last[2] == 0.5 * (N - 1) && pair[1] == 5 + N - 1 ? 0 : 1;
}
