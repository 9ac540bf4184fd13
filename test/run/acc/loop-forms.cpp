// RUN: %acc2cuda-check %s | FileCheck %s
// Loop forms: <=, >=, >, != tests, increments and decrements by constants
// and by a variable, unsigned and long long indices, a loop variable
// declared before the loop (its final value is visible afterwards), empty
// iteration spaces, serial loop, kernels loop, collapse(3) over a static
// array.
// CHECK: acc2cuda-check: EQUAL: {{.*}}loop-forms.cpp

#include <cstdio>
int main() {
  const int N = 300;
  double a[N], b[N];
  long c[N];
  for (int i = 0; i < N; ++i) { a[i] = 0; b[i] = i; c[i] = 0; }
  // <= with step 2
#pragma acc parallel loop copy(a)
  for (int i = 0; i <= N - 1; i += 2) a[i] += 1;
  // decreasing with >=
#pragma acc parallel loop copy(a) copyin(b)
  for (int i = N - 1; i >= 10; --i) a[i] += b[i] * 0.5;
  // > and a variable step
  int s = 3;
#pragma acc parallel loop copy(a)
  for (int i = N - 1; i > 0; i -= s) a[i] *= 2;
  // != with unit step, index declared outside
  int j;
#pragma acc parallel loop copy(c)
  for (j = 5; j != 250; j++) c[j] = j * j;
  // unsigned index and long long bounds
  unsigned lo = 7;
#pragma acc parallel loop copy(c)
  for (unsigned u = lo; u < 200u; u = u + 3) c[u] += 1;
#pragma acc parallel loop copy(c)
  for (long long k = 0; k < (long long)N; k += 5) c[k] -= 2;
  // empty and negative trip counts
  int lo2 = 10, hi2 = 5;
#pragma acc parallel loop copy(a)
  for (int i = lo2; i < hi2; ++i) a[i] = -100;
  // serial loop and kernels loop
#pragma acc serial loop copy(a)
  for (int i = 1; i < N; ++i) a[i] += a[i - 1] * 1e-3;
#pragma acc kernels loop copy(a) copyin(b)
  for (int i = 0; i < N; ++i) a[i] = a[i] + b[i];
  // collapse(3) with different bounds and a triangle-free nest
  static double t[4][5][6];
#pragma acc parallel loop collapse(3) copy(t)
  for (int x = 0; x < 4; ++x)
    for (int y = 1; y < 5; ++y)
      for (int z = 0; z < 6; z += 2)
        t[x][y][z] = x * 100 + y * 10 + z;
  for (int i = 0; i < N; i += 13) printf("%d %.6f %ld\n", i, a[i], c[i]);
  double ts = 0;
  for (int x = 0; x < 4; ++x) for (int y = 0; y < 5; ++y) for (int z = 0; z < 6; ++z) ts += t[x][y][z] * (x + y + z + 1);
  printf("%.1f %d\n", ts, j);
}
