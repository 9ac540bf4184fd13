// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Types declared in a construct's own code (an alias, a struct, a typedef,
// a decltype of the region's variable) stay in the kernel's text; they were
// also moved to file scope, whose edit overlapped the construct's (an
// internal error) or could not see the region's variables.
// CHECK: acc2cuda-check: EQUAL: {{.*}}region-local-types.cpp
#include <cstdio>

int main() {
  double a[32];
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 32; ++i) {
    using V = double;
    struct W {
      V v, w;
    };
    typedef int Count;
    W p{1.0 * i, 2.0};
    Count c = 3;
    a[i] = p.v * p.w + c;
  }
  // OUT: 3 65
  std::printf("%g %g\n", a[0], a[31]);
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < 32; ++i) {
    double x = a[i];
    using X = decltype(x);
    X y = x / 2;
    a[i] = y;
  }
  // OUT: 1.5 32.5
  std::printf("%g %g\n", a[0], a[31]);
  return 0;
}
