// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/names.cpp && %acc2cuda %t.d/names.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE --input-file %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// A region in a member function names what the class declares without
// `this`: enumerators, static constexpr members, static member functions,
// member typedefs (in the body and in the captured variables' types) and
// nested types, unqualified or qualified by the class, also private ones
// and a base's. The kernel, a free function written before the class, reaches
// them through its template parameter for the class.
// CHECK: acc2cuda-check: EQUAL: {{.*}}class-scope-names.cpp
#include <cstdio>

struct Base {
  enum { Offset = 100 };
};

class Grid : public Base {
  enum { K = 3 };
  static constexpr int L = 2;
  static int twice(int i) { return 2 * i; }
  struct Cell {
    int a, b;
  };

public:
  using real_t = double;
  enum class Mode { Sum, Diff };

  void fill(real_t *out, int *idx, int n, Mode m) {
#pragma acc parallel loop copyout(out[0:n], idx[0:n])
    for (int i = 0; i < n; ++i) {
      Cell c{i * K + L, twice(i)};
      real_t v = m == Mode::Sum ? c.a + c.b : c.a - c.b;
      out[i] = v / Grid::L;
      idx[i] = i + Offset;
    }
  }
// CODE:      template <class acc2cuda_self, bool acc2cuda_once>
// CODE:      long long acc2cuda_st0, typename acc2cuda_self::Mode m,
// CODE-NEXT: typename acc2cuda_self::real_t *out, int *idx) {
// CODE:      typename acc2cuda_self::Cell c{i * acc2cuda_self::K + acc2cuda_self::L,
// CODE-NEXT:                                acc2cuda_self::twice(i)};
// CODE-NEXT: typename acc2cuda_self::real_t v =
// CODE-NEXT:     m == acc2cuda_self::Mode::Sum ? c.a + c.b : c.a - c.b;
// CODE-NEXT: out[i] = v / acc2cuda_self::L;
// CODE-NEXT: idx[i] = i + acc2cuda_self::Offset;
// CODE:      friend __global__ void
// CODE:      typename acc2cuda_self::value_type *x) {
// CODE:      x[i] = acc2cuda_self::apply(x[i]) + acc2cuda_self::factor;
};

template <class T> struct Scaled {
  using value_type = T;
  static constexpr int factor = 3;
  static T apply(T x) { return factor * x; }
  void run(value_type *x, int n) {
#pragma omp target teams distribute parallel for map(tofrom : x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = apply(x[i]) + Scaled::factor;
  }
};

int main() {
  Grid g;
  double out[8];
  int idx[8];
  g.fill(out, idx, 8, Grid::Mode::Sum);
  std::printf("%.1f %.1f %d\n", out[1], out[7], idx[7]);
  g.fill(out, idx, 8, Grid::Mode::Diff);
  std::printf("%.1f %.1f\n", out[1], out[7]);
  float x[4] = {1, 2, 3, 4};
  Scaled<float>().run(x, 4);
  std::printf("%.1f %.1f\n", x[0], x[3]);
  return 0;
}
