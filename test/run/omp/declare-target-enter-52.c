// RUN: %acc2cuda --target=host %s -o %t.cpp -- -fopenmp-version=52
// RUN: %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu -- -fopenmp-version=52 && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
//
// `declare target enter(...)` under -fopenmp-version=52: clang's OpenMP 5.2
// parser knows `enter` and rejects `to`, so the clause stays as written
// (acc2cuda spelt it `to`, as clang's default 5.1 parser needs, and the
// error quoted a `to` the source does not have). GCC 12 does not know
// `enter`, so the expected numbers are written here.
// CHECK: 2 4 6 8 10 12 14 16
// CUDA: // #pragma omp declare target enter(tab)
// CUDA: __device__ int acc2cuda_dev_tab[8];
// CUDA: // #pragma omp declare target enter(twice)
// CUDA-NEXT: __host__ __device__ int twice(int x)
#include <stdio.h>

int tab[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp declare target enter(tab)
int twice(int x) { return 2 * x; }
#pragma omp declare target enter(twice)

int main(void) {
  int out[8];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 8; i++)
    out[i] = twice(tab[i]);
  for (int i = 0; i < 8; i++)
    printf("%d ", out[i]);
  printf("\n");
  return 0;
}
