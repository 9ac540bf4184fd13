// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// C's __STDC_VERSION__ in a C file, which the output (C++) does not
// define: conditionals and code get the value C gave it, so the branch
// taken is C's (it took the other one). __cplusplus keeps C++'s meaning,
// for the extern "C" guards that let the output link with C objects.
// CHECK: acc2cuda-check: EQUAL: {{.*}}stdc-version.c (3 numbers

#include <stdio.h>

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define WEIGHT 2.0
#else
#define WEIGHT 1.0
#endif

#ifdef __STDC_VERSION__
#define SHIFT 3
#else
#define SHIFT 0
#endif

#ifdef __cplusplus
extern "C" {
#endif
double twice(double x) { return 2.0 * x; }
#ifdef __cplusplus
}
#endif

int main(void) {
  double a[100];
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < 100; i++)
    a[i] = WEIGHT * i + SHIFT;
  double s = 0;
  for (int i = 0; i < 100; i++)
    s += a[i];
  printf("%f %ld %f\n", s, (long)(__STDC_VERSION__ >= 199901L), twice(s));
  return 0;
}

// CODE: #if 1 && 201710L >= 199901L
// CODE: #if 1
// CODE: #ifdef __cplusplus
// CODE: (long)(201710L >= 199901L)
