// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// A class template's kernel that calls private member functions is the
// class's friend; the friend's template parameters may not reuse the class
// template's names (nvcc: "declaration of template parameter 'T' shadows
// template parameter"). A static member named through the current
// instantiation (`Arr<T, Scale>::one()`) is the kernel's acc2cuda_self's too
// (nvcc found `Arr` undefined: the kernel comes before the class).
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-private-calls.cpp
#include <cstdio>

template <typename T, int Scale> class Arr {
public:
  Arr(T *d, int n) : d_(d), n_(n) {}
  void fill() {
#pragma acc parallel loop copy(this[0:1], d_[0:n_])
    for (int i = 0; i < n_; ++i)
      d_[i] = val(i);
  }
  void add() {
#pragma omp target teams distribute parallel for map(to: this[:1]) map(tofrom: d_[0:n_])
    for (int i = 0; i < n_; ++i)
      d_[i] += val(i) + Arr<T, Scale>::one();
  }

  static T one() { return T(1); }

private:
  T val(int i) const { return T(Scale * i); }
  T *d_;
  int n_;
};

int main() {
  double b[16];
  Arr<double, 2> a(b, 16);
  a.fill();
  a.add();
  float f[4];
  Arr<float, 3> c(f, 4);
  c.fill();
  // OUT: 5 61 9
  std::printf("%g %g %g\n", b[1], b[15], f[3]);
  return 0;
}
