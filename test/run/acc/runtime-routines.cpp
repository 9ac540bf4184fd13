// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// OpenACC runtime routines in a translated program: data the routines make
// present is what the directives find (and the reverse), acc_on_device is
// true inside compute regions, _OPENACC is defined.
#include <openacc.h>
#include <cstdio>

int main() {
  const int n = 100;
  double *a = new double[n];
  for (int i = 0; i < n; ++i) a[i] = i;
  acc_init(acc_device_nvidia);
  double *d = (double *)acc_copyin(a, n * sizeof(double));
  printf("present %d %d deviceptr %d\n", acc_is_present(a, n * sizeof(double)),
         acc_is_present(a, (n + 1) * sizeof(double)), acc_deviceptr(a + 3) == d + 3);
  int on[2] = {0, 0};
#pragma acc parallel loop present(a[0:n]) copy(on)
  for (int i = 0; i < n; ++i) {
    a[i] *= 2;
    if (i < 2) on[i] = acc_on_device(acc_device_not_host);
  }
  acc_update_self(a + 10, 5 * sizeof(double)); // a part only
  printf("a[9] %g a[10] %g a[14] %g a[15] %g on %d %d host %d\n", a[9], a[10],
         a[14], a[15], on[0], on[1], acc_on_device(acc_device_host));
#pragma acc exit data copyout(a[0:n])
  printf("a[99] %g present %d openacc %d\n", a[n - 1],
         acc_is_present(a, sizeof(double)), _OPENACC >= 201711);
  delete[] a;
}
// CHECK: present 1 0 deviceptr 1
// CHECK-NEXT: a[9] 9 a[10] 20 a[14] 28 a[15] 15 on 1 1 host 1
// CHECK-NEXT: a[99] 198 present 0 openacc 1
// TIME:      acc2cuda: acc_copyin: called 1 times, 0 launches, 1 uploads (800 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: acc_update_self: called 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (40 bytes)
// TIME-NEXT: acc2cuda: runtime-routines.cpp:21 parallel loop: entered 1 times, 1 launches, 1 uploads (8 bytes), 1 downloads (8 bytes)
// TIME-NEXT: acc2cuda: runtime-routines.cpp:29 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (800 bytes)
// TIME-NEXT: acc2cuda: total: 1 launches, 2 uploads (808 bytes), 3 downloads (848 bytes), 2 allocations
