// RUN: %acc2cuda-check %s | FileCheck %s
// Every reduction operator on int, long, float and double in one loop
// (several variables per clause, the same type and operator twice), a
// _Pragma with a continuation line, num_gangs/vector_length, struct members
// of scalar type, a member function using this->.
// CHECK: acc2cuda-check: EQUAL: {{.*}}reductions-and-clauses.cpp

#include <cstdio>
#include <cstdlib>
#define N 1000
struct Params { int n; double scale; };



template <typename T>
void axpy(T *y, const T *x, T a, int n) {
#pragma acc parallel loop copy(y[0:n]) copyin(x[0:n]) firstprivate(a)
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

class Grid {
public:
  int n;
  double *v;
  Grid(int n) : n(n), v(new double[n]) { for (int i = 0; i < n; ++i) v[i] = i; }
  ~Grid() { delete[] v; }
  void scale(double s) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] = v[i] * s + this->n;
  }
};

int main() {
  double a[N], b[N];
  for (int i = 0; i < N; ++i) { a[i] = i * 0.5; b[i] = 1.0; }
  axpy(b, a, 2.0, N);
  float fa[N], fb[N];
  for (int i = 0; i < N; ++i) { fa[i] = i; fb[i] = 2; }
  axpy(fb, fa, 0.5f, N);
  Params p{N, 3.0};
  double c[N];
_Pragma("acc parallel loop copyout(c) copyin(a) \
   num_gangs(4) vector_length(64)")
  for (int i = 0; i < p.n; ++i)
    c[i] = a[i] * p.scale;
  int cnt = 0;
  long lsum = 0; double mx = -1; float mn = 1e9f; int band = ~0, bor = 0, bx = 0, land = 1, lor = 0;
  double prod = 1.0;
#pragma acc parallel loop reduction(+:cnt, lsum) reduction(max:mx) reduction(min:mn) \
    reduction(&:band) reduction(|:bor) reduction(^:bx) reduction(&&:land) reduction(||:lor) reduction(*:prod)
  for (int i = 0; i < N; ++i) {
    cnt += (a[i] > 100.0);
    lsum += i;
    mx = a[i] > mx ? a[i] : mx;
    mn = fb[i] < mn ? fb[i] : mn;
    band &= (i | 0x100);
    bor |= i;
    bx ^= i;
    land = land && (a[i] >= 0);
    lor = lor || (i == 777);
    prod *= (i % 100 == 0) ? 1.5 : 1.0;
  }
  Grid g(100);
  g.scale(2.0);
  for (int i = 0; i < N; i += 97) printf("%g %g %g %g\n", b[i], fb[i], c[i], a[i]);
  printf("%d %ld %g %g %d %d %d %d %d %g\n", cnt, lsum, mx, mn, band, bor, bx, land, lor, prod);
  for (int i = 0; i < 100; i += 9) printf("%g\n", g.v[i]);
}
