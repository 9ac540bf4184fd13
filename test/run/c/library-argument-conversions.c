// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s --check-prefix=CODE
// RUN: %acc2cuda-check %s | FileCheck %s
//
// C converts a library function's argument to its one parameter type;
// nvcc's C++ overloads sqrt, exp, abs... for float and double, and would
// call sqrt(float) for a float argument (less precise) and abs(double)
// (keeping the fraction), abs(long) for a long (no truncation to int) and
// none for an unsigned one (ambiguous). The conversion is written out, in
// kernels and in host code.
// CHECK: acc2cuda-check: EQUAL: {{.*}}library-argument-conversions.c
// CODE: r[0] = sqrt((double)(f));
// CODE: r[1] = exp((double)(f * 3));
// CODE: r[2] = abs((int)(v));
// CODE: r[3] = fabs(v);
// CODE: q[0] = abs((int)(big));
// CODE: q[1] = abs((int)(u));
// CODE: double host = sqrt((double)(f)) + abs((int)(v));
// A variadic argument's promotion is printf's own (no cast written):
// CODE: printf("%g\n", f);
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  float f = 2.0f;
  double v = -2.5, r[4];
  long big = -5000000007L;
  unsigned u = 9;
  int q[2];
#pragma acc serial copyout(r, q)
  {
    r[0] = sqrt(f);
    r[1] = exp(f * 3);
    r[2] = abs(v);
    r[3] = fabs(v);
    q[0] = abs(big);
    q[1] = abs(u);
  }
  double host = sqrt(f) + abs(v);
  printf("%g\n", f);
  printf("%.17g %.17g %g %g %.17g\n", r[0], r[1], r[2], r[3], host);
  printf("%d %d %d\n", q[0], q[1], abs(big));
  return 0;
}
