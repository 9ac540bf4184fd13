// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Zero-length sections of data that is not present map nothing: the
// construct gets the host address, which the kernel never reads (the
// simulator rejected it as a host pointer passed to a kernel when the
// section went through the present table, here because an enter data
// names the array in the same function).
// CHECK: acc2cuda-check: EQUAL: {{.*}}zero-length-sections.c
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  (void)argv;
  int m = argc - 1; // 0
  double *a = (double *)malloc(8 * sizeof(double));
  for (int i = 0; i < 8; ++i)
    a[i] = i;
#pragma acc parallel loop copy(a[0:m])
  for (int x = 0; x < m; ++x)
    a[x] = 5;
#pragma acc data copy(a[0:m])
  {
#pragma acc parallel loop present(a[0:m])
    for (int x = 0; x < m; ++x)
      a[x] = 6;
  }
#pragma acc enter data copyin(a[0:m])
#pragma acc exit data delete(a[0:m])
#pragma acc enter data copyin(a[0:8])
#pragma acc parallel loop present(a[0:8])
  for (int x = 0; x < 8; ++x)
    a[x] += 1;
#pragma acc exit data copyout(a[0:8])
  printf("%.1f %.1f\n", a[0], a[7]);
// OUT: 1.0 8.0
  free(a);
  return 0;
}
