// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// OpenACC 3.x routines of the V&V suite: acc_memcpy_d2d[_async] copies
// between the device copies of two present arrays named by their host
// addresses (the host copies stay as they are); acc_attach_async and
// acc_detach_async attach a struct's pointer on a queue.
#include <openacc.h>
#include <stdio.h>

typedef struct {
  int *p;
} Holder;

int main(void) {
  int a[8], b[8], c[8];
  for (int i = 0; i < 8; ++i) {
    a[i] = i;
    b[i] = -1;
    c[i] = -2;
  }
  int dev = acc_get_device_num(acc_device_nvidia);
#pragma acc enter data copyin(a, b, c)
  acc_memcpy_d2d(b, a, sizeof(a), dev, dev);
  acc_memcpy_d2d_async(c + 4, a, 4 * sizeof(int), dev, dev, 1);
  acc_wait(1);
  printf("host b[3]=%d\n", b[3]);
  // CHECK: host b[3]=-1
#pragma acc exit data copyout(b, c) delete(a)
  printf("b %d %d c %d %d\n", b[0], b[7], c[3], c[7]);
  // CHECK: b 0 7 c -2 3

  Holder h;
  h.p = a;
#pragma acc enter data copyin(h, a)
  acc_attach_async((void **)&h.p, 2);
  acc_wait(2);
  int sum = 0;
#pragma acc parallel loop present(h) reduction(+:sum)
  for (int i = 0; i < 8; ++i)
    sum += h.p[i];
  acc_detach_async((void **)&h.p, 2);
  acc_wait(2);
#pragma acc exit data delete(h, a)
  printf("sum %d\n", sum);
  // CHECK: sum 28
  return 0;
}
