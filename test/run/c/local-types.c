// RUN: %acc2cuda-check %s | FileCheck %s
// A C program whose structs are declared in main (typedef'd, nested, and
// one declared together with its array): they move before main for the
// kernel.
// CHECK: acc2cuda-check: EQUAL: {{.*}}local-types.c

#include <stdio.h>

int main(void) {
  typedef struct {
    double re, im;
  } cplx;
  struct sample {
    cplx z;
    int n;
  } s[128];
  for (int i = 0; i < 128; ++i) {
    s[i].z.re = i * 0.25;
    s[i].z.im = -i;
    s[i].n = 0;
  }
#pragma acc parallel loop copy(s)
  for (int i = 0; i < 128; ++i) {
    cplx z = s[i].z;
    struct sample t = s[i];
    t.n = (int)(z.re * z.re + z.im * z.im) % 97;
    s[i] = t;
  }
  long total = 0;
  for (int i = 0; i < 128; ++i)
    total += s[i].n;
  printf("%ld\n", total);
  return 0;
}
