// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Data members inherited from a base class, named in clauses of a member
// function's directives (enter/exit data, present, update), as C++ finds
// them (they were "undeclared identifier").
// CHECK: acc2cuda-check: EQUAL: {{.*}}base-member-clauses.cpp (2 numbers

#include <cstdio>

struct Base {
  int n;
  double *a;
};

struct Derived : Base {
  double scale = 2;
  void fill() {
#pragma acc enter data create(a[0:n])
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = scale * i;
#pragma acc update self(a[0:n / 2])
#pragma acc exit data copyout(a[n / 2:n - n / 2])
  }
};

int main() {
  Derived d;
  d.n = 100;
  d.a = new double[100];
  d.fill();
  double s = 0;
  for (int i = 0; i < 100; ++i)
    s += d.a[i];
  printf("%.1f %.1f\n", s, d.a[99]);
  delete[] d.a;
  return 0;
}
