// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/es.cpp && %acc2cuda %t.d/es.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags %t.table.cpp -o %t.table %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t.table > %t.table.out 2> %t.table.err
// RUN: diff %t.out %t.table.out && diff %t.err %t.table.err
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// Scalars in data clauses and the regions of `kernels` and `parallel`
// constructs split into parts get explicit device memory like arrays: a
// reduction into a scalar a data region holds updates the region's device
// copy (cudaMemcpy in and out around the combination), updates copy it,
// and the parts of a split region launch on the region's device pointers.
// A scalar whose address is kept, or that a reference names, stays in the
// present table. The output and every transfer ACC2CUDA_TIME counts are
// those of the present table (--memory=table).
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-scalars.cpp

#include <cstdio>

static void bump(int &c) { c += 100; }

int main() {
  const int n = 1000;
  double a[n], b[n];
  for (int i = 0; i < n; ++i) {
    a[i] = i * 0.5;
    b[i] = 1.0;
  }
  double s = 1;
  int cnt = 3, other = 7;
  float f = 2.0f;
#pragma acc data copyin(a) copy(s, cnt, f) copyin(other)
  {
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; ++i)
      s += a[i];
#pragma acc update self(s)
    printf("inside %.2f\n", s);
    s = 10;
#pragma acc update device(s)
#pragma acc serial
    {
      cnt += other;
      f *= 3.0f;
      s += 1;
    }
  }
  printf("%.2f %d %.2f\n", s, cnt, f);
  // CODE-LABEL: // #pragma acc data copyin(a) copy(s, cnt, f) copyin(other)
  // CODE:      const std::size_t d_s_bytes = sizeof(double);
  // CODE-NEXT: double *d_s = nullptr;
  // CODE-NEXT: acc2cuda_data.check_malloc(cudaMalloc(&d_s, d_s_bytes), d_s_bytes, "s");
  // CODE-NEXT: acc2cuda_data.check_copy_in(
  // CODE-NEXT:     cudaMemcpy(d_s, &s, d_s_bytes, cudaMemcpyHostToDevice), &s, d_s_bytes,
  // CODE:      s = acc2cuda_red_s.combine(s, d_s);
  // CODE:      // #pragma acc update self(s)
  // CODE:      cudaMemcpy(&s, d_s, d_s_bytes, cudaMemcpyDeviceToHost)
  // CODE:      // #pragma acc update device(s)
  // CODE:      cudaMemcpy(d_s, &s, d_s_bytes, cudaMemcpyHostToDevice)
  // CODE:      <<<acc2cuda_grid, acc2cuda_block>>>(d_cnt, d_other, d_f, d_s);
  // CODE:      acc2cuda_data.check_free(cudaFree(d_s), d_s_bytes, "s");

  // A kernels region of two loops and a parallel region of a loop and
  // sequential code: one data region each, parts on its device pointers.
  double t = 0;
#pragma acc kernels copyin(a) copy(b)
  {
    for (int i = 0; i < n; ++i)
      b[i] += a[i];
    for (int i = 0; i < n; ++i)
      b[i] *= 2;
  }
#pragma acc parallel copy(b, t) num_gangs(1)
  {
#pragma acc loop reduction(+:t)
    for (int i = 0; i < n; ++i)
      t += b[i];
    b[0] = t;
  }
  printf("%.2f %.2f %.2f\n", t, b[0], b[n - 1]);
  // CODE-LABEL: // #pragma acc kernels copyin(a) copy(b)
  // CODE:      acc2cuda_data.check_malloc(cudaMalloc(&d_a, d_a_bytes), d_a_bytes, "a");
  // CODE:      acc2cuda_data.check_malloc(cudaMalloc(&d_b, d_b_bytes), d_b_bytes, "b");
  // CODE:      acc2cuda_st0, d_b, d_a);
  // CODE:      acc2cuda_st0, d_b);
  // CODE:      acc2cuda_data.check_free(cudaFree(d_a), d_a_bytes, "a");

  // Kept addresses: the present table.
  int k = 5;
  int *pk = &k;
#pragma acc data copy(k)
  {
#pragma acc serial present(k)
    k += 1;
  }
  bump(*pk);
  int r = 1;
  int &rr = r;
#pragma acc parallel num_gangs(1) copy(r)
  { r += 2; }
  bump(rr);
  printf("%d %d\n", k, r);
  return 0;
}
// REPORT: copy(s, 1 element): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: copyin(other, 1 element): to the device at entry; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: host(s, 1 element): to the host; cudaMemcpy with the data region's device pointer in the output
// REPORT: device(s, 1 element): to the device; cudaMemcpy with the data region's device pointer in the output
// REPORT: kernels
// REPORT-NEXT: copyin(a, sizeof(a) / sizeof(a[0]) elements): to the device at entry; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: implicit present(b, sizeof(b) / sizeof(b[0]) elements): must be present, no transfer; the data region's device pointer
// REPORT: copy(t, 1 element): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: copy(k, 1 element): {{.*}} present table: the address of 'k' is kept under another name (line {{[0-9]+}}); cudaMemcpy in the output
// REPORT: copy(r, 1 element): {{.*}} present table: the address of 'r' is kept under another name (line {{[0-9]+}}); cudaMemcpy in the output

// Counts: every array and scalar moves once each way; the reduction into
// s reads and writes its device copy (8 bytes each way).
// TIME: explicit-scalars.cpp:36 data: entered 1 times, 0 launches, 5 uploads (8020 bytes), 3 downloads (16 bytes)
// TIME: explicit-scalars.cpp:38 parallel loop: entered 1 times, 1 launches, 1 uploads (8 bytes), 1 downloads (8 bytes)
// TIME: explicit-scalars.cpp:41 update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (8 bytes)
// TIME: explicit-scalars.cpp:44 update: entered 1 times, 0 launches, 1 uploads (8 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:45 serial: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:70 kernels: entered 1 times, 0 launches, 2 uploads (16000 bytes), 1 downloads (8000 bytes)
// TIME: explicit-scalars.cpp:72 kernels loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:74 kernels loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:77 parallel: entered 1 times, 0 launches, 2 uploads (8008 bytes), 2 downloads (8008 bytes)
// TIME: explicit-scalars.cpp:79 parallel loop: entered 1 times, 1 launches, 1 uploads (8 bytes), 1 downloads (8 bytes)
// TIME: explicit-scalars.cpp:82 parallel: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:95 data: entered 1 times, 0 launches, 1 uploads (4 bytes), 1 downloads (4 bytes)
// TIME: explicit-scalars.cpp:97 serial: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME: explicit-scalars.cpp:103 parallel: entered 1 times, 1 launches, 1 uploads (4 bytes), 1 downloads (4 bytes)
// TIME: total: 8 launches, 14 uploads (32060 bytes), 11 downloads (16056 bytes), 11 allocations
