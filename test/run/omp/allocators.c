// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// `allocate` and `uses_allocators` (OpenMP 5.2 6.6, 6.8) on target
// constructs say which memory holds private copies; default memory is a
// valid implementation of every predefined allocator, so they are
// accepted and the copies are the kernel's own. GCC 12 rejects
// uses_allocators, so the expected numbers are written out.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int x = 5, out[8];
#pragma omp target teams distribute parallel for uses_allocators(omp_low_lat_mem_alloc) allocate(omp_low_lat_mem_alloc: x) firstprivate(x) map(from: out)
  for (int i = 0; i < 8; ++i)
    out[i] = x + i;
  int y = 2;
#pragma omp target uses_allocators(omp_const_mem_alloc) allocate(omp_const_mem_alloc: y) firstprivate(y) map(tofrom: out)
  {
    out[0] += y + 1;
  }
  int z = 1;
#pragma omp target teams num_teams(4) uses_allocators(omp_pteam_mem_alloc) allocate(omp_pteam_mem_alloc: z) private(z) map(tofrom: out)
  {
    z = omp_get_team_num() + 7;
    if (z == 7)
      out[1] = 10 * z;
  }
  printf("%d %d %d\n", out[0], out[1], out[7]);
  return 0;
}
// CHECK: 8 70 12
