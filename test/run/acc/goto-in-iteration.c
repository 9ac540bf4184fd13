// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: not %acc2cuda %s -o %t.out.cu -- -DOUT 2>&1 | FileCheck %s --check-prefix=OUT
//
// A `goto` whose label is in the same iteration's body is the thread's
// own control flow; one that leaves the body is an error.
// CHECK: acc2cuda-check: EQUAL: {{.*}}goto-in-iteration.c
#include <stdio.h>

int main(void) {
  int c[64];
#pragma acc parallel loop copyout(c)
  for (int i = 0; i < 64; i++) {
    if (i % 3 == 0)
      goto multiple;
    c[i] = 1;
    continue;
  multiple:
    c[i] = 3;
  }
#ifdef OUT
#pragma acc parallel loop copy(c)
  for (int i = 0; i < 64; i++) {
    if (c[i] < 0)
      goto done;
    c[i] += 1;
  }
// OUT: goto-in-iteration.c:[[@LINE-3]]:7: error: 'goto' out of a parallel loop's body is not allowed [A2C3001]
done:;
#endif
  int sum = 0;
  for (int i = 0; i < 64; i++)
    sum += c[i];
  printf("sum %d\n", sum);
  return 0;
}
