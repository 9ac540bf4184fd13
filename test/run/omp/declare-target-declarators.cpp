// RUN: %acc2cuda-check %s | FileCheck %s
// Several declare target variables in one declaration, with brackets and
// semicolons inside literals and comments after them: each gets its device
// copy, initialised once, after the whole declaration.
// CHECK: acc2cuda-check: EQUAL: {{.*}}declare-target-declarators.cpp

#include <cstdio>
#pragma omp declare target
char label[8] = "f(x", other[4] = {'(', 2}; /* ; ( */ double scale = 2;
#pragma omp end declare target
double twice(int i) { return other[1] * scale + label[i]; }
int main() {
  double out[2];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 2; ++i) out[i] = twice(i);
  printf("%g %g\n", out[0], out[1]);
}
