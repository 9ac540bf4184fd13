// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}reduction-present.cpp
#include <cstdio>
// A reduction variable that an enclosing data region (or enter data) keeps
// on the device: its device copy holds the current value and receives the
// result, so the copy-out at the end of the region must not overwrite the
// result with a stale value.
int main() {
  const int n = 1000;
  double *x = new double[n];
  for (int i = 0; i < n; ++i) x[i] = i * 0.5;
  double sum = 1.0;
#pragma acc data copyin(x[0:n]) copy(sum)
  {
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; ++i) sum += x[i];
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < n; ++i) sum += 1;
  }
  long cnt = 5;
#pragma acc enter data copyin(cnt)
#pragma acc parallel loop reduction(+:cnt) copyin(x[0:n])
  for (int i = 0; i < n; ++i) cnt += x[i] > 100;
#pragma acc exit data copyout(cnt)
  printf("%.3f %ld\n", sum, cnt);
  delete[] x;
}
