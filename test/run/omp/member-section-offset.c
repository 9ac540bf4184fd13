// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
//
// A section of a struct's pointer member from element L (`s.p[8:16]`):
// the pointer's target is L elements before the mapped data, and the
// attached device pointer is biased by as much, so the kernel's s.p[i]
// reaches the section (it stopped at run time: 'the data it points to is
// not present'). On a compute construct, in a data region and through
// enter/exit data with a negative-free offset computed at run time.
// CHECK: acc2cuda-check: EQUAL: {{.*}}member-section-offset.c (4 numbers

#include <stdio.h>
#include <stdlib.h>

struct S {
  int *p;
  int n;
};

int main(void) {
  struct S s;
  s.n = 32;
  s.p = (int *)malloc(32 * sizeof(int));
  for (int i = 0; i < 32; i++)
    s.p[i] = i;
#pragma omp target map(tofrom: s.p[8:16])
  for (int i = 8; i < 24; i++)
    s.p[i] = -s.p[i];
#pragma omp target data map(to: s) map(tofrom: s.p[2:4])
  {
#pragma omp target
    for (int i = 2; i < 6; i++)
      s.p[i] += 100;
  }
  int lo = 26;
#pragma omp target enter data map(to: s) map(to: s.p[lo:s.n - lo])
#pragma omp target
  for (int i = 26; i < 32; i++)
    s.p[i] *= 3;
#pragma omp target exit data map(from: s.p[lo:s.n - lo]) map(release: s)
  long sum = 0;
  for (int i = 0; i < 32; i++)
    sum += s.p[i] * (i + 1);
  printf("%d %d %d %ld\n", s.p[9], s.p[3], s.p[30], sum);
  free(s.p);
  return 0;
}

// CODE: acc2cuda_c.attach(&s.p, "s.p",
// CODE-NEXT: (std::uintptr_t)((long long)(8) * (long long)sizeof(*s.p)));
