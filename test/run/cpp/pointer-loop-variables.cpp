// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>%t.err && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: %nvcc-compile %t.cu -o %t.o
//
// Pointer loop variables (OpenMP 5.2 4.4.1's canonical loop form; OpenACC
// loops over C pointers): the loop runs over element offsets from the
// initial value, which the kernel evaluates with its own (device)
// pointers, and the bound is the test's pointer difference. Up with <, !=
// and a step of 3, down with >=, a struct pointer, a base named only in
// the loop's initialisation, collapse with an integer loop, a reduction.
// A pointer loop inside a gang loop runs in each thread, as written.
// CHECK: acc2cuda-check: EQUAL: {{.*}}pointer-loop-variables.cpp (7 numbers

#include <cstdio>

struct Particle {
  double x, v;
};

int main() {
  const int n = 1000, m = 8;
  double *a = new double[n], *b = new double[n * m];
  Particle *ps = new Particle[n];
  for (int i = 0; i < n; ++i) {
    a[i] = i * 0.25;
    ps[i] = {i * 1.0, (i % 5) * 0.5};
  }
  for (int i = 0; i < n * m; ++i)
    b[i] = i % 7;
  double *end = a + n;

#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (double *p = a; p < a + n; p++)
    *p += 1.0;
#pragma acc parallel loop copy(a[0:n])
  for (double *p = a; p != end; ++p)
    *p *= 2.0;
#pragma acc parallel loop copy(a[0:n])
  for (double *p = a + n - 1; p >= a; --p)
    *p -= (double)(p - a) * 0.5;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (double *p = a + 1; p < a + n; p += 3)
    *p = -*p;
#pragma omp target teams distribute parallel for map(tofrom: ps[0:n])
  for (Particle *q = ps; q < ps + n; ++q)
    q->x += q->v * 0.1;
  double s = 0;
#pragma acc parallel loop collapse(2) copyin(b[0:n * m]) reduction(+:s)
  for (const double *r = b; r < b + n * m; r += m)
    for (int j = 0; j < m; ++j)
      s += r[j] * (j + 1);
  double t = 0;
#pragma acc parallel loop gang copyin(b[0:n * m]) reduction(+:t)
  for (int i = 0; i < n; ++i) {
    double row = 0;
#pragma acc loop vector reduction(+:row)
    for (const double *r = b + i * m; r < b + (i + 1) * m; ++r)
      row += *r;
    t += row * (i % 3);
  }

  double sa = 0, sx = 0;
  for (int i = 0; i < n; ++i) {
    sa += a[i] * (i % 11);
    sx += ps[i].x;
  }
  printf("%f %f %f %f\n", sa, a[1], a[n - 1], sx);
  printf("%f %f %f\n", s, t, ps[7].x);
  delete[] a;
  delete[] b;
  delete[] ps;
  return 0;
}

// CODE: double *p = (a) + (acc2cuda_lb0 + acc2cuda_k * acc2cuda_st0);
// CODE: (long long)((a + n) - (a)), acc2cuda_st0);
// CODE: (long long)((end) - (a)), acc2cuda_st0);
// CODE: const double *r = (b) + (acc2cuda_lb0 + acc2cuda_r * acc2cuda_st0);
// WARN: warning: this loop runs sequentially in each thread of the outer loop nest: its loop variable is a pointer, which only outer loops spread
