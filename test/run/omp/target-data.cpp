// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags -fopenmp %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// OpenMP target data around an iteration with a host-side pointer swap,
// target update from, target enter/exit data: A, b and x are uploaded once,
// xnew never moves, no per-iteration transfers.
// CHECK: acc2cuda-check: EQUAL: {{.*}}target-data.cpp

#include <cstdio>
#include <cmath>
// Jacobi iteration (seed 001 style) with target data and a host pointer swap.
int main() {
  const int n = 200;
  double *A = new double[n * n], *b = new double[n], *x = new double[n], *xnew = new double[n];
  for (int i = 0; i < n; ++i) {
    b[i] = i % 5 + 1.0; x[i] = 0; xnew[i] = 0;
    for (int j = 0; j < n; ++j) A[i * n + j] = (i == j) ? 4.0 * n : 1.0 / (1 + i + j);
  }
  int iters = 0;
  double diff = 1;
#pragma omp target data map(to: A[0:n*n], b[0:n]) map(tofrom: x[0:n]) map(alloc: xnew[0:n])
  {
    while (iters < 30) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; ++i) {
        double s = 0;
        for (int j = 0; j < n; ++j)
          if (j != i) s += A[i * n + j] * x[j];
        xnew[i] = (b[i] - s) / A[i * n + i];
      }
      diff = 0;
#pragma omp target teams distribute parallel for reduction(max:diff)
      for (int i = 0; i < n; ++i) diff = fmax(diff, fabs(xnew[i] - x[i]));
      double *t = x; x = xnew; xnew = t;
      ++iters;
    }
    // x now points to the buffer that was xnew at entry: bring it back
#pragma omp target update from(x[0:n])
  }
  double s = 0;
  for (int i = 0; i < n; ++i) s += x[i] * (i + 1);
  printf("%d %.12e %.12f\n", iters, diff, s);
  double *y = new double[n];
  for (int i = 0; i < n; ++i) y[i] = i;
#pragma omp target enter data map(to: y[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) y[i] = y[i] * y[i];
#pragma omp target exit data map(from: y[0:n])
  printf("%g %g\n", y[3], y[n - 1]);
}
// TIME:      acc2cuda: target-data.cpp:21 target data: entered 1 times, 0 launches, 3 uploads (323200 bytes), 1 downloads (1600 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:24 target teams distribute parallel for: entered 30 times, 30 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:32 target teams distribute parallel for: entered 30 times, 30 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:38 target update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (1600 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:45 target enter data: entered 1 times, 0 launches, 1 uploads (1600 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:46 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: target-data.cpp:48 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (1600 bytes)
// TIME-NEXT: acc2cuda: total: 61 launches, 4 uploads (324800 bytes), 3 downloads (4800 bytes), 5 allocations
