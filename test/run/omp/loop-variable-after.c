// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A loop variable declared before an OpenMP loop construct is private to
// the loop (OpenMP 5.2 5.1.1): without `simd` or `lastprivate` the host's
// variable keeps its value, as GCC and Clang leave it (acc2cuda stored the
// final value). `simd` makes it linear (lastprivate when collapsed), and
// `lastprivate` stores it: those end with the final value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-variable-after.c
#include <stdio.h>

int main(void) {
  int i = -7, j = -9, k = -3, m = -4, p = -5, q = -6;
  double a[100], b[10][10];
#pragma omp target teams distribute parallel for map(from: a)
  for (i = 0; i < 100; i++)
    a[i] = i;
  printf("target teams distribute parallel for: %d\n", i);
#pragma omp target parallel for map(from: a)
  for (j = 99; j >= 0; j -= 2)
    a[j] = 2 * j;
  printf("target parallel for: %d\n", j);
#pragma omp target teams distribute parallel for collapse(2) map(from: b)
  for (p = 0; p < 10; p++)
    for (q = 0; q < 10; q++)
      b[p][q] = p + q;
  printf("collapse(2): %d %d\n", p, q);
#pragma omp target teams distribute parallel for simd map(from: a)
  for (k = 0; k < 100; k += 3)
    a[k] = k;
  printf("simd: %d\n", k);
  p = -5;
  q = -6;
#pragma omp target teams distribute parallel for simd collapse(2) map(from: b)
  for (p = 0; p < 10; p++)
    for (q = 0; q < 10; q++)
      b[p][q] = p * q;
  printf("simd collapse(2): %d %d\n", p, q);
#pragma omp target teams distribute parallel for lastprivate(m) map(from: a)
  for (m = 0; m < 100; m++)
    a[m] = m;
  printf("lastprivate: %d\n", m);
  i = -7;
#pragma omp target map(tofrom: a, i)
#pragma omp teams distribute parallel for
  for (i = 0; i < 100; i++)
    a[i] += i;
  printf("target + teams distribute parallel for, i mapped: %d\n", i);
  double s = 0;
  for (int e = 0; e < 100; e++)
    s += a[e] + b[e / 10][e % 10];
  printf("%g\n", s);
  return 0;
}
