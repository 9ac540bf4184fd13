// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/em.cpp && %acc2cuda %t.d/em.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags %t.table.cpp -o %t.table %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t.table > %t.table.out 2> %t.table.err
// RUN: diff %t.out %t.table.out && diff %t.err %t.table.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// Data clauses whose data the source shows absent when the construct starts
// become plain CUDA: cudaMalloc, cudaMemcpy in, the kernels on the device
// pointer, cudaMemcpy out, cudaFree. The program's output, and every
// transfer, allocation and launch ACC2CUDA_TIME counts, are the same as
// with the present table (--memory=table).
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-memory.cpp

#include <cstdio>
#include <cstdlib>

static float grid[64][32];

static void fill(double *p, int n, double v) {
  for (int i = 0; i < n; ++i)
    p[i] = v + i;
}

int main() {
  const int n = 1000;
  double *a = (double *)malloc(n * sizeof(double));
  double *b = new double[n];
  double c[100];
  fill(a, n, 1.0);
  fill(b, n, 0.0);

  // A compute construct's own data: in at the start, out at the end.
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2.0 * a[i];
  // CODE-LABEL: // #pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
  // CODE:      acc2cuda::Construct acc2cuda_c("em.cpp", 37, "parallel loop");
  // CODE-NEXT: const std::size_t d_a_bytes = n * sizeof(double);
  // CODE-NEXT: double *d_a = nullptr;
  // CODE-NEXT: acc2cuda_c.check_malloc(cudaMalloc(&d_a, d_a_bytes), d_a_bytes, "a");
  // CODE-NEXT: acc2cuda_c.check_copy_in(
  // CODE-NEXT:     cudaMemcpy(d_a, a, d_a_bytes, cudaMemcpyHostToDevice), a, d_a_bytes, "a");
  // CODE-NEXT: const std::size_t d_b_bytes = n * sizeof(double);
  // CODE-NEXT: double *d_b = nullptr;
  // CODE-NEXT: acc2cuda_c.check_malloc(cudaMalloc(&d_b, d_b_bytes), d_b_bytes, "b");
  // CODE-NOT:  check_copy_in
  // CODE:      acc2cuda_c.unmap_all();
  // CODE-NEXT: acc2cuda_c.check_copy_out(
  // CODE-NEXT:     cudaMemcpy(b, d_b, d_b_bytes, cudaMemcpyDeviceToHost), b, d_b_bytes, "b");
  // CODE-NEXT: acc2cuda_c.check_free(cudaFree(d_b), d_b_bytes, "b");
  // CODE-NEXT: acc2cuda_c.check_free(cudaFree(d_a), d_a_bytes, "a");
  // CODE-NEXT: }

  // A data region's device pointers are passed straight to the kernels
  // inside it; the reduction's result is the host's as usual.
  double total = 0.0;
#pragma acc data copy(b[0:n]) copyin(a[0:n]) create(c)
  {
#pragma acc parallel loop present(a[0:n], b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] += a[i];
#pragma acc parallel loop
    for (int i = 0; i < 100; ++i)
      c[i] = 0.5 * i;
#pragma acc parallel loop reduction(+:total)
    for (int i = 0; i < n; ++i)
      total += b[i] + c[i % 100];
  }
  // CODE-LABEL: // #pragma acc data copy(b[0:n]) copyin(a[0:n]) create(c)
  // CODE:      acc2cuda::Construct acc2cuda_data("em.cpp", 61, "data");
  // CODE-NEXT: const std::size_t d_b_bytes = n * sizeof(double);
  // CODE-NEXT: double *d_b = nullptr;
  // CODE-NEXT: acc2cuda_data.check_malloc(cudaMalloc(&d_b, d_b_bytes), d_b_bytes, "b");
  // CODE-NEXT: acc2cuda_data.check_copy_in(
  // CODE-NEXT:     cudaMemcpy(d_b, b, d_b_bytes, cudaMemcpyHostToDevice), b, d_b_bytes, "b");
  // CODE:      const std::size_t d_c_bytes = sizeof(c);
  // CODE-NEXT: double *d_c = nullptr;
  // CODE-NEXT: acc2cuda_data.check_malloc(cudaMalloc(&d_c, d_c_bytes), d_c_bytes, "c");
  // CODE-NEXT: {
  // CODE:      acc2cuda::Construct acc2cuda_c("em.cpp", 63, "parallel loop");
  // CODE-NOT:  map(
  // CODE:      acc2cuda_st0, d_b, d_a);
  // CODE:      acc2cuda::Construct acc2cuda_c("em.cpp", 66, "parallel loop");
  // CODE-NOT:  map(
  // CODE:      acc2cuda_st0, d_c);
  // CODE:      total = acc2cuda_red_total.combine(total);
  // CODE:      acc2cuda_data.check_free(cudaFree(d_c), d_c_bytes, "c");
  // CODE-NEXT: acc2cuda_data.check_free(cudaFree(d_a), d_a_bytes, "a");
  // CODE-NEXT: acc2cuda_data.check_copy_out(cudaMemcpy(b, d_b, d_b_bytes,
  // CODE-NEXT:                                         cudaMemcpyDeviceToHost),
  // CODE-NEXT:                              b, d_b_bytes, "b");
  // CODE-NEXT: acc2cuda_data.check_free(cudaFree(d_b), d_b_bytes, "b");
  // CODE-NEXT: }

  // A section from an offset: the device copy holds the section, the
  // kernel indexes it as the host does.
#pragma acc parallel loop copy(a[10:n - 20])
  for (int i = 10; i < n - 10; ++i)
    a[i] += 1.0;
  // CODE-LABEL: // #pragma acc parallel loop copy(a[10:n - 20])
  // CODE:      const std::size_t d_a_bytes = (n - 20) * sizeof(double);
  // CODE:      cudaMemcpy(d_a, a + (10), d_a_bytes, cudaMemcpyHostToDevice), a + (10),
  // CODE:      acc2cuda::section_base(d_a, 10)
  // CODE:      cudaMemcpy(a + (10), d_a, d_a_bytes, cudaMemcpyDeviceToHost), a + (10),

  // A global array, in main: nothing can have mapped it before.
#pragma acc parallel loop collapse(2) copyout(grid)
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 32; ++j)
      grid[i][j] = (float)(i * 32 + j);
  // CODE-LABEL: // #pragma acc parallel loop collapse(2) copyout(grid)
  // CODE:      const std::size_t d_grid_bytes = sizeof(grid);
  // CODE-NEXT: float(*d_grid)[32] = nullptr;
  // CODE:      cudaMemcpy(grid, d_grid, d_grid_bytes, cudaMemcpyDeviceToHost), grid,

  // A pointer the region swaps: the present table finds each buffer by its
  // current host address.
  double *x = new double[n], *y = new double[n];
  fill(x, n, 3.0);
  fill(y, n, 4.0);
