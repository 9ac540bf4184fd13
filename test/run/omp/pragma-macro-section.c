// RUN: %acc2cuda-check %s | FileCheck %s
// A function-like macro that builds the whole directive with _Pragma from
// its arguments, one of them a macro use (SZ(n)): the section's bounds
// are lexed from the _Pragma string, which no file text holds, and used
// to come out as the macro's whole invocation in the host code.
// CHECK: acc2cuda-check: EQUAL: {{.*}}pragma-macro-section.c
#include <stdio.h>

#define SZ(n) ((n) * 2)
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD_MAP(dir, arr, len) \
  PRAGMA(omp target teams distribute parallel for map(dir: arr[0:len]))

int main(void) {
  int n = 500;
  static int a[1000];
  int *pa = a;
  for (int i = 0; i < SZ(n); ++i)
    a[i] = i;
  OFFLOAD_MAP(tofrom, pa, SZ(n))
  for (int i = 0; i < SZ(n); ++i)
    pa[i] = (pa[i] % 7) * (pa[i] % 7);
  long s = 0;
  for (int i = 0; i < SZ(n); ++i)
    s += a[i] * (i % 3 + 1);
  printf("%ld\n", s);
  return 0;
}
