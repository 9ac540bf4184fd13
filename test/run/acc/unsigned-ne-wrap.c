// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A `!=` test on an unsigned loop variable counting down to the wrapped
// value (`z != (size_t)-1` with `z--`) runs as the sequential loop does in
// OpenACC: the variable reaches the bound modulo its type's range (it ran
// no iterations, the test read as `>`). OpenMP reads `!=` as `<` or `>` by
// the step's sign (OpenMP 5.2 4.4.1), as GCC does: no iterations there.
// Outer loops (host trip count) and inner ones (the kernel's) both.
// CHECK: acc2cuda-check: EQUAL: {{.*}}unsigned-ne-wrap.c
#include <stddef.h>
#include <stdio.h>

int main(void) {
  int a[20] = {0}, b[12] = {0}, c[8][6] = {{0}}, d[20] = {0};
#pragma acc parallel loop copy(a)
  for (size_t z = 19; z != (size_t)-1; z--)
    a[z] += (int)z + 1;
#pragma acc parallel loop copy(b)
  for (unsigned u = 11; u != (unsigned)-1; u -= 1)
    b[u] = 3 * (int)u;
#pragma acc parallel loop copy(c)
  for (unsigned short r = 0; r != 8; r++)
#pragma acc loop vector
    for (unsigned short s = 5; s != (unsigned short)65535; s--)
      c[r][s] = r * 10 + s;
#pragma omp target teams distribute parallel for map(tofrom: d)
  for (size_t z = 19; z != (size_t)-1; z--)
    d[z] = 7;
  long sa = 0;
  for (int i = 0; i < 20; i++)
    sa += a[i] * (i + 1) + d[i];
  for (int i = 0; i < 12; i++)
    sa += b[i];
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 6; j++)
      sa += c[i][j];
  printf("%ld %d %d %d %d\n", sa, a[0], b[11], c[7][5], d[3]);
  return 0;
}
