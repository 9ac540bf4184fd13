// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// The host fallback of `if(0)` (and of `self`) runs the region's code on the
// host, where firstprivate (explicit or implicit) and private variables
// are copies as on the device: the region's writes to them must not
// reach the host's variables (they did). The OpenMP form, with a
// firstprivate array, is run/omp/host-fallback-privates.c. (No reference
// run: acc2cuda-check's reference ignores OpenACC, so its variables are
// never private.)
#include <stdio.h>

int main(void) {
  int y = 3, t = 7, a[4] = {0, 0, 0, 0};
#pragma acc parallel loop if(0) private(t) copyout(a[0:4])
  for (int i = 0; i < 4; i++) {
    t = i * 10;
    a[i] = t;
  }
#pragma acc serial if(0) firstprivate(y)
  y = -1;
  // OUT: acc t=7 y=3 a3=30
  printf("acc t=%d y=%d a3=%d\n", t, y, a[3]);
  return 0;
}
