// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_NOTIFY=1 %t 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// A list item in more than one map clause of a construct (OpenMP 5.2
// 5.8.3): the same item twice is one item with both map types; a pointer
// named beside a section of its data (`map(p, p[:n])`, the OpenMP
// examples' form) is the section's item. GCC 12 rejects these forms, so
// the expected numbers are written out.
#include <stdio.h>
#include <stdlib.h>
struct Vec {
  int n;
  double *p;
};
int main(void) {
  int n = 1000;
  double *p = malloc(n * sizeof(double));
  double x[64];
  struct Vec v;
  v.n = n;
  v.p = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) {
    p[i] = i;
    v.p[i] = 2 * i;
  }
  for (int i = 0; i < 64; ++i)
    x[i] = i;
  // The pointer and its data: the OpenMP examples' form.
#pragma omp target teams distribute parallel for map(p, p[:n])
  for (int i = 0; i < n; ++i) p[i] += 1;
  // A member pointer allocated and its section mapped.
#pragma omp target teams distribute parallel for map(alloc: v.p) map(v.p[:n]) map(to: v.n)
  for (int i = 0; i < v.n; ++i) v.p[i] *= 3;
  // The same array to the device and back in two clauses: tofrom.
#pragma omp target teams distribute parallel for map(to: x) map(from: x)
  for (int i = 0; i < 64; ++i) x[i] = x[i] * x[i];
  // Repeated on target data and exit data.
#pragma omp target data map(to: p[0:n]) map(from: p[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) p[i] *= 2;
  }
#pragma omp target enter data map(to: x) map(alloc: x)
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 64; ++i) x[i] -= 1;
#pragma omp target exit data map(from: x) map(release: x)
  double s = 0, t = 0, u = 0;
  for (int i = 0; i < n; ++i) { s += p[i]; t += v.p[i]; }
  for (int i = 0; i < 64; ++i) u += x[i];
  printf("%.1f %.1f %.1f\n", s, t, u);
  free(p);
  free(v.p);
  return 0;
}

// CHECK: upload p 8000 bytes at repeated-maps.c:[[#L1:]]
// CHECK-NEXT: launch main_[[#L1]]_kernel
// CHECK-NEXT: download p 8000 bytes at repeated-maps.c:[[#L1]]
// CHECK-NEXT: upload v.p 8000 bytes at repeated-maps.c:[[#L2:]]
// CHECK-NEXT: upload v 16 bytes
// CHECK-NEXT: attach v.p 8 bytes
// CHECK-NEXT: launch main_[[#L2]]_kernel
// CHECK-NEXT: detach v.p 8 bytes
// CHECK-NEXT: download v 16 bytes
// CHECK-NEXT: download v.p 8000 bytes
// CHECK-NEXT: upload x 512 bytes at repeated-maps.c:[[#L3:]]
// CHECK-NEXT: launch main_[[#L3]]_kernel
// CHECK-NEXT: download x 512 bytes at repeated-maps.c:[[#L3]]
// CHECK-NEXT: upload p 8000 bytes at repeated-maps.c:[[#L4:]]
// CHECK-NEXT: launch
// CHECK-NEXT: download p 8000 bytes at repeated-maps.c:[[#L4]]
// CHECK-NEXT: upload x 512 bytes
// CHECK-NEXT: launch
// CHECK-NEXT: download x 512 bytes
// CHECK-NEXT: 1001000.0 2997000.0 85280.0
