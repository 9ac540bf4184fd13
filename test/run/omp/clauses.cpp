// RUN: %acc2cuda-check %s | FileCheck %s
// OpenMP offload forms and clauses: combined target teams distribute
// parallel for [simd], target parallel for, target teams loop, target with
// nested teams distribute parallel for + collapse, target + loop, a bare
// target (one device thread), map(to/from/tofrom) on pointers and arrays,
// implicit tofrom of static arrays, num_teams, thread_limit, firstprivate,
// private, if(false) host fallback, device(0), reductions + max min && || |.
// CHECK: acc2cuda-check: EQUAL: {{.*}}clauses.cpp

#include <cstdio>
#include <cmath>
#include <omp.h>

template <typename T> T sq(T v) { return v * v; }

int main() {
  const int N = 2000;
  static double a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) { a[i] = i * 0.25; b[i] = std::cos(i * 0.1); c[i] = 0; }
  double *pa = a, *pb = b, *pc = c;
  // combined forms with map clauses on pointers
#pragma omp target teams distribute parallel for map(to: pa[0:N], pb[0:N]) map(from: pc[0:N]) num_teams(8) thread_limit(64)
  for (int i = 0; i < N; ++i) pc[i] = pa[i] + sq(pb[i]);
  double s1 = 0;
#pragma omp target teams distribute parallel for simd map(to: pc[0:N]) reduction(+:s1)
  for (int i = 0; i < N; ++i) s1 += pc[i];
  double mx = -1e300, mn = 1e300;
#pragma omp target parallel for map(tofrom: mx, mn) map(to: pb[0:N]) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < N; ++i) { mx = fmax(mx, pb[i]); mn = fmin(mn, pb[i]); }
  // implicit tofrom of a fixed-size array, firstprivate scalar
  double scale = 3.0;
  int lo = 10;
#pragma omp target teams loop firstprivate(scale)
  for (int i = lo; i < N; ++i) a[i] = a[i] * scale - b[i];
  // target + nested teams distribute parallel for, collapse(2)
  static float m[40][50];
#pragma omp target map(tofrom: m)
#pragma omp teams distribute parallel for collapse(2)
  for (int i = 0; i < 40; ++i)
    for (int j = 0; j < 50; ++j)
      m[i][j] = i * 0.5f + j;
  // target + loop
#pragma omp target map(tofrom: pc[0:N])
#pragma omp loop
  for (int i = 0; i < N; ++i) pc[i] = -pc[i];
  // bare target: one device thread
  long fact = 1;
#pragma omp target map(tofrom: fact)
  for (int k = 1; k <= 15; ++k) fact *= k;
  // if(false) runs on the host; private
  double t = 0;
  int use_gpu = 0;
#pragma omp target teams distribute parallel for if(use_gpu) map(tofrom: pb[0:N]) private(t) device(0)
  for (int i = 0; i < N; ++i) { t = pb[i] * 2; pb[i] = t; }
  int isum = 0, prod_ok = 1, anyneg = 0, bits = 0;
#pragma omp target teams distribute parallel for map(to: pb[0:N]) reduction(+:isum) reduction(&&:prod_ok) reduction(||:anyneg) reduction(|:bits)
  for (int i = 0; i < N; ++i) { isum += (int)(pb[i] * 10); prod_ok = prod_ok && pb[i] > -3; anyneg = anyneg || pb[i] < 0; bits |= 1 << (i % 20); }
  double ms = 0;
  for (int i = 0; i < 40; ++i) for (int j = 0; j < 50; ++j) ms += m[i][j] * (i + 1);
  printf("%.10g %.10g %.10g %ld %.10g\n", s1, mx, mn, fact, ms);
  printf("%d %d %d %d\n", isum, prod_ok, anyneg, bits);
  for (int i = 0; i < N; i += 199) printf("%.10g %.10g %.10g\n", a[i], pb[i], pc[i]);
}
