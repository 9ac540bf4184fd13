// RUN: %acc2cuda --target=host %s -o %t.cpp
// RUN: %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// OpenACC loop variables declared before the construct end with the
// sequential loop's final value (acc2cuda's choice, docs/openacc.md),
// except when the construct names them `private` or `firstprivate`: then
// the host's variable keeps its value, as those clauses say (it got the
// final value anyway). The checker's reference ignores OpenACC, so the
// numbers are written here.
// CHECK: firstprivate: -1 9
// CHECK-NEXT: private: -2 18
// CHECK-NEXT: neither: 10 27
#include <stdio.h>

int main(void) {
  int i = -1, j = -2, k = -3;
  int a[10];
#pragma acc parallel firstprivate(i) copyout(a)
  {
#pragma acc loop
    for (i = 0; i < 10; i++)
      a[i] = i;
  }
  printf("firstprivate: %d %d\n", i, a[9]);
#pragma acc parallel loop private(j) copyout(a)
  for (j = 0; j < 10; j++)
    a[j] = 2 * j;
  printf("private: %d %d\n", j, a[9]);
#pragma acc parallel loop copyout(a)
  for (k = 0; k < 10; k++)
    a[k] = 3 * k;
  printf("neither: %d %d\n", k, a[9]);
  return 0;
}
