// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Arrays passed by reference to function templates that deduce their
// extents (`const T (&a)[N]`, `double (&g)[N][M]`): a clause naming the
// whole array maps N elements in each instantiation (sizeof), as with an
// array of constant extent; implicitly mapped ones too.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-array-reference.cpp (7 numbers
#include <cstdio>
template <typename T, int N>
T sum_arr(const T (&a)[N], T (&out)[N]) {
  T s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a) copyout(out)
  for (int i = 0; i < N; i++) { s += a[i]; out[i] = 2 * a[i]; }
  return s;
}
template <int N, int M>
double grid_sum(double (&g)[N][M]) {
  double s = 0;
#pragma acc parallel loop collapse(2) reduction(+:s)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) { s += g[i][j]; g[i][j] += 1; }
  return s;
}
template <int N>
void scale(double (&a)[N], double f) {
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] *= f;
}
int main() {
  double arr[6] = {1, 2, 3, 4, 5, 6}, o[6];
  float fa[3] = {1, 2, 3}, fo[3];
  double g[3][4];
  for (int i = 0; i < 3; ++i) for (int j = 0; j < 4; ++j) g[i][j] = i * 4 + j;
  double s1 = sum_arr(arr, o);
  printf("s %.6e %.6e\n", s1, o[5]);
  float s2 = sum_arr(fa, fo);
  printf("f %.6e %.6e\n", (double)s2, (double)fo[2]);
  double s3 = grid_sum(g);
  printf("g %.6e %.6e\n", s3, g[2][3]);
  scale(arr, 3.0);
  printf("a %.6e\n", arr[5]);
  return 0;
}
