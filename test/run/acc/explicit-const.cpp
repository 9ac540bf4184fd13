// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/ec.cpp && %acc2cuda %t.d/ec.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Regression: const data in copy clauses and `update self` got explicit
// device memory whose copy back to the host was a cudaMemcpy into a const
// object, which nvcc rejects. The device cannot change const data, so
// nothing is copied back.
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-const.cpp

#include <cstdio>

static const double weights[4] = {0.5, 1.5, 2.5, 3.5};

int main() {
  const double c[4] = {1, 2, 3, 4};
  const double w = 2.5;
  double a[4] = {0, 0, 0, 0};
#pragma acc data copy(a, c, w, weights)
  {
#pragma acc parallel loop
    for (int i = 0; i < 4; ++i)
      a[i] = c[i] * w + weights[i];
#pragma acc update self(c, w)
  }
  printf("%.2f %.2f %.2f %.2f\n", a[0], a[1], a[2], a[3]);
  return 0;
}
// CODE:     cudaMalloc(&d_c, d_c_bytes)
// CODE:     cudaMalloc(&d_w, d_w_bytes)
// CODE:     // 'c' is const: the device cannot have changed it
// CODE-NEXT: // 'w' is const: the device cannot have changed it
// CODE-NOT: cudaMemcpy(c,
// CODE-NOT: cudaMemcpy(&w,
// CODE:     check_free(cudaFree(d_c)
