// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A struct a target region only reads and no map clause names is mapped
// tofrom (OpenMP 5.2 5.8.1): when target enter data made it present, the
// kernel reads its device copy, which the host's assignment does not
// change. Absent again after exit data, the host's value is read.
#include <stdio.h>

typedef struct {
  double scale;
  int shift;
} Params;

int main(void) {
  double a[4];
  Params p = {2.0, 1};
#pragma omp target enter data map(to: p)
  p.scale = 100;
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < 4; ++i)
    a[i] = p.scale * i + p.shift;
  printf("present: %g %g\n", a[1], a[3]);
  // CHECK: present: 3 7
#pragma omp target exit data map(release: p)
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < 4; ++i)
    a[i] = p.scale * i + p.shift;
  printf("released: %g %g\n", a[1], a[3]);
  // CHECK: released: 101 301
  return 0;
}
