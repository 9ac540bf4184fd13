// RUN: %acc2cuda-check %s | FileCheck %s
// target data governing the next construct directly, without braces:
// target data + combined construct, nested target data + target teams +
// distribute parallel for, target data + for loop holding a target. The
// data region's end used to land inside the generated launch (an OpenMP
// directive's source range is its pragma line only).
// CHECK: acc2cuda-check: EQUAL: {{.*}}target-data-without-braces.cpp

#include <cstdio>

int main() {
  const int n = 100;
  double a[n], b[n], c[n];
  for (int i = 0; i < n; ++i) {
    a[i] = i;
    b[i] = 0;
    c[i] = 1;
  }
#pragma omp target data map(to : a[0:n]) map(from : b[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
#pragma omp target data map(to : a[0:n])
#pragma omp target data map(tofrom : c[0:n])
#pragma omp target teams
#pragma omp distribute parallel for
  for (int i = 0; i < n; ++i)
    c[i] += 3 * a[i];
#pragma omp target data map(to : a[0:n]) map(tofrom : c)
  for (int r = 0; r < 3; ++r)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      c[i] += a[i];
  double sum = 0;
#pragma omp target data map(to : b[0:n])
#pragma omp target teams distribute parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i)
    sum += b[i];
  for (int i = 0; i < n; i += 11)
    printf("%d %g %g\n", i, b[i], c[i]);
  printf("sum %g\n", sum);
  return 0;
}
