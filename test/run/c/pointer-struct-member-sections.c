// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// A section of a member reached through a pointer to a struct
// (`p->x[0:p->n]`) in a compute construct's clause: the struct p points to
// is mapped too (present or copy, one element), so the member is attached
// in its device copy, where the kernel reads it. OpenMP kept p's host
// address (the kernel's writes were lost, or an illegal address on a GPU)
// and OpenACC required *p to be present.
// CHECK: acc2cuda-check: EQUAL: {{.*}}pointer-struct-member-sections.c
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *x;
} arr_t;

static void scale(arr_t *g, double f) {
  // Present through an enclosing enter data of *g and its member.
#pragma acc parallel loop present(g->x[0:g->n])
  for (int i = 0; i < g->n; i++)
    g->x[i] *= f;
}

int main(void) {
  arr_t s;
  s.n = 4;
  s.x = (double *)malloc(4 * sizeof(double));
  arr_t *ps = &s;
  for (int i = 0; i < 4; i++)
    s.x[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: ps->x[0:ps->n])
  for (int i = 0; i < ps->n; i++)
    ps->x[i] += 1.0;
  // OUT: omp 1 4
  printf("omp %g %g\n", s.x[0], s.x[3]);
#pragma acc parallel loop copy(ps->x[0:ps->n])
  for (int i = 0; i < ps->n; i++)
    ps->x[i] *= 2;
  // OUT: acc 2 8
  printf("acc %g %g\n", s.x[0], s.x[3]);
#pragma acc enter data copyin(ps[0:1], ps->x[0:ps->n])
  scale(ps, 10);
#pragma acc exit data copyout(ps->x[0:ps->n]) delete(ps[0:1])
  // OUT: present 20 80
  printf("present %g %g\n", s.x[0], s.x[3]);
  free(s.x);
  return 0;
}
