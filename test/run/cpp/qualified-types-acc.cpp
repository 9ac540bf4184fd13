// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// CHECK: acc2cuda-check: EQUAL: {{.*}}qualified-types-acc.cpp
// Kernel parameters name their types from file scope: a nested class's
// array written as Grid::Pt under a function's using-directive (the array
// decays to a pointer parameter), an enum class, a type in an anonymous
// namespace (no qualifier to write), a local struct (moved to file scope)
// and a member typedef of a class template in a template kernel (left as
// written, with typename).
#include <cstdio>
#include <vector>
namespace {
struct Cell { double v; };
}
namespace outer { namespace inner {
struct Grid { struct Pt { float x, y; }; enum class Kind { A, B }; };
} }
template <class T> struct Box { using value_type = T; T *p; int n; };
template <class T> typename Box<T>::value_type sumBox(Box<T> b) {
  typename Box<T>::value_type s = 0;
  T *p = b.p; int n = b.n;
#pragma acc parallel loop reduction(+:s) copyin(p[0:n])
  for (int i = 0; i < n; ++i) s += p[i];
  return s;
}
int main() {
  using namespace outer::inner;
  Cell c[10];
  for (int i = 0; i < 10; ++i) c[i].v = i;
  Grid::Pt pts[10];
  Grid::Kind k = Grid::Kind::B;
  struct Local { int a; } loc[10];
  for (int i = 0; i < 10; ++i) loc[i].a = i;
#pragma acc parallel loop copy(c, pts) copyin(loc) firstprivate(k)
  for (int i = 0; i < 10; ++i) {
    pts[i].x = c[i].v + loc[i].a;
    pts[i].y = k == Grid::Kind::B ? 1.f : 0.f;
  }
  double d[5] = {1, 2, 3, 4, 5};
  Box<double> b{d, 5};
  std::printf("%f %f %f\n", pts[9].x, pts[9].y, sumBox(b));
  return 0;
}
// CUDA-LABEL: __global__ void sumBox_{{[0-9]+}}_kernel(
// CUDA:       typename Box<T>::value_type *acc2cuda_part_s
// CUDA-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CUDA:       outer::inner::Grid::Pt *pts,
// CUDA-NEXT:  acc2cuda::const_ptr<true, Cell> c,
// CUDA-NEXT:  acc2cuda::const_ptr<true, struct Local> loc,
// CUDA-NEXT:  outer::inner::Grid::Kind k) {
// CUDA-NEXT:  using namespace outer::inner;
