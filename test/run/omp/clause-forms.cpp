// RUN: %acc2cuda-check %s | FileCheck %s
// OpenMP clause forms of validation-style programs: device(n) naming the
// default device or the host (there the construct runs as with a false
// `if`), every defaultmap behavior on scalars and aggregates, if(parallel:
// c), lastprivate of a loop variable that a map also names, a split
// target / teams private(t) / distribute parallel for private(t) chain,
// aligned and nontemporal hints, firstprivate arrays, and a declare target
// link global mapped by a construct.
// CHECK: acc2cuda-check: EQUAL: {{.*}}clause-forms.cpp

#include <cstdio>
#include <omp.h>

#define N 1000
double big[N];
#pragma omp declare target link(big)

struct Params {
  double scale;
  int shift;
};

int main() {
  static double a[N], b[N], c[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i * 0.5;
    b[i] = 0;
    c[i] = 1;
    big[i] = i;
  }
  int dev = omp_get_default_device(), host = omp_get_initial_device();

  // device(n): the default device, then the host.
#pragma omp target teams distribute parallel for map(to : a) map(from : b)  \
    device(dev)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] + 1;
#pragma omp target teams distribute parallel for map(tofrom : c) device(host)
  for (int i = 0; i < N; ++i)
    c[i] += b[i];

  // defaultmap: scalars and aggregates.
  double s = 2.0, total = 0;
  Params p = {3.0, 4};
#pragma omp target teams distribute parallel for defaultmap(to : aggregate)  \
    defaultmap(firstprivate : scalar) map(from : b)
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * s * p.scale + p.shift;
#pragma omp target defaultmap(tofrom : scalar) map(to : a)
  for (int i = 0; i < N; ++i)
    total += a[i];
#pragma omp target data map(tofrom : c)
#pragma omp target teams distribute parallel for defaultmap(tofrom : aggregate)
  for (int i = 0; i < N; ++i)
    c[i] *= 2;

  // if(parallel: false): one thread runs the parallel loop.
  int threads = -1;
#pragma omp target parallel for if (parallel : 0) map(tofrom : threads)
  for (int i = 0; i < 1; ++i)
    threads = omp_get_num_threads();

  // lastprivate of the loop variable, also mapped.
  int last = -1;
#pragma omp target teams distribute parallel for lastprivate(last)          \
    map(tofrom : last)
  for (last = 0; last < 600; ++last)
    ;

  // A split chain naming t private on two levels; hints on the loop.
  double t = 0;
#pragma omp target map(tofrom : a)
#pragma omp teams private(t)
#pragma omp distribute parallel for simd private(t) aligned(a : 64)         \
    nontemporal(a)
  for (int i = 0; i < N; ++i) {
    t = a[i] * 2;
    a[i] = t + 1;
  }

  // A firstprivate array: each thread starts from the host's values.
  int lut[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp target teams distribute parallel for firstprivate(lut)         \
    map(tofrom : c)
  for (int i = 0; i < N; ++i) {
    lut[i % 8] += i;
    c[i] += lut[(i + 3) % 8] > 0 ? 1 : 0;
  }

  // The link global is present only while mapped.
#pragma omp target teams distribute parallel for map(tofrom : big)
  for (int i = 0; i < N; ++i)
    big[i] = big[i] * 2 + 1;

  double sa = 0, sb = 0, sc = 0, sg = 0;
  for (int i = 0; i < N; ++i) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
    sg += big[i];
  }
  printf("%g %g %g %g %g %d %d %d\n", sa, sb, sc, sg, total, threads, last,
         lut[0]);
  return 0;
}
