// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// A structured data region around an iteration loop (Laplace 2D, seed 003
// style) with a host-side pointer swap inside it: A is uploaded once and
// downloaded once, Anew (create) never moves, and the compute constructs,
// one with present(), one relying on the enclosing region, move nothing.
// CHECK: acc2cuda-check: EQUAL: {{.*}}data-region.cpp

#include <cstdio>
#include <cmath>
// Jacobi-style Laplace 2D with a data region and a host-side pointer swap.
int main() {
  const int n = 64, m = 48, iters = 50;
  double *A = new double[n * m], *Anew = new double[n * m];
  for (int i = 0; i < n * m; ++i) A[i] = Anew[i] = 0;
  for (int j = 0; j < m; ++j) A[j] = Anew[j] = 1.0;
  double err = 1.0;
  int it = 0;
#pragma acc data copy(A[0:n*m]) create(Anew[0:n*m])
  {
    while (it < iters) {
      err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(A[0:n*m], Anew[0:n*m])
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < m - 1; ++j) {
          Anew[i * m + j] = 0.25 * (A[(i - 1) * m + j] + A[(i + 1) * m + j] + A[i * m + j - 1] + A[i * m + j + 1]);
          err = fmax(err, fabs(Anew[i * m + j] - A[i * m + j]));
        }
#pragma acc parallel loop collapse(2)
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < m - 1; ++j)
          A[i * m + j] = Anew[i * m + j];
      double *t = A; A = Anew; Anew = t;
      t = A; A = Anew; Anew = t;
      ++it;
    }
  }
  printf("%d %.12f\n", it, err);
  for (int i = 0; i < n * m; i += 97) printf("%.10f\n", A[i]);
  delete[] A; delete[] Anew;
}
// TIME:      acc2cuda: data-region.cpp:20 data: entered 1 times, 0 launches, 1 uploads (24576 bytes), 1 downloads (24576 bytes)
// TIME-NEXT: acc2cuda: data-region.cpp:24 parallel loop: entered 50 times, 50 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: data-region.cpp:30 parallel loop: entered 50 times, 50 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: total: 100 launches, 1 uploads (24576 bytes), 1 downloads (24576 bytes), 2 allocations
