// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A struct's `restrict` pointer member attached by enter data (OpenACC and
// OpenMP): the runtime's attach, detach and the check before a kernel take
// a `T *__restrict__` slot (std::is_pointer is false for it, as for a
// const pointer, and the output did not compile).
// CHECK: acc2cuda-check: EQUAL: {{.*}}restrict-member-attach.c (2 numbers

#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *restrict u;
} field_t;

int main(void) {
  field_t f, g;
  f.n = g.n = 10;
  f.u = malloc(10 * sizeof(double));
  g.u = malloc(10 * sizeof(double));
  for (int i = 0; i < 10; i++)
    f.u[i] = g.u[i] = i;
#pragma acc enter data copyin(f, f.u[0:10])
#pragma acc parallel loop present(f)
  for (int i = 0; i < 10; i++)
    f.u[i] += 1.0;
#pragma acc exit data copyout(f.u[0:10]) delete(f)
#pragma omp target enter data map(to: g, g.u[0:10])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    g.u[i] *= 3.0;
#pragma omp target exit data map(from: g.u[0:10]) map(release: g)
  double s = 0, t = 0;
  for (int i = 0; i < 10; i++) {
    s += f.u[i];
    t += g.u[i];
  }
  printf("%f %f\n", s, t);
  free(f.u);
  free(g.u);
  return 0;
}
