// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/ea.c && %acc2cuda %t.d/ea.c -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags %t.table.cpp -o %t.table %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t.table > %t.table.out 2> %t.table.err
// RUN: diff %t.out %t.table.out && diff %t.err %t.table.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// An asynchronous compute construct's arrays get explicit device memory on
// its queue's stream: cudaMallocAsync, cudaMemcpyAsync in and out, and
// cudaFreeAsync, all in queue order, so the kernel runs before the memory
// goes. CUDA reads pageable host memory when a copy to the device is
// issued, so the host first lets the queue finish what it waits for (here
// queue 2's copy of y, which queue 1's construct reads). The
// host changes x after the first construct is issued: the device saw the
// old values. Output and ACC2CUDA_TIME counts equal the present table's.
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-async.c
#include <stdio.h>

#define N 4096

int main(void) {
  static double x[N], y[N], z[N];
  for (int i = 0; i < N; ++i) {
    x[i] = i * 0.5;
    y[i] = 0;
    z[i] = 0;
  }
#pragma acc parallel loop copyin(x) copyout(y) async(2)
  for (int i = 0; i < N; ++i)
    y[i] = 2 * x[i];
  // CODE-LABEL: // #pragma acc parallel loop copyin(x) copyout(y) async(2)
  // CODE:      acc2cuda_c.async(2);
  // CODE:      acc2cuda_c.check(cudaStreamSynchronize(acc2cuda_c.stream()),
  // CODE:      double *d_x = nullptr;
  // CODE-NEXT: acc2cuda_c.check_malloc(cudaMallocAsync(&d_x,
  // CODE-NEXT: std::max<std::size_t>(d_x_bytes, 1),
  // CODE:      acc2cuda_c.check_copy_in(cudaMemcpyAsync(d_x, x, d_x_bytes,
  // CODE-NEXT: cudaMemcpyHostToDevice,
  // CODE-NEXT: acc2cuda_c.stream()),
  // CODE:      acc2cuda_c.check_malloc(cudaMallocAsync(&d_y,
  // CODE:      <<<acc2cuda_grid, acc2cuda_block, 0, acc2cuda_c.stream()>>>
  // CODE:      acc2cuda_c.check_copy_out(cudaMemcpyAsync(y, d_y, d_y_bytes,
  // CODE-NEXT: cudaMemcpyDeviceToHost,
  // CODE:      acc2cuda_c.check_free(cudaFreeAsync(d_y, acc2cuda_c.stream()), d_y_bytes,
  // CODE:      acc2cuda_c.check_free(cudaFreeAsync(d_x, acc2cuda_c.stream()), d_x_bytes,
  for (int i = 0; i < N; ++i)
    x[i] = -1;
  double s = 0;
#pragma acc parallel loop copyin(y) copyout(z) reduction(+:s) async(1) wait(2)
  for (int i = 0; i < N; ++i) {
    z[i] = y[i] + 1;
    s += y[i];
  }
#pragma acc wait
  printf("%.1f %.1f %.1f %.1f\n", y[N - 1], z[N - 1], s, x[0]);
  return 0;
}
// TIME:      explicit-async.c:32 parallel loop: entered 1 times, 1 launches, 1 uploads (32768 bytes), 1 downloads (32768 bytes)
// TIME-NEXT: explicit-async.c:53 parallel loop: entered 1 times, 1 launches, 1 uploads (32768 bytes), 1 downloads (32768 bytes)
// TIME-NEXT: explicit-async.c:58 wait: entered 1 times, 0 launches
// TIME-NEXT: total: 2 launches, 2 uploads (65536 bytes), 2 downloads (65536 bytes), 4 allocations
//
// REPORT:      32, parallel loop: kernel main_32_kernel
// REPORT:      copyin(x, sizeof(x) / sizeof(x[0]) elements): to the device at entry; cudaMallocAsync/cudaMemcpyAsync/cudaFreeAsync on the construct's queue in the output
// REPORT-NEXT: copyout(y, sizeof(y) / sizeof(y[0]) elements): to the host at exit; cudaMallocAsync/cudaMemcpyAsync/cudaFreeAsync on the construct's queue in the output
// REPORT:      53, parallel loop: kernel main_53_kernel
// REPORT:      copyin(y, sizeof(y) / sizeof(y[0]) elements): to the device at entry; cudaMallocAsync/cudaMemcpyAsync/cudaFreeAsync on the construct's queue in the output
// REPORT-NEXT: copyout(z, sizeof(z) / sizeof(z[0]) elements): to the host at exit; cudaMallocAsync/cudaMemcpyAsync/cudaFreeAsync on the construct's queue in the output
