// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// A variable declared `auto` in a template whose initializer depends on a
// template parameter has a type only in each instantiation, which the
// kernel's parameter would need: a located error, not a kernel nvcc
// rejects. A lambda held in an `auto` variable is still called.
#include <vector>

template <typename T> void fill(std::vector<T> &v) {
  auto *p = v.data();
  int n = (int)v.size();
#pragma acc parallel loop copyout(p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] = T(i);
}
// CHECK: auto-in-template.cpp:14:5: error: 'p' is declared 'auto' in a template, so its type is known in each instantiation only; declare it with its type (e.g. 'T *') to use it in a compute construct [A2C5003]

template <typename T> void twice(T *a, int n) {
  auto f = [](T x) { return 2 * x; };
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = f(a[i]);
}

int main() {
  std::vector<double> v(8);
  fill(v);
  twice(v.data(), 8);
  return 0;
}
