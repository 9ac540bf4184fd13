// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --report %s -o %t.cu | FileCheck %s --check-prefix=REPORT
//
// OpenMP maps an aggregate a target region uses without a clause tofrom:
// a write into an array member of a struct changes the struct, which then
// comes back, as a whole member's assignment does (the writes were lost).
// CHECK: acc2cuda-check: EQUAL: {{.*}}implicit-struct-writes.c
#include <stdio.h>

struct cfg {
  int n;
  double w[4];
};
struct cfg g = {4, {1, 2, 3, 4}};

int main(void) {
  struct cfg l = {4, {1, 2, 3, 4}};
  struct cfg r = {2, {5, 6, 7, 8}};
#pragma omp target
  {
    g.w[0] = 42.0;
    l.w[3] += r.w[1];
  }
// REPORT: implicit copy(g, 1 element): to the device at entry, to the host at exit
// REPORT: implicit copy(l, 1 element): to the device at entry, to the host at exit
// REPORT: implicit firstprivate(r): by value
  printf("%.1f %.1f %.1f\n", g.w[0], l.w[3], r.w[1]);
  return 0;
}
