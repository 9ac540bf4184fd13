// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// omp_target_memcpy_async and omp_target_memcpy_rect_async (OpenMP 5.2
// 18.8.7-8): the copies are done when they return (undeferred tasks), in
// both directions, a rectangle of a 2-D array included. GCC 12's libgomp
// lacks them, so the expected numbers are written here.
// CHECK: copied 0 0 sum 4950 rect 0 0 corner 25 48
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void) {
  int host[N], back[N];
  for (int i = 0; i < N; ++i) {
    host[i] = i;
    back[i] = -1;
  }
  int dev = omp_get_default_device(), init = omp_get_initial_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int r1 = omp_target_memcpy_async(d, host, N * sizeof(int), 0, 0, dev, init,
                                   0, NULL);
  int r2 = omp_target_memcpy_async(back, d, N * sizeof(int), 0, 0, init, dev,
                                   0, NULL);
  int sum = 0;
  for (int i = 0; i < N; ++i)
    sum += back[i];

  // A 3x4 rectangle at (2, 5) of a 10x10 array, to (0, 0) of a 3x4 one.
  int grid[10][10], part[3][4];
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 10; ++j)
      grid[i][j] = 10 * i + j;
  int *dg = (int *)omp_target_alloc(sizeof grid, dev);
  size_t volume[2] = {3, 4}, at[2] = {2, 5}, zero[2] = {0, 0};
  size_t gdims[2] = {10, 10}, pdims[2] = {3, 4};
  omp_target_memcpy(dg, grid, sizeof grid, 0, 0, dev, init);
  int r3 = omp_target_memcpy_rect_async(part, dg, sizeof(int), 2, volume,
                                        zero, at, pdims, gdims, init, dev, 0,
                                        NULL);
  int r4 = omp_target_memcpy_rect_async(NULL, NULL, sizeof(int), 2, volume,
                                        zero, at, pdims, gdims, init, dev, 0,
                                        NULL) > 0 ? 0 : 1;
  printf("copied %d %d sum %d rect %d %d corner %d %d\n", r1, r2, sum, r3, r4,
         part[0][0], part[2][3]);
  omp_target_free(d, dev);
  omp_target_free(dg, dev);
  return 0;
}
