// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Member arrays read in a const member function of a class template: the
// object is const, so the kernel's parameter points to const elements (it
// was `T *`, and nvcc rejected the `const T *` argument), for 1-D and 2-D
// members, in OpenACC and OpenMP regions.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-const-member-array.cpp (3 numbers

#include <cstdio>

template <typename T, int N> struct Table {
  T v[N];
  T m[4][N];
  T sum() const {
    T s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < N; ++i)
      s += v[i];
    return s;
  }
  T corner() const {
    T s = 0;
#pragma omp target teams distribute parallel for reduction(+:s) map(to: m)
    for (int i = 0; i < N; ++i)
      s += m[3][i] - m[0][i];
    return s;
  }
};

int main() {
  Table<double, 100> t;
  Table<int, 8> u;
  for (int i = 0; i < 100; ++i) {
    t.v[i] = i;
    for (int r = 0; r < 4; ++r)
      t.m[r][i] = r * i;
  }
  for (int i = 0; i < 8; ++i) {
    u.v[i] = 2 * i;
    for (int r = 0; r < 4; ++r)
      u.m[r][i] = r + i;
  }
  printf("%.1f %.1f %d\n", t.sum(), t.corner(), u.sum() + u.corner());
  return 0;
}
