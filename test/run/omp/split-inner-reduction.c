// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_SIM_THREADS=2 %t | FileCheck %s --check-prefix=OUT
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// OpenMP runs a loop without a directive in order, so the split instance
// (docs/report.md, "split") shares only reductions whose result does not
// depend on the order among threads: integer counts and sums, max and min.
// A floating-point sum stays sequential.
// CHECK: acc2cuda-check: EQUAL: {{.*}}split-inner-reduction.c
#include <math.h>
#include <stdio.h>

#define N 300

static double a[N * N];
static long sums[N];
static int counts[N];
static double peaks[N], totals[N];

int main(void) {
  const int n = N;
  for (int k = 0; k < N * N; ++k)
    a[k] = ((k * 7) % 23) * 0.5 - 5.0;

#pragma omp target teams distribute parallel for map(to: a) map(from: counts, sums)
  for (int i = 0; i < N; ++i) {
    int c = 0;
    long s = 0;
    for (int j = 0; j < N; ++j) {
      if (a[j * N + i] > 1.0)
        c += 1;
      s = s + (long)(a[j * N + i] * 2.0) * j;
    }
    counts[i] = c;
    sums[i] = s;
  }
  printf("counts[2] = %d sums[2] = %ld\n", counts[2], sums[2]);
// OUT: counts[2] = 131 sums[2] = 42757
// REPORT: 31, loop j: sequential in each thread (no loop directive); split over threadIdx.y when the grid loop leaves the GPU idle, reduction(+:c, +:s) across the slices

#pragma omp target teams distribute parallel for map(to: a) map(from: peaks, totals)
  for (int i = 0; i < N; ++i) {
    double p = -INFINITY;
    for (int j = 0; j < n; ++j)
      p = fmax(p, a[j * N + i] * (j % 5));
    double t = 0;
    for (int j = 0; j < n; ++j)
      t += a[j * N + i];
    peaks[i] = p;
    totals[i] = t;
  }
  printf("peaks[2] = %.1f totals[2] = %.2f\n", peaks[2], totals[2]);
// OUT: peaks[2] = 24.0 totals[2] = 151.50
// REPORT: 46, loop j: sequential in each thread (no loop directive); split over threadIdx.y when the grid loop leaves the GPU idle, reduction(max:p) across the slices
// REPORT: 49, loop j: sequential in each thread (no loop directive){{$}}
  return 0;
}
