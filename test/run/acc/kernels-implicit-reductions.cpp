// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// kernels loops that only accumulate into a scalar are reductions, as
// NVHPC generates them (seed 003's final Laplace step writes
// `error = max(error, ...)` with no reduction clause). Accumulating forms:
// op=, ++, x = x op e, library max/min, and the conditional max/min; a
// scalar also assigned otherwise, a value used (a[k++]), or a user
// function named like max are not, and such loops run on one thread.
// CHECK: acc2cuda-check: EQUAL: {{.*}}kernels-implicit-reductions.cpp

#include <algorithm>
#include <cmath>
#include <cstdio>
using std::max;

#define NN 64
static double A[NN][NN], Anew[NN][NN];

static double mymax(double a, double b) { return a > b ? a : b; }

int main() {
  const int n = NN, m = NN;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      A[j][i] = j == 0 ? 1.0 : 0.0;
  double error = 1.0;
  int iter = 0;
#pragma acc data copy(A), create(Anew)
  while (error > 1e-4 && iter < 100) {
    error = 0.0;
#pragma acc kernels loop gang(32), vector(16)
    for (int j = 1; j < n - 1; j++) {
#pragma acc loop gang(16), vector(32)
      for (int i = 1; i < m - 1; i++) {
        Anew[j][i] =
            0.25 * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        error = max(error, std::abs(Anew[j][i] - A[j][i]));
      }
    }
#pragma acc kernels loop gang(16), vector(32)
    for (int j = 1; j < n - 1; j++) {
#pragma acc loop
      for (int i = 1; i < m - 1; i++)
        A[j][i] = Anew[j][i];
    }
    iter++;
  }
  std::printf("%d iterations, error %.8f\n", iter, error);

  double s = 1, mn = 1e30;
  long cnt = 0;
  unsigned bits = 0;
#pragma acc kernels loop copyin(A)
  for (int j = 0; j < n; ++j) {
    s += A[j][1];
    mn = A[j][2] < mn ? A[j][2] : mn;
    if (A[j][1] > 0.01)
      cnt++;
    bits |= 1u << (j % 16);
  }
  std::printf("sum %.8f, min %.8f, count %ld, bits %x\n", s, mn, cnt, bits);

  double um = 0;
  int k = 0;
  static double out[NN];
#pragma acc kernels loop copyin(A) copyout(out)
  for (int j = 0; j < n; ++j) {
    um = mymax(um, A[j][3]);
    out[k++] = A[j][1];
  }
  std::printf("user max %.8f, k %d, out %.8f\n", um, k, out[n - 1]);
}

// WARN-NOT: warning:
// WARN: kernels-implicit-reductions.cpp:67:13: warning: loop in 'kernels' region runs sequentially on the device: acc2cuda cannot prove its iterations independent (add 'independent' if they are, or use restrict pointers) [A2C3006]
// WARN-NOT: warning:

// CODE: acc2cuda::reduce_block<acc2cuda::ReduceMax>(error,
// CODE: acc2cuda::reduce_block<acc2cuda::ReduceAdd>(s,
// CODE: acc2cuda::reduce_block<acc2cuda::ReduceMin>(mn,
// CODE: acc2cuda::reduce_block<acc2cuda::ReduceAdd>(cnt,
// CODE: acc2cuda::reduce_block<acc2cuda::ReduceBitOr>(bits,
