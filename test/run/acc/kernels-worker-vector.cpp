// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report 2>%t.err | FileCheck %s --check-prefix=TEXT
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// In a kernels region a vector loop inside a worker loop is spread over the
// worker's lanes only when it says `independent` (regression: a recurrence
// without it used to be spread, and gave wrong results).
// CHECK: acc2cuda-check: EQUAL: {{.*}}kernels-worker-vector.cpp

// WARN: {{.*}}:{{[0-9]+}}:13: warning: this loop runs sequentially in each worker: in a 'kernels' region an inner loop needs 'independent' to be spread over threads [A2C3009]
// WARN-NOT: warning:

// TEXT:      kernels: kernel main_{{[0-9]+}}_kernel
// TEXT-NEXT:   launch: a block per gang, 128 threads per block
// TEXT-NEXT:   {{[0-9]+}}, loop i: blockIdx.x (a gang per block)
// TEXT-NEXT:   {{[0-9]+}}, loop j: threadIdx.x
// TEXT-NEXT:   {{[0-9]+}}, loop k: sequential in each thread (in a 'kernels' region an inner loop needs 'independent' to be spread over threads)
// TEXT:      kernels: kernel main_{{[0-9]+}}_kernel
// TEXT-NEXT:   launch: a block per gang, blocks of 4 workers (threadIdx.y) by 32 vector lanes (threadIdx.x)
// TEXT-NEXT:   {{[0-9]+}}, loop i: blockIdx.x (a gang per block)
// TEXT-NEXT:   {{[0-9]+}}, loop j: threadIdx.y
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x

#include <cstdio>

#define N 40
#define M 33
static double a[N][M], b[N][M][M], c[N][M][M], rs[N][M];

int main() {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      a[i][j] = (i * 3 + j) % 7;
  // A running sum along k: the vector loop is not independent.
#pragma acc kernels copyin(a) copy(b, rs)
  {
#pragma acc loop gang independent
    for (int i = 0; i < N; ++i) {
#pragma acc loop worker independent
      for (int j = 1; j < M; ++j) {
        double t = a[i][j] * 2;
#pragma acc loop vector
        for (int k = 1; k < M; ++k)
          b[i][j][k] = b[i][j][k - 1] + t;
        rs[i][j] = t;
      }
    }
  }
  // The same shape, independent: rows of vector lanes.
#pragma acc kernels copyin(a, b) copyout(c)
  {
#pragma acc loop gang independent
    for (int i = 0; i < N; ++i) {
#pragma acc loop worker independent
      for (int j = 0; j < M; ++j) {
        double t = a[i][j] + 1;
#pragma acc loop vector independent
        for (int k = 0; k < M; ++k)
          c[i][j][k] = b[i][j][k] * t;
      }
    }
  }
  double s = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      s += b[i][j][M - 1] * (j % 3) + rs[i][j] + b[i][j][j] + c[i][j][(i + j) % M];
  printf("%f\n", s);
  return 0;
}
