// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A struct a compute region writes and no data clause names is copied to
// the device and back (OpenACC 3.3 2.6.2 aggregates, OpenMP's implicit
// tofrom), not passed by value: its members' new values reach the host.
// One the region only reads still goes by value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}struct-written.cpp

#include <cstdio>

struct Stats {
  int n;
  double last;
};
struct Params {
  double scale;
  int shift;
};

int main() {
  const int n = 100;
  static double a[n];
  Stats st = {0, 0.0};
  Params pr = {2.5, 3};
#pragma acc parallel loop copy(a)
  for (int i = 0; i < n; ++i) {
    a[i] = pr.scale * i + pr.shift;
    if (i == n - 1) {
      st.n = n;
      st.last = a[i];
    }
  }
  Stats om = {0, 0.0};
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < n; ++i)
    if (i == 7)
      om.n = i;
  std::printf("%d %g %d %g\n", st.n, st.last, om.n, a[n - 1]);
}

// CODE: acc2cuda_c.map(&st, 1, acc2cuda::MapCopy, "st");
// CODE: Params pr
// CODE: acc2cuda_c.map(&om, 1, acc2cuda::MapCopy, "om");
