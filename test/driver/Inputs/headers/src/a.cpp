// Includes field.h through the include path, and has a kernel of its own on
// the field's present data.
#include "field.h"
#include <cstdio>

double bPart(int n);

int main() {
  Field f(1000);
  f.ramp(0.5);
  double *d = f.data();
  const int n = f.size();
#pragma acc parallel loop present(d[0:n])
  for (int i = 0; i < n; ++i)
    d[i] += 1.0;
  f.updateHost();
  std::printf("a: sum %.6f last %.6f\n", f.sum(), f[n - 1]);
  std::printf("b: sum %.6f\n", bPart(500));
  return 0;
}