#pragma acc data copy(x[0:n]) copy(y[0:n])
  {
    for (int it = 0; it < 3; ++it) {
#pragma acc parallel loop present(x[0:n], y[0:n])
      for (int i = 0; i < n; ++i)
        y[i] = 0.5 * (x[i] + y[i]);
      double *t = x;
      x = y;
      y = t;
    }
  }
  // The copies are still plain cudaMemcpy calls, made when the lookup says
  // so; the data goes back to the buffers mapped at the region's start.
  // CODE-LABEL: // #pragma acc data copy(x[0:n]) copy(y[0:n])
  // CODE:      // 'x': present table (pointer 'x' is not a fresh allocation that keeps its value)
  // CODE-NEXT: const std::size_t d_x_bytes = n * sizeof(double);
  // CODE-NEXT: const auto d_x_entry = acc2cuda_data.lookup_map(x, n, acc2cuda::MapCopy, "x");
  // CODE-NEXT: if (d_x_entry.absent)
  // CODE-NEXT:   acc2cuda_data.check_copy_in(
  // CODE-NEXT:       cudaMemcpy(d_x_entry.device, x, d_x_bytes, cudaMemcpyHostToDevice), x,
  // CODE-NEXT:       d_x_bytes, "x");
  // CODE:      const auto d_y_entry = acc2cuda_data.lookup_map(y, n, acc2cuda::MapCopy, "y");
  // CODE:      y = t;
  // CODE-NEXT: }
  // CODE-NEXT: }
  // CODE-NEXT: if (acc2cuda_data.end_map(d_y_entry))
  // CODE-NEXT:   acc2cuda_data.check_copy_out(cudaMemcpy(d_y_entry.host, d_y_entry.device,
  // CODE-NEXT:                                           d_y_bytes, cudaMemcpyDeviceToHost),
  // CODE-NEXT:                                d_y_entry.host, d_y_bytes, "y");
  // CODE-NEXT: if (acc2cuda_data.end_map(d_x_entry))
  // CODE:      }

  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s += a[i] - b[i];
  double g = 0.0;
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 32; ++j)
      g += grid[i][j];
  std::printf("total %.6f\n", total);
  std::printf("a[5] %.6f a[500] %.6f b[999] %.6f\n", a[5], a[500], b[999]);
  std::printf("difference %.6f grid %.1f\n", s, g);
  std::printf("x[7] %.6f y[7] %.6f\n", x[7], y[7]);
  delete[] x;
  delete[] y;
  free(a);
  delete[] b;
  return 0;
}

// TIME: explicit-memory.cpp:37 parallel loop: entered 1 times, 1 launches, 1 uploads (8000 bytes), 1 downloads (8000 bytes)
// TIME: explicit-memory.cpp:61 data: entered 1 times, 0 launches, 2 uploads (16000 bytes), 1 downloads (8000 bytes)
// TIME: explicit-memory.cpp:101 parallel loop: entered 1 times, 1 launches, 1 uploads (7840 bytes), 1 downloads (7840 bytes)
// TIME: explicit-memory.cpp:111 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 1 downloads (8192 bytes)

// REPORT:      37, parallel loop: kernel main_37_kernel
// REPORT:      copyin(a, n elements): to the device at entry; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT-NEXT: copyout(b, n elements): to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT:      61, data
// REPORT-NEXT: copy(b, n elements): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT:      63, parallel loop: kernel main_63_kernel
// REPORT:      present(a, n elements): must be present, no transfer; the data region's device pointer
// REPORT:      125, data
// REPORT-NEXT: copy(x, n elements): to the device at entry, to the host at exit (when not present); present table: pointer 'x' is not a fresh allocation that keeps its value
