// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// OpenACC data clauses naming members stored in a struct variable:
// copy/copyout of scalar members and copyin/copy of array members, whole
// or a section; update of a section of an array member in place.
// CHECK: acc2cuda-check: EQUAL: {{.*}}struct-member-clauses.c
#include <stdio.h>

typedef struct {
  int n;
  float f;
  double a[16];
} Grid;

int main(void) {
  Grid g;
  g.n = 16;
  g.f = 0.5f;
  for (int i = 0; i < 16; ++i)
    g.a[i] = i;
  double sum = 0;
#pragma acc parallel loop copyin(g.a[0:16]) reduction(+:sum)
  for (int i = 0; i < g.n; ++i)
    sum += g.a[i];
  // OUT: sum=120
  printf("sum=%g\n", sum);

#pragma acc parallel loop copy(g.a) copyin(g.f)
  for (int i = 0; i < 16; ++i)
    g.a[i] *= g.f;
  // OUT: a1=0.5 a15=7.5
  printf("a1=%g a15=%g\n", g.a[1], g.a[15]);

#pragma acc serial copyout(g.f) copy(g.n)
  {
    g.f = 4.0f;
    g.n = g.n / 2;
  }
  // OUT: f=4 n=8
  printf("f=%g n=%d\n", g.f, g.n);

#pragma acc data copy(g)
  {
#pragma acc parallel loop present(g)
    for (int i = 0; i < 16; ++i)
      g.a[i] = -i;
#pragma acc update self(g.a[4:2])
    // OUT: updated a4=-4 a5=-5
    printf("updated a4=%g a5=%g\n", g.a[4], g.a[5]);
  }
  return 0;
}
