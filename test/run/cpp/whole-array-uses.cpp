// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.in.cpp
// RUN: %acc2cuda %t.in.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Mapped arrays of a known size used whole in a kernel: sizeof, a
// range-for, std::size and a `T (&)[N]` parameter need the array, not the
// pointer to its first element the kernel gets (sizeof gave 8).
// CHECK: acc2cuda-check: EQUAL: {{.*}}whole-array-uses.cpp
#include <cstdio>
#include <iterator>

#pragma acc routine seq
static double dot3(const double (&v)[3]) { return v[0] + 2 * v[1] + 3 * v[2]; }

// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CODE: acc2cuda_a_w
// CODE: auto &w = acc2cuda::whole_array<4>(acc2cuda_a_w);
// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CODE: auto &m = acc2cuda::whole_array<2>(acc2cuda_a_m);
// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CODE: double *out
// CODE-NOT: whole_array
// CODE: int main
int main() {
  double w[4] = {1, 2, 3, 4};
  double m[2][3] = {{1, 1, 1}, {2, 2, 2}};
  double out[8];
  double s = 0;
#pragma acc parallel loop copyin(w) reduction(+:s)
  for (int i = 0; i < 8; ++i) {
    for (int k = 0; k < (int)(sizeof(w) / sizeof(w[0])); ++k)
      s += w[k];
    for (double x : w)
      s += x;
    s += (double)std::size(w);
  }
  // 8 * (10 + 10 + 4)
  // OUT: s=192
  std::printf("s=%g\n", s);

#pragma acc parallel loop copyin(m) copyout(out[0:8])
  for (int i = 0; i < 8; ++i)
    out[i] = (double)(sizeof(m) / sizeof(m[0][0])) + dot3(m[i % 2]) +
             (double)sizeof(m[0]);
  // 6 + 6 + 24 and 6 + 12 + 24
  // OUT: out0=36 out1=42
  std::printf("out0=%g out1=%g\n", out[0], out[1]);

  // Only subscripts: the pointer stays as it was.
#pragma acc parallel loop copyin(w) copyout(out[0:8])
  for (int i = 0; i < 8; ++i)
    out[i] = w[i % 4];
  // OUT: out5=2
  std::printf("out5=%g\n", out[5]);
  return 0;
}
