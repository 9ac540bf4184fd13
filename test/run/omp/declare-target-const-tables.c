// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s --check-prefix=OUT
// Lookup tables of device functions: a const global in a declare target
// region (its device copy gets its value when the program starts), and a
// static const local of a declare target function (compiled with the
// function; clang marks it declare target too).
// CHECK: acc2cuda-check: EQUAL: {{.*}}declare-target-const-tables.c
#include <stdio.h>

#pragma omp declare target
static const double weights[5] = {0.5, 0.25, 0.125, 0.0625, 0.03125};
static const int offsets[3] = {-1, 0, 1};

static double weigh(int v) { return weights[v % 5] * offsets[v % 3]; }

static int digits(int v) {
  static const int powers[] = {1, 10, 100, 1000, 10000};
  int d = 1;
  while (d < 5 && v >= powers[d])
    ++d;
  return d;
}
#pragma omp end declare target

int main(void) {
  double w[100];
  int d[100];
#pragma omp target teams distribute parallel for map(from: w, d)
  for (int i = 0; i < 100; ++i) {
    w[i] = weigh(i);
    d[i] = digits(i * 97);
  }
  double sw = 0;
  int sd = 0;
  for (int i = 0; i < 100; ++i) {
    sw += w[i];
    sd += d[i];
  }
  printf("w[7] %.4f w[98] %.4f sum %.5f digits %d d[99] %d\n", w[7], w[98], sw,
         sd, d[99]);
  // OUT: w[7] 0.0000 w[98] 0.0625 sum -0.15625 digits 386 d[99] 4
  return 0;
}
