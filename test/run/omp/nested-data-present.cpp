// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags -fopenmp %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda --target=host --memory=table %s -o %t.table.cpp && %host_cxx %sim_cxxflags -fopenmp %t.table.cpp -o %t.table %sim_ldflags
// RUN: %t.table | FileCheck %s
// RUN: %acc2cuda --report %s -o %t.cu | FileCheck %s --check-prefix=REPORT
//
// A target construct nested without braces in two `target data` finds the
// outer region's data present: its own map(tofrom:) moves nothing, and the
// region's map(to:) brings nothing back, so the host keeps its values.
// (GCC's host fallback shares the host's memory and would print 5: this
// checks the device semantics on the simulator, in both memory forms.) The
// region's statement is the construct's OpenMP directive, whose source
// range is its pragma line only: the region still holds the loop.
#include <cstdio>

int main() {
  double *z = new double[64], w[64];
  for (int i = 0; i < 64; ++i)
    z[i] = 1.0;
#pragma omp target data map(to: z[0:64])
#pragma omp target data map(alloc: w)
#pragma omp target teams distribute parallel for map(tofrom: z[0:64])
  for (int i = 0; i < 64; ++i)
    z[i] = w[i] = 5.0;
  // CHECK: z[3] 1.0
  std::printf("z[3] %.1f\n", z[3]);
  delete[] z;
  return 0;
}
// REPORT:      20, target data
// REPORT-NEXT: copyin(z, 64 elements): to the device at entry; cudaMalloc/cudaMemcpy/cudaFree in the output
// REPORT:      22, target teams
// REPORT:      copy(z, 64 elements): to the device at entry, to the host at exit (when not present); the data region's device pointer
