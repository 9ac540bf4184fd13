// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu --report 2>&1 | FileCheck %s --check-prefix=REPORT
//
// `auto` in a `parallel` construct leaves the choice to the
// implementation, which must run the loop sequentially unless it proves
// the iterations independent (OpenACC 3.3 2.9.7), as in `kernels`: a
// recurrence runs in order (warning A2C3006), a loop writing distinct
// elements of an array stays parallel, and an inner `auto` loop of a gang
// loop runs in each gang's thread. With the simulator's threads in
// reverse order a recurrence spread over threads would give other values.
// CHECK: acc2cuda-check: EQUAL: {{.*}}parallel-loop-auto.c (6 numbers

#include <stdio.h>

#define N 200

int main(void) {
  int b[N], c[N], m[8][N];
  for (int i = 0; i < N; ++i)
    b[i] = c[i] = 0;
#pragma acc parallel loop auto copy(b)
  for (int i = 1; i < N; ++i)
    b[i] = b[i - 1] + 2;
#pragma acc parallel loop gang auto copy(c)
  for (int i = 0; i < N; ++i)
    c[i] = 3 * i;
#pragma acc parallel loop gang copyout(m)
  for (int r = 0; r < 8; ++r) {
    m[r][0] = r;
#pragma acc loop auto
    for (int i = 1; i < N; ++i)
      m[r][i] = m[r][i - 1] + r + 1;
  }
  long sum = 0;
  for (int r = 0; r < 8; ++r)
    sum += m[r][N - 1];
  printf("%d %d %d %d %ld %d\n", b[1], b[N - 1], c[7], c[N - 1], sum, m[3][5]);
  return 0;
}

// REPORT: parallel-loop-auto.c:22:{{[0-9]+}}: warning: 'auto' loop runs sequentially on the device: acc2cuda cannot prove its iterations independent
// REPORT-NOT: warning:
// REPORT: 22, parallel loop: kernel
// REPORT: sequential: acc2cuda cannot prove the iterations of an 'auto' loop independent (A2C3006)
// REPORT: 25, parallel loop: kernel
// REPORT-NEXT: launch:
// REPORT-NEXT: 26, loop i: blockIdx.x threadIdx.x
// REPORT: 28, parallel loop: kernel
// REPORT: 29, loop r: blockIdx.x threadIdx.x
// REPORT: 32, loop i: sequential
