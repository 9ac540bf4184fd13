// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=DIAG && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// A kernels region with several loops: one data region, one kernel per
// loop; loops acc2cuda cannot prove independent run on one thread, with a
// warning. Regression: a recurrence whose first reference is the write
// (y[i] = y[i - 1] ...) was taken as independent.

void f(double *__restrict__ x, double *__restrict__ y, int n) {
#pragma acc kernels copy(x[0:n], y[0:n])
  {
    for (int i = 0; i < n; ++i)
      y[i] = x[i] + 1;
    for (int i = 1; i < n; ++i)
      y[i] = y[i - 1] * 0.5 + y[i];
  }
#pragma acc kernels loop copy(y[0:n])
  for (int i = 1; i < n; ++i)
    y[i] = y[i - 1] + 1;
}
// DIAG: kernels-regions.cpp.tmp.cpp:12:5: warning: loop in 'kernels' region runs sequentially on the device
// DIAG: kernels-regions.cpp.tmp.cpp:15:13: warning: loop in 'kernels' region runs sequentially on the device

// CHECK: // #pragma acc kernels copy(x[0:n], y[0:n])
// CHECK: acc2cuda::Construct acc2cuda_data("{{.*}}", 8,
// The region's data moves through visible cudaMemcpy calls (the present
// table decides whether: x and y are parameters), and the parts launch
// with the region's device pointers.
// CHECK: const auto d_x_entry = acc2cuda_data.lookup_map(x, n, acc2cuda::MapCopy, "x");
// CHECK: cudaMemcpy(d_x, x, d_x_bytes, cudaMemcpyHostToDevice)
// CHECK: const auto d_y_entry = acc2cuda_data.lookup_map(y, n, acc2cuda::MapCopy, "y");
// CHECK: cudaMemcpy(d_y, y, d_y_bytes, cudaMemcpyHostToDevice)
// CHECK: acc2cuda::Construct acc2cuda_c("{{.*}}", 10,
// CHECK: acc2cuda_c.grid_size(acc2cuda_n0, acc2cuda_block, 0);
// CHECK: acc2cuda_st0, d_y, d_x);
// CHECK: acc2cuda::Construct acc2cuda_c("{{.*}}", 12,
// CHECK: acc2cuda_c.grid_size(1, acc2cuda_block, 1);
// CHECK: f_12_kernel<<<acc2cuda_grid, acc2cuda_block>>>(n, d_y);
// CHECK: if (acc2cuda_data.end_map(d_y_entry))
// CHECK-NEXT: acc2cuda_data.check_copy_out(cudaMemcpy(d_y_entry.host, d_y_entry.device,
// CHECK: if (acc2cuda_data.end_map(d_x_entry))
// CHECK: acc2cuda::Construct acc2cuda_c("{{.*}}", 15,
// CHECK: acc2cuda_c.grid_size(1, acc2cuda_block, 1);
