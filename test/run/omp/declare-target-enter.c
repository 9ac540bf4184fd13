// RUN: %acc2cuda --target=host %s -o %t.cpp
// RUN: %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// OpenMP 5.2's 'declare target enter(...)' (the 5.1 'to'), which clang 19
// parses only in its 5.1 form: acc2cuda reads it as 'to', columns unchanged,
// together with the 'to' form in the same file. (GCC 12, the reference of
// acc2cuda-check, has no 'enter': the output is checked here.)
// CHECK: out[0] 2 out[15] 47
#include <stdio.h>

#define N 16

int table[N];
int scale = 3;
#pragma omp declare target enter(table, scale)

double twice(double x) { return 2 * x; }
#pragma omp declare target to(twice)

int main(void) {
  int out[N];
  for (int i = 0; i < N; ++i)
    table[i] = i;
#pragma omp target update to(table)
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < N; ++i)
    out[i] = table[i] * scale + (int)twice(1.0);
  printf("out[0] %d out[%d] %d\n", out[0], N - 1, out[N - 1]);
  return out[N - 1] == 47 ? 0 : 1;
}
