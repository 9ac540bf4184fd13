// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Members stored in a struct variable as map list items: scalars copied
// back (map(from/tofrom: s.n)) and array members, whole or a section
// (s.a[2:4]). A region that writes the struct maps it whole and copies it
// back whole, which gives the members the clauses copy back and leaves the
// others as they were.
// CHECK: acc2cuda-check: EQUAL: {{.*}}struct-member-maps.c
#include <stdio.h>

typedef struct {
  int n;
  double x;
  double a[8];
  double w[4];
} S;

int main(void) {
  S s;
  s.n = 3;
  s.x = 1.5;
  for (int i = 0; i < 8; ++i)
    s.a[i] = i;
  for (int i = 0; i < 4; ++i)
    s.w[i] = 10 * i;

  // Scalar members copied back.
#pragma omp target map(tofrom: s.n) map(from: s.x)
  {
    s.n += 4;
    s.x = 2.5 * s.n;
  }
  // OUT: n=7 x=17.5
  printf("n=%d x=%g\n", s.n, s.x);

  // A section of an array member, written in a loop; n read by value.
#pragma omp target teams distribute parallel for map(tofrom: s.a[2:4]) map(to: s.n)
  for (int i = 2; i < 6; ++i)
    s.a[i] = s.a[i] * 10 + s.n;
  // OUT: a=0 1 27 37 47 57 6 7
  printf("a=%g %g %g %g %g %g %g %g\n", s.a[0], s.a[1], s.a[2], s.a[3],
         s.a[4], s.a[5], s.a[6], s.a[7]);

  // A whole array member read (to), its sum into a scalar member.
#pragma omp target map(to: s.w) map(tofrom: s.x)
  {
    double t = 0;
    for (int i = 0; i < 4; ++i)
      t += s.w[i];
    s.x = t;
  }
  // OUT: x=60 w3=30
  printf("x=%g w3=%g\n", s.x, s.w[3]);

  // Inside a data region that maps the struct: present, copied back when
  // the region ends (the host's own copy is left alone until then).
#pragma omp target data map(tofrom: s)
  {
#pragma omp target map(from: s.n)
    s.n = 100;
  }
  // OUT: after n=100
  printf("after n=%d\n", s.n);

  // A struct made present by enter data and changed there: a region that
  // names members of it reads its device copy (by value it read the
  // host's stale s.x).
#pragma omp target enter data map(to: s)
#pragma omp target
  s.x = 42;
  int got = 0;
#pragma omp target map(to: s.x) map(from: got)
  got = (int)s.x;
#pragma omp target exit data map(delete: s)
  // OUT: present got=42
  printf("present got=%d\n", got);
  return 0;
}
