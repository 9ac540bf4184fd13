// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/es.cpp && %acc2cuda %t.d/es.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags %t.table.cpp -o %t.table %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t.table > %t.table.out 2> %t.table.err
// RUN: diff %t.out %t.table.out && diff %t.err %t.table.err
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// OpenMP: scalars mapped by `target data` get explicit device memory; the
// reductions of a target construct inside update the region's device
// copies (a reduction on `target` maps its variable tofrom, OpenMP 5.0),
// which `target update from` then reads. A scalar mapped on the target
// construct itself is explicit too. Output and ACC2CUDA_TIME counts are
// those of the present table (--memory=table).
// CHECK: acc2cuda-check: EQUAL: {{.*}}explicit-scalars.cpp

#include <cstdio>

int main() {
  const int n = 1000;
  double a[n];
  for (int i = 0; i < n; ++i)
    a[i] = i * 0.25;
  double s = 2, m = 0;
  long c = 1;
#pragma omp target data map(to: a) map(tofrom: s, m)
  {
#pragma omp target teams distribute parallel for reduction(+:s) reduction(max:m)
    for (int i = 0; i < n; ++i) {
      s += a[i];
      m = a[i] > m ? a[i] : m;
    }
#pragma omp target update from(s)
    printf("inside %.2f\n", s);
  }
#pragma omp target map(tofrom: c)
  { c += 41; }
  printf("%.2f %.2f %ld\n", s, m, c);
  return 0;
}
// CODE:      double *d_s = nullptr;
// CODE:      double *d_m = nullptr;
// CODE:      s = acc2cuda_red_s.combine(s, d_s);
// CODE-NEXT: m = acc2cuda_red_m.combine(m, d_m);
// CODE:      cudaMemcpy(&s, d_s, d_s_bytes, cudaMemcpyDeviceToHost)
// CODE:      long *d_c = nullptr;
// CODE:      acc2cuda_c.check_malloc(cudaMalloc(&d_c, d_c_bytes), d_c_bytes, "c");

// REPORT: copy(s, 1 element): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: copy(m, 1 element): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT: copy(c, 1 element): to the device at entry, to the host at exit; cudaMalloc/cudaMemcpy/cudaFree in the output
