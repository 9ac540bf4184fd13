// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Loops over an index of a template parameter's type (`for (I i = 0; ...)`
// with I long, unsigned or short): in the template `a[i]` is a subscript
// whose index type is unknown, which clang's getBase() answers with the
// index. The analyses take the array as written: implied sections of
// pointers without clauses (OpenACC), written arrays (copy, not copyin;
// not const), and kernels loops proven independent.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-index-type.cpp (4 numbers

#include <cstdio>

template <typename I, typename T>
void axpy(T *a, const T *b, I n, T f) {
#pragma acc parallel loop copyin(b[0:n]) copy(a[0:n])
  for (I i = 0; i < n; ++i)
    a[i] = f * b[i] + a[i];
}

template <typename I, typename T> T dot(const T *a, const T *b, I n) {
  T s = 0;
#pragma acc parallel loop reduction(+:s)
  for (I i = 0; i < n; ++i)
    s += a[i] * b[i];
  return s;
}

template <typename I, typename T> void fill(T *a, I n) {
#pragma omp target teams distribute parallel for map(from: a[0:n])
  for (I i = 0; i < n; ++i)
    a[i] = T(i);
}

template <typename I> void twice(double (&m)[8][16], I rows) {
#pragma acc kernels
  for (I r = 0; r < rows; ++r)
    for (I c = 0; c < 16; ++c)
      m[r][c] = 2 * m[r][c] + r;
}

int main() {
  double a[100], b[100], m[8][16];
  for (int i = 0; i < 100; ++i) {
    a[i] = i;
    b[i] = 2 * i;
  }
  for (int r = 0; r < 8; ++r)
    for (int c = 0; c < 16; ++c)
      m[r][c] = c;
  axpy(a, b, 100L, 0.5);
  axpy(a, b, (unsigned)100, 1.0);
  float c[10];
  fill(c, (short)10);
  twice(m, 8u);
  printf("%.1f %.1f %.1f %.1f\n", a[99], dot(a, b, 100L), (double)c[9],
         m[7][15]);
  return 0;
}
