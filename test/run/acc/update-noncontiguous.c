// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
//
// `update` of sections whose inner dimensions are not whole (OpenACC 3.3
// 2.14.4: noncontiguous subarrays may appear): a column of a 2-D array, a
// part of one row, and the halo columns of a 3-D state as miniWeather
// exchanges them. Only the section's elements move; the rest keep the
// other side's values.
#include <stdio.h>

#define NV 2
#define NZ 4
#define NX 6
#define HS 1

static double a[8][4];
static double state[NV][NZ + 2 * HS][NX + 2 * HS];

int main(void) {
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      a[i][j] = -1;
#pragma acc enter data copyin(a)
#pragma acc parallel loop collapse(2) present(a)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      a[i][j] = 10 * i + j;
#pragma acc update self(a[0:8][1:1])
  printf("column: %g %g %g %g\n", a[0][1], a[7][1], a[7][0], a[7][2]);
  // CHECK: column: 1 71 -1 -1
#pragma acc update self(a[3:1][2:2])
  printf("row part: %g %g %g\n", a[3][1], a[3][2], a[3][3]);
  // CHECK: row part: 31 32 33
  for (int j = 0; j < 4; j++)
    a[5][j] = 500 + j;
#pragma acc update device(a[5:1][0:2])
#pragma acc exit data copyout(a)
  printf("to device: %g %g %g\n", a[5][0], a[5][1], a[5][2]);
  // CHECK: to device: 500 501 52

#pragma acc enter data create(state)
#pragma acc parallel loop collapse(3) present(state)
  for (int v = 0; v < NV; v++)
    for (int k = 0; k < NZ + 2 * HS; k++)
      for (int i = 0; i < NX + 2 * HS; i++)
        state[v][k][i] = 100 * v + 10 * k + i;
#pragma acc update self(state[0:NV][HS:NZ][HS:HS])
#pragma acc update self(state[0:NV][HS:NZ][NX:HS])
  double halo = 0, rest = 0;
  for (int v = 0; v < NV; v++)
    for (int k = 0; k < NZ + 2 * HS; k++)
      for (int i = 0; i < NX + 2 * HS; i++)
        if (k >= HS && k < NZ + HS && (i == HS || i == NX))
          halo += state[v][k][i];
        else
          rest += state[v][k][i];
  printf("halo %g rest %g\n", halo, rest);
  // CHECK: halo 1256 rest 0
#pragma acc exit data delete(state)
  return 0;
}
// CODE: acc2cuda_c.update_section(a, 8, {{[{][{]}}(1), (1), 4}}, true, false, "a");
// CODE: acc2cuda_c.update_section(state, 2, {{[{][{]}}(1), (4), 6}, {(1), (1), 8}}, true,
