// RUN: %acc2cuda-check %s | FileCheck %s
// Compute constructs in a function template (calls with dependent arguments
// resolved through the instantiations), in members of a class template with
// a non-type parameter, in an out-of-line member template and an
// out-of-line member.
// CHECK: acc2cuda-check: EQUAL: {{.*}}templates.cpp

#include <cstdio>
template <typename T> T twice(T x) { return x + x; }
template <typename T> struct Sq { T v; Sq(T v) : v(v) {} T get() const { return v * v; } };

template <typename T>
void axpy(T *y, const T *x, T a, int n) {
#pragma acc parallel loop copy(y[0:n]) copyin(x[0:n]) firstprivate(a)
  for (int i = 0; i < n; ++i)
    y[i] += a * twice(x[i]) + Sq<T>(x[i]).get();
}

template <typename T, int Scale = 2>
class Vec {
public:
  int n;
  T *v;
  Vec(int n) : n(n), v(new T[n]) { for (int i = 0; i < n; ++i) v[i] = i; }
  ~Vec() { delete[] v; }
  void scale(T s) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] = twice(v[i]) * s + this->n * Scale;
  }
  template <typename U> U sum(U init);
  T dot();
};

template <typename T, int Scale>
template <typename U>
U Vec<T, Scale>::sum(U init) {
  U s = init;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += (U)v[i];
  return s;
}

template <typename T, int Scale>
T Vec<T, Scale>::dot() {
  T s = 0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += v[i] * v[i];
  return s;
}

int main() {
  const int N = 1000;
  double a[N], b[N];
  for (int i = 0; i < N; ++i) { a[i] = i * 0.5; b[i] = 1.0; }
  axpy(b, a, 2.0, N);
  float fa[N], fb[N];
  for (int i = 0; i < N; ++i) { fa[i] = i % 10; fb[i] = 2; }
  axpy(fb, fa, 0.5f, N);
  Vec<double> g(100);
  g.scale(2.0);
  Vec<int, 3> h(50);
  h.scale(3);
  for (int i = 0; i < N; i += 97) printf("%g %g\n", b[i], fb[i]);
  for (int i = 0; i < 100; i += 9) printf("%g\n", g.v[i]);
  for (int i = 0; i < 50; i += 7) printf("%d\n", h.v[i]);
  printf("%g %ld %g %d\n", g.sum(0.5), h.sum(10L), g.dot(), h.dot());
}
