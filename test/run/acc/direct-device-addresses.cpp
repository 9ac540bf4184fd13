// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A compute construct lexically inside a data region of the same function
// that maps a variable whole uses the device address the region got for it
// (no present-table lookup at run time), for the variables it uses without
// a clause of its own. A pointer the region changes (a host-side swap) is
// still looked up by its current value, and so is what only a data region
// with `if` maps, and what a construct's own clauses name.
// CHECK: acc2cuda-check: EQUAL: {{.*}}direct-device-addresses.cpp

#include <cstdio>
#include <utility>

int main() {
  const int n = 256;
  static double A[n], B[n];
  double *p = new double[n], *q = new double[n], *r = new double[n];
  for (int i = 0; i < n; ++i) {
    A[i] = i;
    B[i] = -i;
    p[i] = 1;
    q[i] = 2;
    r[i] = 3;
  }
  int use = 1;
#pragma acc data copy(A, p[0:n], q[0:n]) copy(r[1:n-1])
  {
    for (int it = 0; it < 3; ++it) {
#pragma acc parallel loop
      for (int i = 0; i < n; ++i)
        A[i] += p[i] + q[i];
      std::swap(p, q); // p and q are looked up by their current values
#pragma acc parallel loop present(A, r[1:n-1])
      for (int i = 1; i < n; ++i)
        r[i] += A[i];
    }
#pragma acc data copy(B) if(use > 0)
    {
#pragma acc parallel loop
      for (int i = 0; i < n; ++i)
        A[i] *= B[i] > -10 ? 2 : 1;
    }
  }
  double *h = new double[n];
  for (int i = 0; i < n; ++i)
    h[i] = i;
#pragma omp target data map(tofrom: h[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      h[i] *= 3;
  }
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += A[i] + B[i] + p[i] - q[i] + r[i] + h[i];
  std::printf("%.1f %.1f %.1f %.1f\n", s, A[n - 1], r[n - 1], h[n - 1]);
}

// The region keeps the addresses its constructs use: A (an array) and the
// OpenMP region's h; not p and q (swapped) nor r (named by a clause).
// CODE:      auto *d_A =
// CODE-NEXT:     acc2cuda_data.map(A, sizeof(A) / sizeof(A[0]), acc2cuda::MapCopy, "A");
// CODE-NEXT: acc2cuda_data.map(p, n, acc2cuda::MapCopy, "p");
// CODE-NEXT: acc2cuda_data.map(q, n, acc2cuda::MapCopy, "q");
// CODE-NEXT: acc2cuda_data.map(r + (1), n - 1, acc2cuda::MapCopy, "r");
// CODE:      auto *d_A = d_A;
// CODE-NEXT: auto *d_p = acc2cuda_c.map(p, 0, acc2cuda::MapPresent, "p");
// CODE-NEXT: auto *d_q = acc2cuda_c.map(q, 0, acc2cuda::MapPresent, "q");
// Explicit clauses are checked at run time.
// CODE:      acc2cuda_c.map(A, sizeof(A) / sizeof(A[0]), acc2cuda::MapPresent, "A");
// CODE-NEXT: auto *d_r =
// CODE-NEXT:     acc2cuda_c.map(r + (1), n - 1, acc2cuda::MapPresent, "r");
// The kernel indexes r from element 0, before the section's allocation
// (the simulator used to reject that argument as a host pointer).
// CODE:      acc2cuda::section_base(d_r, 1)
// B, mapped only by a region with `if`, is looked up; A is the outer
// region's.
// CODE:      if (use > 0) {
// CODE:      auto *d_A = d_A;
// CODE-NEXT: auto *d_B =
// CODE-NEXT:     acc2cuda_c.map(B, sizeof(B) / sizeof(B[0]), acc2cuda::MapPresent, "B");
// CODE:      auto *d_h = acc2cuda_data.map(h, n, acc2cuda::MapCopy, "h");
// CODE:      auto *d_h = d_h;
