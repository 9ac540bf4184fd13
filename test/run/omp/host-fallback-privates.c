// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// The host fallback of `target if(0)` runs the region's code on the host,
// where firstprivate variables (explicit, or scalars implicitly) are
// copies as on the device: the region's writes to them must not reach the
// host's variables (they did). The OpenACC form is in
// run/acc/host-fallback-privates.c.
// CHECK: acc2cuda-check: EQUAL: {{.*}}host-fallback-privates.c
#include <stdio.h>

int main(void) {
  int y = 3, a[4] = {0, 0, 0, 0};
  double w[2] = {1.5, 2.5};
#pragma omp target if(0)
  {
    y = 100;
  }
#pragma omp target teams distribute parallel for if(0) firstprivate(w) map(from: a)
  for (int i = 0; i < 4; i++) {
    w[0] += 1;
    a[i] = (int)w[0] + y;
  }
  // OUT: omp y=3 w0=1.5 a3=8
  printf("omp y=%d w0=%g a3=%d\n", y, w[0], a[3]);
  return 0;
}
