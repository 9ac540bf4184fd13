// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s --check-prefix=CODE
// RUN: %acc2cuda-check %s | FileCheck %s
//
// C lets a goto or a case label jump into a variable's scope past its
// initialisation; C++ (nvcc) does not. A scalar declared alone gets its
// value by an assignment instead, which means the same in C (the host's
// `goto fail` and a switch in a kernel).
// CHECK: acc2cuda-check: EQUAL: {{.*}}jumps-past-inits.c
// The kernel comes first, then run()'s host code.
// CODE: double half;
// CODE-NEXT: half = 0.5 * i;
// CODE: double *a; a = (double *)malloc(n * sizeof(double));
// CODE: int kinds; kinds = 3;
#include <stdio.h>
#include <stdlib.h>

static int run(int n) {
  if (n > 1000)
    goto fail;
  double *a = (double *)malloc(n * sizeof(double));
  int kinds = 3;
  if (!a)
    goto fail;
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i) {
    switch (i % kinds) {
    case 0:;
      double half = 0.5 * i;
      a[i] = half;
      break;
    default:
      a[i] = -i;
    }
  }
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += a[i];
  printf("n %d sum %g\n", n, sum);
  free(a);
  return 0;
fail:
  printf("failed\n");
  return 1;
}

int main(void) {
  int bad = run(2000);
  return run(30) + bad - 1;
}
