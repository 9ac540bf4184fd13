// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// omp_is_initial_device in a declare target function a region calls: the
// runtime defines it for both sides. clang's omp.h makes the call one of a
// host variant ('omp_is_initial_device$ompvariant$...'), which was
// rejected as a routine without a device version, located in omp.h.
// CHECK: acc2cuda-check: EQUAL: {{.*}}initial-device-in-function.c
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static int on_host(void) { return omp_is_initial_device(); }
#pragma omp end declare target

int main(void) {
  int d = -1;
#pragma omp target map(from: d)
  d = on_host();
  // The reference runs on the host: 1; a GPU or the simulator: 0.
  // OUT: device 1
  printf("device %d\n", d == 0 || omp_get_num_devices() == 0);
  return 0;
}
