// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s --check-prefix=CODE
// RUN: %acc2cuda-check %s | FileCheck %s
//
// C that C++ (nvcc) reads otherwise, rewritten: repeated tentative
// definitions, and one with a definition, are one variable in C and
// redefinitions in C++ (all but one become extern declarations); a lone
// `const int k;` is zero in C and needs an initialiser in C++; C11's
// _Noreturn is GNU's noreturn attribute.
// CHECK: acc2cuda-check: EQUAL: {{.*}}tentative-definitions.c
// CODE: int counter;
// CODE-NEXT: extern int counter;
// CODE: extern double scale;
// CODE-NEXT: double scale = 2.5;
// CODE: const int zero = {};
// CODE: static __attribute__((noreturn)) void die(int code) { exit(code); }
#include <stdio.h>
#include <stdlib.h>

int counter;
int counter;
double scale;
double scale = 2.5;
const int zero;
int a, b;

static _Noreturn void die(int code) { exit(code); }

int main(void) {
  double out[8];
#pragma acc parallel loop copyout(out) copyin(scale)
  for (int i = 0; i < 8; ++i)
    out[i] = scale * i + zero;
  counter += 3;
  a = b + 1;
  if (out[7] != 17.5)
    die(1);
  printf("%g %d %d\n", out[7], counter, a);
  return 0;
}
