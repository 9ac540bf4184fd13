// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
//
// Clauses and atomics on what a template's parameters type or size: an
// atomic update and capture of a `T` (double, int and long instances, one
// in a class template's member function), a reduction into a local array
// `int loc[B]`, `firstprivate` of a `double coef[B]` and `copyout` of one.
// The kernels are templates over the same parameters, so each instance
// gets its own sizes and types.
// CHECK: acc2cuda-check: EQUAL: {{.*}}template-dependent-types.cpp (12 numbers

#include <cstdio>

template <typename T> T asum(const T *x, int n, T &count) {
  T s = 0;
  T cnt = 0;
#pragma acc parallel loop copyin(x[0:n]) copy(s, cnt)
  for (int i = 0; i < n; ++i) {
#pragma acc atomic update
    s += x[i];
    T old;
#pragma acc atomic capture
    old = cnt++;
    (void)old;
  }
  count = cnt;
  return s;
}

template <class T> struct Total {
  T total = 0;
  void add(const T *x, int n) {
    T t = 0;
#pragma acc parallel loop copyin(x[0:n]) copy(t)
    for (int i = 0; i < n; ++i) {
#pragma acc atomic
      t += x[i] * 2;
    }
    total += t;
  }
};

template <int B> int histogram(const int *d, int n, int *out) {
  int loc[B];
  for (int b = 0; b < B; ++b)
    loc[b] = 0;
#pragma acc parallel loop copyin(d[0:n]) reduction(+:loc)
  for (int i = 0; i < n; ++i)
    loc[d[i] % B]++;
  int top = 0;
  for (int b = 0; b < B; ++b) {
    out[b] = loc[b];
    top = loc[b] > top ? loc[b] : top;
  }
  return top;
}

template <int B> double weighted(const double *p, int n, double *firsts) {
  double coef[B], head[B], s = 0;
  for (int b = 0; b < B; ++b)
    coef[b] = b + 1;
#pragma acc parallel loop copyin(p[0:n]) firstprivate(coef) reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += p[i] * coef[i % B];
#pragma acc parallel loop copyin(p[0:n]) copyout(head)
  for (int b = 0; b < B; ++b)
    head[b] = p[b] * coef[b];
  *firsts = head[B - 1];
  return s;
}

int main() {
  double d[100];
  int k[100], out4[4], out3[3];
  long kl[100];
  for (int i = 0; i < 100; ++i) {
    d[i] = i * 0.5;
    k[i] = (i * 7) % 11;
    kl[i] = i;
  }
  double nd;
  int nk;
  const double sd = asum(d, 100, nd);
  const int sk = asum(k, 100, nk);
  Total<long> t;
  t.add(kl, 100);
  const int top4 = histogram<4>(k, 100, out4);
  const int top3 = histogram<3>(k, 100, out3);
  double f4, f2;
  const double w4 = weighted<4>(d, 100, &f4);
  const double w2 = weighted<2>(d, 100, &f2);
  printf("%g %g %d %d %ld\n", sd, nd, sk, nk, t.total);
  printf("%d %d %d %d\n", top4, out4[3], top3, out3[2]);
  printf("%g %g %g\n", w4 + w2, f4, f2);
  return 0;
}
