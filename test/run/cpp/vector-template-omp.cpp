// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// std::vector<T> of a template parameter T in OpenMP maps: members of a
// class template used whole in kernels (a[i], a.size()), and a function
// template's const std::vector<T>& in a reduction. Each instantiation maps
// the elements, and the kernel reads them through a view.
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-template-omp.cpp
// CUDA: acc2cuda::vector_view<T> a,
// CUDA: acc2cuda_c.map(a.data(), a.size(), acc2cuda::MapCopy, "a");
// CUDA: acc2cuda::vector_view<const T> v,
#include <cstdio>
#include <vector>

template <typename T>
struct Field {
  std::vector<T> a, b;
  int n;
  explicit Field(int n_) : a(n_), b(n_), n(n_) {
    for (int i = 0; i < n; ++i) { a[i] = T(i % 13); b[i] = T(1); }
  }
  T scaleAdd(T s) {
#pragma omp target teams distribute parallel for map(tofrom: a) map(to: b)
    for (int i = 0; i < n; ++i)
      a[i] = s * a[i] + b[i];
    T sum = 0;
#pragma omp target teams distribute parallel for map(to: a) reduction(+:sum)
    for (int i = 0; i < (int)a.size(); ++i)
      sum += a[i];
    return sum;
  }
};

template <typename T>
T total(const std::vector<T> &v) {
  T s = 0;
#pragma omp target teams distribute parallel for map(to: v) reduction(+:s)
  for (size_t i = 0; i < v.size(); ++i)
    s += v[i];
  return s;
}

int main() {
  Field<double> f(1000);
  double r = f.scaleAdd(2.0);
  Field<int> g(500);
  int q = g.scaleAdd(3);
  std::vector<float> v(777, 0.5f);
  printf("%.6f %d %.3f %.3f\n", r, q, total(v), (double)total(f.a));
  return 0;
}
