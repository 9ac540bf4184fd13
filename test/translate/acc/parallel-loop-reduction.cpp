// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// Kernel placed before the function, captures under their own names (read
// only and nothing else written: restrict), reduction with per-block partials.

double dot(const double *x, const double *y, int n) {
  double sum = 0.0;
#pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:sum)
  for (int i = 0; i < n; ++i)
    sum += x[i] * y[i];
  return sum;
}

// CHECK:      #include <acc2cuda/runtime.h>
// CHECK:      // #pragma acc parallel loop copyin(x[0:n], y[0:n]) reduction(+:sum)
// CHECK-NEXT: template <bool acc2cuda_once>
// CHECK-NEXT: __global__ void
// CHECK-NEXT: dot_7_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:              long long acc2cuda_st0, const double *__restrict__ x,
// CHECK-NEXT:              const double *__restrict__ y, double *acc2cuda_part_sum) {
// CHECK-NEXT:   double sum = acc2cuda::ReduceAdd::identity<double>();
// CHECK:          int i = (int)(acc2cuda_lb0 + acc2cuda_k * acc2cuda_st0);
// CHECK-NEXT:     sum += x[i] * y[i];
// CHECK:        acc2cuda::reduce_block<acc2cuda::ReduceAdd>(sum, acc2cuda_part_sum);
// CHECK:      double dot(const double *x, const double *y, int n) {
// CHECK:          acc2cuda::Construct acc2cuda_c(
// CHECK-SAME: 7,
// CHECK-NEXT: "parallel loop");
// CHECK:     const auto d_x_entry = acc2cuda_c.lookup_map(x, n, acc2cuda::MapCopyIn, "x");
// CHECK-NEXT: auto *d_x = d_x_entry.device;
// CHECK:     const auto d_y_entry = acc2cuda_c.lookup_map(y, n, acc2cuda::MapCopyIn, "y");
// CHECK-NEXT: auto *d_y = d_y_entry.device;
// CHECK:        acc2cuda_once ? dot_7_kernel<true> : dot_7_kernel<false>;
// CHECK-NEXT:     acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(
// CHECK:        sum = acc2cuda_red_sum.combine(sum);
// CHECK-NEXT:     acc2cuda_c.unmap_all();
