// RUN: %acc2cuda-check %s | FileCheck %s
// Region forms: parallel with gang/vector loop directives on a 2-D nest,
// kernels with one independent loop holding a sequential inner loop, serial
// (one device thread) with a recurrence, gang worker with a seq inner loop.
// CHECK: acc2cuda-check: EQUAL: {{.*}}region-forms.cpp

#include <cstdio>
int main() {
  const int N = 120, M = 70;
  static double A[N][M], B[N][M];
  for (int i = 0; i < N; ++i) for (int j = 0; j < M; ++j) { A[i][j] = (i * 7 + j * 3) % 11; B[i][j] = 0; }
  // parallel region with gang outer / vector inner loop directives
#pragma acc parallel copyin(A) copyout(B) vector_length(64)
  {
#pragma acc loop gang
    for (int i = 0; i < N; ++i) {
#pragma acc loop vector
      for (int j = 0; j < M; ++j)
        B[i][j] = 2 * A[i][j] + i;
    }
  }
  // kernels region with one loop nest, independent inner loop
  double rowsum[N];
#pragma acc kernels copyin(B) copyout(rowsum)
  {
#pragma acc loop independent
    for (int i = 0; i < N; ++i) {
      double s = 0;
      for (int j = 0; j < M; ++j)
        s += B[i][j];
      rowsum[i] = s;
    }
  }
  // serial region (one device thread) with a recurrence
  double fib[40];
#pragma acc serial copyout(fib)
  {
    fib[0] = 0; fib[1] = 1;
    for (int k = 2; k < 40; ++k) fib[k] = fib[k - 1] + fib[k - 2];
  }
  // parallel loop with a seq inner loop and a worker level
  double C[N];
#pragma acc parallel loop gang worker num_workers(2) vector_length(32) copyin(A) copyout(C)
  for (int i = 0; i < N; ++i) {
    double m = -1;
#pragma acc loop seq
    for (int j = 0; j < M; ++j)
      m = A[i][j] > m ? A[i][j] : m;
    C[i] = m + i;
  }
  double t = 0;
  for (int i = 0; i < N; ++i) t += rowsum[i] * (i % 5) + C[i];
  printf("%.3f %.1f\n", t, fib[39]);
  for (int i = 0; i < N; i += 17) printf("%g %g %g\n", B[i][i % M], rowsum[i], C[i]);
}
