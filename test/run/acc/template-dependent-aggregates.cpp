// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu --report 2>/dev/null | FileCheck %s --check-prefix=REPORT
//
// Structs whose type depends on a template parameter (`Pair<T>`,
// `std::array<T, N>`) that a region writes without a clause are aggregates
// as in non-template code: present-or-copy (OpenACC 3.3 2.6.2; OpenMP
// `tofrom`), not firstprivate, so the writes reach the host. A local, a
// reference parameter, a member written in a member function, and the
// OpenMP forms; a struct only read is still passed by value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-dependent-aggregates.cpp (9 numbers

#include <array>
#include <cstdio>

template <typename T> struct Pair {
  T lo, hi;
};

template <typename T> Pair<T> make(int n) {
  Pair<T> p{0, 0};
#pragma acc serial
  {
    p.lo = T(-n);
    p.hi = T(n);
  }
  return p;
}

template <typename T> void widen(Pair<T> &p, T by) {
#pragma omp target
  {
    p.lo -= by;
    p.hi += by;
  }
}

template <typename T> T ramp() {
  std::array<T, 100> v{};
#pragma acc parallel loop
  for (int i = 0; i < 100; ++i)
    v[i] = T(i);
  T s = 0;
  for (T x : v)
    s += x;
  return s;
}

template <typename T> struct Table {
  std::array<T, 64> v{};
  Pair<T> range{0, 0};
  void build() {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 64; ++i)
      v[i] = T(2 * i);
#pragma acc serial
    {
      range.lo = v[0];
      range.hi = v[63];
    }
  }
};

template <typename T> T width(Pair<T> p) {
  T w = 0;
#pragma acc serial copy(w)
  w = p.hi - p.lo;
  return w;
}

int main() {
  Pair<double> p = make<double>(5);
  widen(p, 0.5);
  const double s = ramp<double>();
  Table<long> t;
  t.build();
  printf("%.1f %.1f %.1f %ld %ld %ld\n", p.lo, p.hi, s, t.v[63], t.range.lo,
         t.range.hi);
  printf("%.1f %.1f %d\n", width(p), width(Pair<double>{1, 4}),
         (int)ramp<int>());
  return 0;
}

// REPORT:      make:
// REPORT:      implicit copy(p, 1 element)
// REPORT:      ramp:
// REPORT:      implicit copy(v, 1 element)
// REPORT:      width:
// REPORT:      implicit firstprivate(p): by value
