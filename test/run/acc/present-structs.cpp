// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
//
// A struct a compute construct only reads and no clause names is
// present-or-copy (OpenACC 3.3 2.6.2): when enter data made it present,
// the kernel reads its device copy, not the host's, whether the host
// changed its own copy since (without an update) or an earlier region
// changed the device copy. Absent, the host's value is passed.
#include <stdio.h>

struct Params {
  double scale;
  int shift;
};

int main() {
  const int n = 4;
  double a[n];
  Params p = {2.0, 1};

  // Absent: the host's value.
  #pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = p.scale * i + p.shift;
  printf("absent: %g %g\n", a[1], a[3]);
  // CHECK: absent: 3 7

  #pragma acc enter data copyin(p)
  p.scale = 100; // the host's copy only
  #pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = p.scale * i + p.shift;
  printf("present: %g %g\n", a[1], a[3]);
  // CHECK: present: 3 7

  // A region that writes the struct changes its device copy.
  #pragma acc serial
  {
    p.shift = 10;
  }
  #pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = p.scale * i + p.shift;
  printf("changed on the device: %g %g host %d\n", a[1], a[3], p.shift);
  // CHECK: changed on the device: 12 16 host 1

  #pragma acc exit data delete(p)
  #pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = p.scale * i + p.shift;
  printf("deleted: %g %g\n", a[1], a[3]);
  // CHECK: deleted: 101 301
  return 0;
}
// CODE: acc2cuda_c.present_value(p, "p")
