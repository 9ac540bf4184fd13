// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Scalar members through a pointer to a struct in map clauses
// (`map(to: p->scale)`, `map(tofrom: p->calls)`, were A2C5004 errors): the
// struct p points to is mapped with them (one element) and copied back
// whole, right as long as the region writes only members the clauses copy
// back (diagnostics/struct-member-writes.c). No reference run: GCC 12's
// host fallback loses the region's writes here; Clang 19's prints what the
// simulator does.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *x;
  double scale;
  int calls;
} arr_t;

static void scale_it(arr_t *p) {
#pragma omp target map(tofrom: p->x[0:p->n], p->calls) map(to: p->scale)
  {
    for (int i = 0; i < p->n; i++)
      p->x[i] *= p->scale;
    p->calls += 1;
  }
}

int main(void) {
  arr_t s;
  s.n = 4;
  s.x = (double *)malloc(4 * sizeof(double));
  s.scale = 0.5;
  s.calls = 0;
  for (int i = 0; i < 4; i++)
    s.x[i] = 10 * (i + 1);
  scale_it(&s);
  scale_it(&s);
  // OUT: 2.5 10 2
  printf("%g %g %d\n", s.x[0], s.x[3], s.calls);
  free(s.x);
  return 0;
}
