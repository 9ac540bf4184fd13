// RUN: %acc2cuda-check %s | FileCheck %s
// A region that only copies a struct's pointer member into another
// struct, compares it or overwrites it goes through no pointer: the member
// needs no attachment (the check before the launch is for pointers the
// region dereferences).
// CHECK: acc2cuda-check: EQUAL: {{.*}}struct-pointer-values.c
#include <stdio.h>
#include <stdlib.h>

#define N 8

struct item {
  int a;
  int *p;
};

int main(void) {
  struct item one, copy, list[N], copies[N];
  int nulls = 0;
  one.a = 7;
  one.p = malloc(sizeof(int));
  for (int i = 0; i < N; ++i) {
    list[i].a = i;
    list[i].p = i % 2 ? malloc(sizeof(int)) : NULL;
  }
#pragma omp target enter data map(to: one, list[0:N])
#pragma omp target map(from: copy, copies[0:N]) map(tofrom: nulls) map(alloc: one, list[0:N])
  {
    copy.a = one.a;
    copy.p = one.p;
    for (int i = 0; i < N; ++i) {
      copies[i].a = list[i].a;
      copies[i].p = list[i].p;
      nulls += list[i].p == NULL;
    }
  }
#pragma omp target exit data map(release: one, list[0:N])
  int same = copy.p == one.p && copy.a == 7;
  for (int i = 0; i < N; ++i)
    same &= copies[i].p == list[i].p && copies[i].a == i;
  printf("%d %d\n", same, nulls);
  return 0;
}
