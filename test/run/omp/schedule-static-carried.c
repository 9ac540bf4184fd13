// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// schedule(static) and dist_schedule(static) without a chunk size give
// each thread (team) one contiguous chunk, so a firstprivate value the
// body carries from one iteration to the next counts up within each
// chunk (the copy is the thread's, initialised once). acc2cuda runs the
// requested 4 threads (teams) exactly.
#include <omp.h>
#include <stdio.h>
#define N 16

int main(void) {
  int out[N], nth = 0, z = 0;
#pragma omp target parallel for num_threads(4) schedule(static) firstprivate(z) map(from: out, nth)
  for (int i = 0; i < N; i++) {
    if (i == 0)
      nth = omp_get_num_threads();
    out[i] = z++;
  }
  printf("threads %d:", nth);
  for (int i = 0; i < N; i++)
    printf(" %d", out[i]);
  printf("\n");
  // CHECK: threads 4: 0 1 2 3 0 1 2 3 0 1 2 3 0 1 2 3

  int nt = 0;
#pragma omp target teams distribute num_teams(4) dist_schedule(static) firstprivate(z) map(from: out, nt)
  for (int i = 0; i < N; i++) {
    if (i == 0)
      nt = omp_get_num_teams();
    out[i] = 10 * z++;
  }
  printf("teams %d:", nt);
  for (int i = 0; i < N; i++)
    printf(" %d", out[i]);
  printf("\n");
  // CHECK: teams 4: 0 10 20 30 0 10 20 30 0 10 20 30 0 10 20 30
  return 0;
}
