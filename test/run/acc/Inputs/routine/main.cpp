#include "shapes.h"
#include <cstdio>

int main() {
  const int n = 100;
  static double a[n];
  static int idx[n];
  double sum = 0;
#pragma acc data copyout(a, idx)
  {
#pragma acc parallel loop reduction(+ : sum)
    for (int i = 0; i < n; ++i) {
      a[i] = area(0.2 * clampi(i, 0, 20));
      idx[i] = clampi(i - 50, 0, 3);
      sum += idx[i] == 3 ? 1 : 0;
    }
  }
  printf("sum %f area %f clamped %d\n", sum - 5, a[99], idx[60]);
  return 0;
}
