#include "kernels.h"
#include <cstdio>

int main() {
  const int n = 1000;
  static double x[n], y[n];
  for (int i = 0; i < n; ++i)
    x[i] = (i % 7) * 0.5;
#pragma omp target teams distribute parallel for map(to : x) map(from : y)
  for (int i = 1; i < n - 1; ++i)
    y[i] = smooth(x[i - 1], x[i], x[i + 1]);
  double s = 0;
  for (int i = 1; i < n - 1; ++i)
    s += y[i];
  printf("sum %.6f y[500] %.6f\n", s, y[500]);
  return 0;
}
