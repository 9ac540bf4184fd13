// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// `target update` of non-contiguous sections (OpenMP 5.0): two columns
// of a 2-D array, and part of one row, also as m[1][1:2].
#include <stdio.h>

int main(void) {
  int m[4][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = -1;
#pragma omp target enter data map(to: m)
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = 10 * i + j;
#pragma omp target update from(m[0:4][1:2])
#pragma omp target update from(m[3][3:1])
  int sum = 0, untouched = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      sum += m[i][j] > 0 ? m[i][j] : 0;
      untouched += m[i][j] == -1;
    }
  printf("sum %d untouched %d\n", sum, untouched);
  // CHECK: sum 165 untouched 7
#pragma omp target exit data map(delete: m)
  return 0;
}
