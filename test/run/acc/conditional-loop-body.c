// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-check %s -- -DSCALE=3 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
//
// Conditional compilation inside a construct's statement: an unbraced loop
// body under `#if ... #else ... #endif` (the `#else` branch follows the
// statement's last token), an `#ifdef` in a braced body, and an unbraced
// inner loop whose body is one branch. The output keeps the construct's
// preprocessor lines, so its conditionals still balance, and a kernel body
// that opens a conditional closes it.
// CHECK: acc2cuda-check: EQUAL: {{.*}}conditional-loop-body.c (3 numbers

#include <stdio.h>

#define N 64

int main(void) {
  int y[N], z[N], w[N];
#pragma acc parallel loop copyout(y[0:N])
  for (int i = 0; i < N; ++i)
#if N > 10
    y[i] = i;
#else
    y[i] = -i;
#endif
#pragma acc parallel loop copyout(z[0:N])
  for (int i = 0; i < N; ++i) {
#ifdef SCALE
    z[i] = SCALE * i;
#else
    z[i] = 2 * i;
#endif
  }
#pragma acc parallel loop copyout(w[0:N])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < 1; ++j)
#ifndef SCALE
      w[i] = i + 1;
#else
      w[i] = i + SCALE;
#endif
  long s = 0, t = 0, u = 0;
  for (int i = 0; i < N; ++i) {
    s += y[i];
    t += z[i];
    u += w[i];
  }
  printf("%ld %ld %ld\n", s, t, u);
  return 0;
}

// CODE:      for (int j = 0; j < 1; ++j)
// CODE-NEXT: #ifndef SCALE
// CODE-NEXT:   w[i] = i + 1;
// CODE-NEXT: #endif{{$}}
// CODE:      int main(void) {
// CODE:      #if N > 10
// CODE:      #else
// CODE-NEXT:     y[i] = -i;
// CODE-NEXT: #endif
