// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu --extra-arg=-DUSE_GPU && FileCheck %s < %t.cu && %nvcc-compile -DUSE_GPU %t.cu -o %t.o
// Conditional-compilation lines between a directive and its loop stay in
// the output, ahead of the translated construct, so the file's #if/#endif
// still balance; the inactive alternative is kept as written.

void scale(double *x, int n) {
#ifdef USE_GPU
#pragma acc parallel loop copy(x[0:n])
#endif
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}

void shift(double *x, int n) {
#ifdef USE_GPU
#pragma acc parallel loop copy(x[0:n])
#else
#pragma omp parallel for
#endif
  for (int i = 0; i < n; ++i)
    x[i] += 1;
}

// A directive without a statement keeps the lines after it where they are.
void sync(double *x, int n) {
#ifdef USE_GPU
#pragma acc update self(x[0:n])
#endif
  x[0] += 1;
}

// CHECK-LABEL: void scale(double *x, int n) {
// CHECK-NEXT:  #ifdef USE_GPU
// CHECK-NEXT:  #endif
// CHECK-NEXT:  // #pragma acc parallel loop copy(x[0:n])
// CHECK-NEXT:  {
// CHECK:       acc2cuda_c.unmap_all();
// CHECK-NEXT:  }
// CHECK-NEXT:  }

// CHECK-LABEL: void shift(double *x, int n) {
// CHECK-NEXT:  #ifdef USE_GPU
// CHECK-NEXT:  #else
// CHECK-NEXT:  #pragma omp parallel for
// CHECK-NEXT:  #endif
// CHECK-NEXT:  // #pragma acc parallel loop copy(x[0:n])
// CHECK-NEXT:  {
// CHECK:       acc2cuda_c.unmap_all();
// CHECK-NEXT:  }
// CHECK-NEXT:  }

// CHECK-LABEL: void sync(double *x, int n) {
// CHECK-NEXT:  #ifdef USE_GPU
// CHECK-NEXT:    // #pragma acc update self(x[0:n])
// CHECK-NEXT:    {
// CHECK:         }
// CHECK-NEXT:  #endif
// CHECK-NEXT:    x[0] += 1;
// CHECK-NEXT:  }
