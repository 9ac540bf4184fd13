// RUN: %acc2cuda-check %s | FileCheck %s
// if(cond) true and false (host fallback), private and firstprivate
// scalars, a struct firstprivate and its scalar members in array sections,
// default(none) with every variable listed, a same-file function and
// standard math functions in a kernel.
// CHECK: acc2cuda-check: EQUAL: {{.*}}if-private-default.cpp

#include <cstdio>
#include <cmath>
struct Box { double lo, hi; int n; };

static double clampf(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

void run(double *x, int n, bool onDevice, double bias) {
  double tmp = -1.0, scale = 2.5;
#pragma acc parallel loop if(onDevice) copy(x[0:n]) private(tmp) firstprivate(scale, bias)
  for (int i = 0; i < n; ++i) {
    tmp = x[i] * scale;
    x[i] = tmp + bias;
  }
}

int main() {
  const int n = 777;
  double x[n], y[n];
  for (int i = 0; i < n; ++i) x[i] = y[i] = std::sin(i * 0.01);
  run(x, n, true, 1.0);
  run(y, n, false, 1.0);
  Box b{-0.5, 0.75, n};
  double z[n];
#pragma acc parallel loop copyin(x[0:b.n]) copyout(z[0:b.n]) default(none) firstprivate(b)
  for (int i = 0; i < b.n; ++i)
    z[i] = clampf(x[i], b.lo, b.hi) + sqrt(fabs(x[i])) + pow(x[i], 2.0);
  int cnt = 0;
#pragma acc parallel loop reduction(+:cnt) copyin(z[0:n]) if(n > 100)
  for (int i = 0; i < n; ++i)
    cnt += z[i] > 0.5;
  double s = 0;
  for (int i = 0; i < n; ++i) s += x[i] - y[i];
  printf("%d %.12g %.12g %.12g\n", cnt, s, z[10], z[n - 1]);
  for (int i = 0; i < n; i += 111) printf("%.10f %.10f\n", x[i], z[i]);
}
