// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda --target=host %t.cpp -o - | FileCheck %s --check-prefix=HOST

void vadd(const float *a, const float *b, float *c, int n) {
#pragma omp target teams distribute parallel for map(to: a[0:n], b[:n]) map(from: c[0:n]) thread_limit(128)
  for (int i = n - 1; i >= 0; i -= 1)
    c[i] = a[i] + b[i];
}

// CHECK:      // #pragma omp target teams distribute parallel for map(to: a[0:n], b[:n]) map(from: c[0:n]) thread_limit(128)
// CHECK-NEXT: template <bool acc2cuda_once, bool acc2cuda_restrict>
// CHECK-NEXT: __global__ void vadd_5_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CHECK-NEXT:                               long long acc2cuda_st0, float *c,
// CHECK-NEXT:                               acc2cuda::const_ptr<acc2cuda_restrict, float> a,
// CHECK-NEXT:                               acc2cuda::const_ptr<acc2cuda_restrict, float> b) {
// CHECK:      acc2cuda::Construct acc2cuda_c("{{.*}}", 5,
// CHECK-NEXT:   "target teams distribute parallel for");
// CHECK:      acc2cuda_c.lookup_map(c, n, acc2cuda::MapCopyOut, "c");
// CHECK:      const long long acc2cuda_st0 = (long long)(-(long long)(1));
// CHECK:      acc2cuda::trip_count_ge(acc2cuda_lb0, (long long)(0), acc2cuda_st0);
// CHECK:      acc2cuda_c.block_size(128);
// CHECK:      acc2cuda_c.reads_apart({a, b}, {c});
// CHECK:      vadd_5_kernel<false, false>);
// CHECK-NEXT: acc2cuda_kernel<<<acc2cuda_grid, acc2cuda_block>>>(
// HOST:       for the host simulator
// HOST:       vadd_5_kernel<false, false>);
// HOST-NEXT:  acc2cuda::sim::launch(acc2cuda_kernel, acc2cuda_grid, acc2cuda_block, 0, 0,
// HOST-NOT:   <<<
