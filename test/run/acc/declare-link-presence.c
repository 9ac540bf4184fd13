// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A `declare link` global is present only while a data clause maps it
// (OpenACC 3.3 2.13.3): acc_is_present and acc_deviceptr say so before,
// during and after a data region.
#include <openacc.h>
#include <stdio.h>

double lk[64];
#pragma acc declare link(lk)

int main(void) {
  int before = acc_is_present(lk, sizeof(lk));
  void *dp = acc_deviceptr(lk);
  int during = 0;
#pragma acc data copyin(lk)
  { during = acc_is_present(lk, sizeof(lk)) && acc_deviceptr(lk) != NULL; }
  int after = acc_is_present(lk, sizeof(lk));
  printf("before %d %s during %d after %d\n", before, dp ? "non-null" : "null",
         during, after);
  // CHECK: before 0 null during 1 after 0
  return 0;
}
