// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s --check-prefix=OUT
// A const lookup table that a routine reads, given a device copy with
// 'declare copyin' (OpenACC 3.3 2.15.1: a routine's globals are in a
// declare directive): the copy gets the table's values at startup.
// CHECK: acc2cuda-check: EQUAL: {{.*}}declare-const-table.c
#include <stdio.h>

static const int tbl[4] = {3, 1, 4, 1};
#pragma acc declare copyin(tbl)
const double scale = 2.5;
#pragma acc declare copyin(scale)

#pragma acc routine seq
static double f(int v) { return tbl[v & 3] * scale; }

int main(void) {
  double out[100];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 100; ++i)
    out[i] = f(i) + tbl[(i + 1) & 3];
  double s = 0;
  for (int i = 0; i < 100; ++i)
    s += out[i];
  printf("out[0] %.1f out[5] %.1f sum %.1f\n", out[0], out[5], s);
  // OUT: out[0] 8.5 out[5] 6.5 sum 787.5
  return 0;
}
