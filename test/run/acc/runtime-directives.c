// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck --check-prefix=OUT %s
// The init, shutdown and set directives (OpenACC 3.3 2.14) are the runtime
// routines they stand for; a device_type list naming only other devices
// leaves nothing to do; `if` guards the call.
// OUT: 65536.0 1
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 256

int main(void) {
  int dev = acc_get_device_num(acc_device_nvidia);
  // CHECK: acc_init(acc_device_default);
#pragma acc init
  // CHECK: if (dev >= 0) {
  // CHECK: acc_init_device((int)(dev), acc_device_nvidia);
#pragma acc init device_type(nvidia) device_num(dev) if(dev >= 0)
  // CHECK: // #pragma acc init device_type(radeon)
  // CHECK-NEXT: {
  // CHECK-NEXT: acc2cuda::Construct
  // CHECK-NEXT: }
#pragma acc init device_type(radeon)
  // CHECK: acc_set_device_num((int)(dev), acc_device_default);
#pragma acc set device_num(dev)
  // CHECK: acc_set_device_type(acc_device_nvidia);
  // CHECK-NEXT: acc_set_default_async((int)(3));
#pragma acc set device_type(acc_device_nvidia) default_async(3)
  double *a = malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i)
    a[i] = i;
#pragma acc parallel loop async copy(a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2 + 1;
#pragma acc wait(3)
  int queue = acc_get_default_async();
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += a[i];
  // CHECK: acc_shutdown_device((int)(dev), acc_device_default);
#pragma acc shutdown device_num(dev)
  printf("%.1f %d\n", s, queue == 3);
  free(a);
  return 0;
}
