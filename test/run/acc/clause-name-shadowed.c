// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A clause names the variable in scope at the directive, not one the
// construct's body declares under the same name: `copyin(b)` with `{ int b
// = 7; ... }` in the loop bound the inner scalar, mapped it (from an address
// outside any frame) and declared d_b twice, which nvcc rejected.
// CHECK: acc2cuda-check: EQUAL: {{.*}}clause-name-shadowed.c
#include <stdio.h>

int main(void) {
  int a[16], b[16], c[16];
  for (int i = 0; i < 16; i++) {
    b[i] = i * i;
    c[i] = 100 - i;
  }
#pragma acc parallel loop copyout(a) copyin(b)
  for (int i = 0; i < 16; i++) {
    {
      int b = 7;
      a[i] = b;
    }
    a[i] += b[i];
  }
#pragma acc data copy(c)
  {
#pragma acc parallel loop present(c)
    for (int i = 0; i < 16; i++) {
      double c = 0.5 * i;
      a[i] += (int)c;
    }
#pragma acc parallel loop present(c)
    for (int i = 0; i < 16; i++)
      c[i] += a[i];
  }
  long s = 0;
  for (int i = 0; i < 16; i++)
    s += a[i] * (i + 1) + c[i];
  printf("%ld %d %d\n", s, a[15], c[15]);
  return 0;
}
