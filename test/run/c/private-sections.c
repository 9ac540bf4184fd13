// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Sections of pointers private to each gang: private(c[0:n]) and a written
// firstprivate(c[0:n]) on parallel and serial constructs give every gang
// (block) its own copy (firstprivate: of the host's elements), which the
// gang's loops write and read; the host's elements stay as they were (the
// host build, without OpenACC, changes them).
// CHECK: acc2cuda-check: EQUAL: {{.*}}private-sections.c

#include <stdio.h>
#include <stdlib.h>

#ifdef _OPENACC
#define COPIES 1
#else
#define COPIES 0 // the host build runs the regions on the host's c
#endif

#define N 64
#define G 10

int main(void) {
  double *a = malloc(G * N * sizeof(double));
  double *d = malloc(G * N * sizeof(double));
  double *c = malloc(N * sizeof(double));
  double sums[G];
  for (int i = 0; i < G * N; ++i) {
    a[i] = (i * 7) % 23;
    d[i] = 0;
  }
  for (int i = 0; i < N; ++i)
    c[i] = 1000 + i;

  // private: scratch per gang, written by a worker loop, read by another.
#pragma acc parallel num_gangs(4) private(c[0:N]) copyin(a[0:G * N]) copyout(sums)
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x) {
#pragma acc loop worker
      for (int y = 0; y < N; ++y)
        c[y] = a[x * N + y] * 2;
      double s = 0;
#pragma acc loop seq
      for (int y = 0; y < N; ++y)
        s += c[y];
      sums[x] = s;
    }
  }
  double total = 0;
  for (int x = 0; x < G; ++x)
    total += sums[x];
  printf("private section: %.1f, host c kept %d\n", total,
         !COPIES || (c[0] == 1000 && c[N - 1] == 1000 + N - 1));
  for (int i = 0; i < N; ++i)
    c[i] = 1000 + i;

  // firstprivate, written: each gang starts from the host's elements.
#pragma acc parallel firstprivate(c[0:N]) copyin(a[0:G * N]) copy(d[0:G * N])
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x) {
#pragma acc loop vector
      for (int y = 0; y < N; ++y)
        c[y] = c[y] - 1000 + a[x * N + y];
#pragma acc loop vector
      for (int y = 0; y < N; ++y)
        d[x * N + y] = c[y];
      // the next gang iteration of this gang starts from what this left
#pragma acc loop vector
      for (int y = 0; y < N; ++y)
        c[y] = 1000 + y;
    }
  }
  double sd = 0;
  for (int i = 0; i < G * N; ++i)
    sd += d[i];
  printf("firstprivate section: %.1f, host c kept %d\n", sd,
         !COPIES || (c[0] == 1000 && c[N - 1] == 1000 + N - 1));

  // On a queue: the copies live until the queue is done with them.
#pragma acc parallel private(c[0:N]) copyin(a[0:G * N]) copyout(sums) async(1)
  {
#pragma acc loop gang
    for (int x = 0; x < G; ++x) {
#pragma acc loop vector
      for (int y = 0; y < N; ++y)
        c[y] = a[x * N + y] + 1;
      double s = 0;
#pragma acc loop seq
      for (int y = 0; y < N; ++y)
        s += c[y];
      sums[x] = s;
    }
  }
#pragma acc wait(1)
  total = 0;
  for (int x = 0; x < G; ++x)
    total += sums[x];
  printf("async: %.1f\n", total);
  for (int i = 0; i < N; ++i)
    c[i] = 1000 + i;

  // serial: one gang.
  double last = 0;
#pragma acc serial firstprivate(c[0:N]) copy(last)
  {
    for (int y = 1; y < N; ++y)
      c[y] += c[y - 1];
    last = c[N - 1];
  }
  printf("serial: %.1f\n", last);
  free(a);
  free(c);
  free(d);
  return 0;
}

// CODE:      acc2cuda::gang_span<double> acc2cuda_gang_c
// CODE:      double *c = acc2cuda_gang_c.here();
// CODE:      acc2cuda::gang_span<double>{
// CODE-NEXT:   acc2cuda_c.gang_copies(c, 64, acc2cuda_grid, false, "c"),
// CODE-NEXT:   (long long)(64), (long long)(0)},
// CODE:        acc2cuda_c.gang_copies(c, 64, acc2cuda_grid, true, "c"),
