// RUN: %acc2cuda-check %s | FileCheck %s
// OpenMP atomic inside target regions: update (bare and with 'update'),
// read, write, capture (expression and block forms), compare (min, max and
// compare-exchange, as conditional expressions and as if statements),
// seq_cst, and atomics in a declare target function. Results do not depend
// on the order of iterations.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomics.cpp

#include <cstdio>

#pragma omp declare target
void count_into(unsigned long long *c) {
#pragma omp atomic
  *c += 1;
}
#pragma omp end declare target

int main() {
  const int N = 3000;
  static int v[N], order[N];
  for (int i = 0; i < N; ++i)
    v[i] = (i * 7919) % 1000 - 500;

  int sum = 0, mn = 1 << 30, mx = -(1 << 30), mn2 = 1 << 30, mx2 = -(1 << 30);
  int owner = -1, claims = 0;
  double dmin = 1e300, dmax = -1e300, total = 0;
  unsigned long long calls = 0;
  float f = 0;
#pragma omp target teams distribute parallel for map(to: v) map(tofrom: sum, mn, mx, mn2, mx2, owner, claims, dmin, dmax, total, calls, f)
  for (int i = 0; i < N; ++i) {
#pragma omp atomic
    sum += v[i];
#pragma omp atomic update seq_cst
    f = f + 0.25f;
#pragma omp atomic compare
    mn = v[i] < mn ? v[i] : mn;
#pragma omp atomic compare
    mx = mx < v[i] ? v[i] : mx;
#pragma omp atomic compare
    if (v[i] < mn2) {
      mn2 = v[i];
    }
#pragma omp atomic compare
    if (mx2 < v[i]) { mx2 = v[i]; }
#pragma omp atomic compare
    if (owner == -1) { owner = 7; }
    double d = v[i] * 0.5;
#pragma omp atomic compare
    dmin = d < dmin ? d : dmin;
#pragma omp atomic compare
    dmax = d > dmax ? d : dmax;
#pragma omp atomic
    total += d;
    int old;
#pragma omp atomic capture
    { old = claims; claims += 1; }
    order[i] = old;
    count_into(&calls);
  }
  printf("%d %d %d %d %d %d %.1f %.1f %.1f %llu %.2f\n", sum, mn, mx, mn2,
         mx2, owner, dmin, dmax, total, calls, f);
  long long osum = 0;
  for (int i = 0; i < N; ++i)
    osum += order[i];
  printf("claims %d %lld\n", claims, osum);

  int r = 0, w = 0, x = 10, cap1 = 0, cap2 = 0;
#pragma omp target map(tofrom: r, w, x, cap1, cap2)
  {
#pragma omp atomic read
    r = x;
#pragma omp atomic write
    w = r * 2;
#pragma omp atomic capture
    cap1 = x++;
#pragma omp atomic capture seq_cst
    cap2 = x -= 4;
  }
  printf("%d %d %d %d %d\n", r, w, x, cap1, cap2);
  return 0;
}
