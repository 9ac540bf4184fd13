// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: env ACC2CUDA_SIM_ASYNC=eager %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// acc_wait_any (OpenACC 3.3 3.2.13): each call returns a queue of the list
// whose work is done, the program drops it from the list (acc_async_sync)
// and queues the next step there; with every entry acc_async_sync it
// returns -1. Which queue finishes first varies, so only the totals print.
// CHECK: handled 3 last -1 sums 1200 2400 3600
#include <openacc.h>
#include <stdio.h>

#define N 400

int main(void) {
  static double data[3][N];
  int queues[3] = {4, 5, 6};
#pragma acc enter data create(data)
  for (int q = 0; q < 3; ++q) {
#pragma acc parallel loop present(data) async(queues[q])
    for (int i = 0; i < N; ++i)
      data[q][i] = q + 1;
  }
  int handled = 0, next;
  while ((next = acc_wait_any(3, queues)) >= 0) {
    int q = queues[next];
    queues[next] = acc_async_sync;
    ++handled;
#pragma acc parallel loop present(data) async(q)
    for (int i = 0; i < N; ++i)
      data[next][i] *= 3;
  }
  int last = acc_wait_any(3, queues);
#pragma acc wait
#pragma acc exit data copyout(data)
  double s[3] = {0, 0, 0};
  for (int q = 0; q < 3; ++q)
    for (int i = 0; i < N; ++i)
      s[q] += data[q][i];
  printf("handled %d last %d sums %.0f %.0f %.0f\n", handled, last, s[0],
         s[1], s[2]);
  return 0;
}
