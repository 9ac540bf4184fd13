// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// A std::vector<T> in a function template subscripted by an index whose
// type depends on T (`c[i % c.size()]`): the subscript is the vector's
// element access, not a use of the whole vector (was A2C4008).
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-vector-index.cpp (2 numbers

#include <cstdio>
#include <vector>

template <typename T> T wrapped(const std::vector<T> &c, int n) {
  T s = 0;
#pragma acc parallel loop reduction(+:s) copyin(c)
  for (int i = 0; i < n; ++i)
    s += c[i % c.size()];
  return s;
}

int main() {
  std::vector<double> c(7);
  std::vector<long> d(5);
  for (int i = 0; i < 7; ++i)
    c[i] = i;
  for (int i = 0; i < 5; ++i)
    d[i] = 10 * i;
  printf("%.1f %ld\n", wrapped(c, 100), wrapped(d, 33));
  return 0;
}
