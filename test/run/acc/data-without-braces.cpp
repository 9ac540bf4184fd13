// RUN: %acc2cuda-check %s | FileCheck %s
// Data constructs governing the next construct directly, without braces:
// data + parallel loop, two data directives + kernels, data + parallel +
// loop. The data region's end used to land inside the compute construct's
// generated launch.
// CHECK: acc2cuda-check: EQUAL: {{.*}}data-without-braces.cpp

#include <cstdio>

int main() {
  const int n = 100;
  double a[n], b[n], c[n];
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = 1;
  }
#pragma acc data copyin(a[0:n]) copyout(b[0:n])
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
#pragma acc data copyin(a[0:n])
#pragma acc data copy(c[0:n])
#pragma acc kernels
  for (int i = 0; i < n; ++i)
    c[i] += 3 * a[i];
#pragma acc data copyin(a[0:n]) copy(c)
#pragma acc parallel
#pragma acc loop
  for (int i = 0; i < n; ++i)
    c[i] += a[i];
  double sum = 0;
#pragma acc data copyin(b[0:n])
#pragma acc parallel loop reduction(+ : sum)
  for (int i = 0; i < n; ++i)
    sum += b[i];
  for (int i = 0; i < n; i += 11)
    printf("%d %g %g\n", i, b[i], c[i]);
  printf("sum %g\n", sum);
  return 0;
}
