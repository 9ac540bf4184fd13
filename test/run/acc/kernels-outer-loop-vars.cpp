// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// `kernels` loops over variables declared before the region (C89 style,
// as in the PRACE guide's matrix multiply):
//  - the levels asserted `independent` run in parallel even when an inner
//    `loop` without it (auto) cannot be proven independent: that loop runs
//    in each thread (the whole nest used to fall back to one thread);
//  - the inner loop's variable is each thread's own (it used to be one
//    device copy that every thread wrote: a race on a GPU, invisible on the
//    simulator), and the host still gets the sequential final values.
// CHECK: acc2cuda-check: EQUAL: {{.*}}kernels-outer-loop-vars.cpp

#include <cstdio>

int main() {
  const int m = 64, n = 48, p = 16;
  static float a[m * n], b[m * p], c[p * n];
  int i, j, k;
  for (i = 0; i < m * n; i++)
    a[i] = static_cast<float>(i % 5);
  for (i = 0; i < m * p; i++)
    b[i] = static_cast<float>(i % 11 - 5) / 4.0f;
  for (i = 0; i < p * n; i++)
    c[i] = static_cast<float>(i % 13 - 6) / 8.0f;

#pragma acc kernels loop gang, vector(32) independent copy(a) copyin(b, c)
  for (i = 0; i < m; i++) {
#pragma acc loop gang, vector(32) independent
    for (j = 0; j < n; j++) {
#pragma acc loop
      for (k = 0; k < p; k++)
        a[i * n + j] += b[i * p + k] * c[k * n + j];
    }
  }
  std::printf("after the nest: i %d, j %d, k %d\n", i, j, k);

  double s = 0;
  for (int e = 0; e < m * n; e++)
    s += static_cast<double>(a[e]) * (e % 7 + 1);
  std::printf("checksum %.4f\n", s);
}

// WARN:     kernels-outer-loop-vars.cpp:31:13: warning: this loop runs sequentially in each thread of the outer loop nest
// WARN-NOT: A2C3006

// i and j on the grid (y, x); k declared per thread, stored by the last
// iteration.
// CODE:      int *acc2cuda_lp_k
// CODE:      int k;
// CODE-NOT:  int &k
// CODE:      for ({{long long|int}} acc2cuda_y =
// CODE:      for ({{long long|int}} acc2cuda_x =
// CODE:      if (acc2cuda_x == acc2cuda_n1 - 1 && acc2cuda_y == acc2cuda_n0 - 1) {
// CODE-NEXT:   *acc2cuda_lp_k = k;
