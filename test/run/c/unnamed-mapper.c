// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// An unnamed `declare mapper` in C: clang names it "default", a keyword
// of C++ that the check for C names nvcc's C++ would reject took for the
// program's (A2C5008). (GCC 12 has no declare mapper in C, so there is no
// reference run: the simulator's output is checked.)
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int len;
  double *data;
} dvec;
#pragma omp declare mapper(dvec v) map(v, v.data[0:v.len])

int main(void) {
  dvec a;
  a.len = 100;
  a.data = (double *)malloc(100 * sizeof(double));
  for (int i = 0; i < 100; i++)
    a.data[i] = i;
#pragma omp target map(tofrom: a)
  for (int i = 0; i < a.len; i++)
    a.data[i] += 0.5;
  // OUT: 0.5 99.5
  printf("%g %g\n", a.data[0], a.data[99]);
  free(a.data);
  return 0;
}
