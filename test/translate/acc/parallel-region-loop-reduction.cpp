// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// A reduction on the loop directive inside a `parallel` region is the
// region's reduction: it must be combined into the host variable.

double total(const double *x, int n) {
  double sum = 0.0;
#pragma acc parallel copyin(x[0:n])
  {
#pragma acc loop reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += x[i];
  }
  return sum;
}

// CHECK:      double *acc2cuda_part_sum) {
// CHECK-NEXT:   double sum = acc2cuda::ReduceAdd::identity<double>();
// CHECK:        acc2cuda::reduce_block<acc2cuda::ReduceAdd>(sum, acc2cuda_part_sum);
// CHECK:        sum = acc2cuda_red_sum.combine(sum);
