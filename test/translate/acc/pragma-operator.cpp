// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// _Pragma("acc ...") alone on a line, from a macro, and on the same line as
// its loop: the whole operator is replaced, the directive kept as a comment.

#define PARALLEL_LOOP _Pragma("acc parallel loop copyout(c[0:n])")

void f(double *c, int n) {
  _Pragma("acc parallel loop copyout(c[0:n]) \
           vector_length(64)")
  for (int i = 0; i < n; ++i)
    c[i] = i;
  PARALLEL_LOOP
  for (int i = 0; i < n; ++i)
    c[i] += 1;
  _Pragma("acc parallel loop copy(c[0:n])") for (int i = 0; i < n; ++i) c[i] *= 2;
}

// CHECK:     __global__ void f_8_kernel(
// CHECK:     __global__ void f_12_kernel(
// CHECK:     __global__ void f_15_kernel(
// CHECK:     void f(double *c, int n) {
// CHECK-NOT: _Pragma
// CHECK:       // #pragma acc parallel loop copyout(c[0:n]) vector_length(64)
// CHECK:       acc2cuda_c.block_size(64)
// CHECK:       f_8_kernel<false>;
// CHECK-NEXT:  acc2cuda_kernel<<<
// CHECK-NOT: _Pragma
// CHECK:       // #pragma acc parallel loop copyout(c[0:n])
// CHECK:       f_12_kernel<false>;
// CHECK-NEXT:  acc2cuda_kernel<<<
// CHECK-NOT: _Pragma
// CHECK:       // #pragma acc parallel loop copy(c[0:n])
// CHECK:       f_15_kernel<false>;
// CHECK-NEXT:  acc2cuda_kernel<<<
// CHECK-NOT: _Pragma
