// RUN: %acc2cuda-strip %s %t.c && %acc2cuda %t.c -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// C lets void* convert implicitly; the CUDA output (C++) needs the cast.
#include <stdlib.h>

void fill(int n) {
  float *restrict x = malloc(n * sizeof(float));
#pragma acc parallel loop copyout(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 2.0f * i;
  free(x);
}

// CHECK:      #define restrict __restrict__
// CHECK:      __global__ void fill_7_kernel(
// CHECK:      float *restrict x = (float *)(malloc(n * sizeof(float)));
// CHECK:      float *d_x = nullptr;
// CHECK-NEXT: acc2cuda_c.check_malloc(cudaMalloc(&d_x, d_x_bytes), d_x_bytes, "x");
// CHECK:      cudaMemcpy(x, d_x, d_x_bytes, cudaMemcpyDeviceToHost), x, d_x_bytes, "x");
