// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Outer loops whose bounds read array elements the device changed before
// the loop: the region's own code (`lim[0] = 30;` in a split parallel
// region, `cfg[...]` in kernels), and an earlier construct in a data
// region. The host reads the elements' device copies for the launch; its
// own copies were stale. A host array whose name ends in a mapped one's
// (xext, ext) keeps its elements.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-bounds-device-elements.c (3 numbers

#include <stdio.h>

int main(void) {
  int b[64] = {0}, c[64] = {0}, e[64] = {0};
  int lim[1] = {5}, cfg[2] = {0, 0}, ext[2] = {1, 2}, xext[1] = {2};
#pragma acc parallel copy(b, lim) num_gangs(1)
  {
    lim[0] = 30;
#pragma acc loop
    for (int i = 0; i < lim[0]; i++)
      b[i] = 1;
  }
#pragma acc kernels copy(c, cfg)
  {
    cfg[0] = 4;
    cfg[1] = 44;
    for (int i = cfg[0]; i < cfg[1]; i++)
      c[i] = 1;
  }
#pragma acc data copy(ext, e)
  {
#pragma acc serial present(ext)
    {
      ext[0] = 10;
      ext[1] = 50;
    }
#pragma acc parallel loop present(ext, e)
    for (int i = ext[0]; i < ext[1] + xext[0] - 2; i++)
      e[i] = i;
  }
  int s = 0, t = 0, u = 0;
  for (int i = 0; i < 64; i++) {
    s += b[i];
    t += c[i];
    u += e[i];
  }
  printf("%d %d %d\n", s, t, u);
  return 0;
}

// CODE: (long long)(acc2cuda_c.device_value(d_lim + (0))),
// CODE: (long long)(acc2cuda_c.device_value(d_cfg + (0)));
// CODE: (long long)(acc2cuda_c.device_value(d_cfg + (1))),
// CODE: (long long)(acc2cuda_c.device_value(d_ext + (0)));
// CODE: (long long)(acc2cuda_c.device_value(d_ext + (1)) + xext[0] - 2),
