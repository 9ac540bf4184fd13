// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// Lambdas defined inside OpenACC compute regions are the kernel's own
// device code: capturing by copy (an array, the loop variable, a data
// member the region reads) and by reference (a variable of the loop body),
// in a function and a member function. They get no __host__ __device__.
// CHECK: acc2cuda-check: EQUAL: {{.*}}region-lambdas-acc.cpp
// CUDA: auto at = [=](int r, int c) { return a[r * m + c]; };
// CUDA: auto add = [&](double v) { s += v * v; };
#include <cmath>
#include <cstdio>
#include <cstdlib>

struct Grid {
  int n, m;
  double *v;
  double norm() const {
    double s = 0;
    const int rows = n, cols = m;
    const double *p = v;
#pragma acc parallel loop reduction(+:s) copyin(p[0:rows*cols])
    for (int i = 0; i < rows; ++i) {
      auto at = [=](int j) { return p[i * cols + j]; };
      for (int j = 0; j < cols; ++j)
        s += at(j) * at(j);
    }
    return std::sqrt(s);
  }
};

int main() {
  const int n = 200, m = 150;
  double *a = (double *)malloc(n * m * sizeof(double));
  double *rows = (double *)malloc(n * sizeof(double));
  for (int k = 0; k < n * m; ++k)
    a[k] = (k % 17) * 0.5;
  double total = 0;
#pragma acc parallel loop copyin(a[0:n*m]) copyout(rows[0:n]) reduction(+:total)
  for (int i = 0; i < n; ++i) {
    auto at = [=](int r, int c) { return a[r * m + c]; };
    double s = 0;
    auto add = [&](double v) { s += v * v; };
    for (int j = 0; j < m; ++j)
      add(at(i, j));
    rows[i] = std::sqrt(s);
    total += rows[i];
  }
  Grid g{n, m, a};
  printf("%.8f %.8f %.8f\n", total, rows[7], g.norm());
  free(a);
  free(rows);
  return 0;
}
