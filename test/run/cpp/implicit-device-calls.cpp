// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// Functions a kernel calls without a call in the source get device
// versions too: destructors of the objects it creates (and of their
// members), a range-based for's begin(), end(), != and ++, a default
// argument's calls, the constructor an inheriting constructor runs. A
// static data member named in a member function's region is the kernel's
// parameter, qualified or not; a member operator called on a present
// object from outside its class runs on its device copy.
// CHECK: acc2cuda-check: EQUAL: {{.*}}implicit-device-calls.cpp
#include <cstdio>

struct Inner {
  double v;
  ~Inner() { v = 0; }
};
struct V {
  double x;
  Inner in{1};
  V(double a) : x(a) {}
  ~V() {}
  V operator+(const V &o) const { return V(x + o.x + in.v); }
};

struct IRange {
  int b, e;
  struct It {
    int i;
    int operator*() const { return i; }
    It &operator++() {
      ++i;
      return *this;
    }
    bool operator!=(const It &o) const { return i != o.i; }
  };
  It begin() const { return {b}; }
  It end() const { return {e}; }
};

struct Base {
  double a;
  Base(double x) : a(2 * x) {}
};
struct Derived : Base {
  using Base::Base;
};

double defaultScale() { return 1.25; }
double scaled(double x, double s = defaultScale()) { return x * s; }

template <class T> constexpr T pi = T(3.14159265358979323846);

struct Gravity {
  static double g;
  static constexpr double w[3] = {1, -2, 1};
  int n;
  double apply(const double *u) const {
    double s = 0;
#pragma acc parallel loop copyin(u[0:n]) reduction(+:s)
    for (int i = 1; i < n - 1; ++i) {
      s += g * u[i] + Gravity::g + pi<double>;
      for (int k = 0; k < 3; ++k)
        s += w[k] * u[i + k - 1];
    }
    return s;
  }
};
double Gravity::g = 9.5;

struct Vec {
  double *A;
  int len;
  double &operator[](int i) { return A[i]; }
  double operator()(int i) const { return 2 * A[i]; }
};

int main() {
  double q[8], o[8], d[8], e[8];
  int r[16];
#pragma acc parallel loop copyout(q[0:8], r[0:16], d[0:8], e[0:8])
  for (int i = 0; i < 8; ++i) {
    V a(i), b(2.0);
    q[i] = (a + b).x;
    int s = 0;
    for (int k : IRange{0, i})
      s += k;
    r[i] = s;
    Derived der(0.5 * i);
    d[i] = der.a;
    e[i] = scaled(i);
  }
  double u[50];
  for (int i = 0; i < 50; ++i)
    u[i] = i * i * 0.01;
  Gravity grav{50};
  double gs = grav.apply(u);

  Vec w;
  w.len = 16;
  w.A = new double[16];
#pragma acc enter data copyin(w)
#pragma acc enter data create(w.A[0:16])
#pragma acc parallel loop present(w)
  for (int i = 0; i < 16; ++i)
    w[i] = i;
#pragma acc parallel loop present(w) copyout(o[0:8])
  for (int i = 0; i < 8; ++i)
    o[i] = w(i);
#pragma acc exit data delete(w.A[0:16], w)
  double t = 0;
  for (int i = 0; i < 8; ++i)
    t += q[i] + r[i] + d[i] + e[i] + o[i];
  printf("%.6f %.6f\n", t, gs);
  delete[] w.A;
  return 0;
}
