// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// RUN: %acc2cuda %S/Inputs/device-math-ok.cpp -o %t.ok.cu
// RUN: %nvcc-compile %t.ok.cu -o %t.ok.o
// The C math names have device versions only for float, double and integer
// operands: long double math (sqrtl, std::sqrt of a long double) and the
// std::complex overloads of abs, sqrt and exp are host functions, which nvcc
// rejects in a kernel. They are located errors, not CUDA nvcc rejects.
#include <cmath>
#include <complex>
#include <math.h>

void long_doubles(double *r, int n) {
#pragma acc parallel loop copyout(r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = (double)sqrtl((long double)i);
// CHECK-DAG: host-only-math.cpp:[[@LINE-1]]:20: error: 'sqrtl' has no device version: CUDA has no long double math on the device; compute in float or double in the region [A2C4001]
}

void long_double_overloads(double *r, int n) {
#pragma omp target teams distribute parallel for map(from: r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = (double)std::exp((long double)i);
// CHECK-DAG: host-only-math.cpp:[[@LINE-1]]:20: error: 'std::exp' has no device version: CUDA has no long double math on the device; {{.*}}[A2C4001]
}

void complexes(const std::complex<double> *z, double *r, int n) {
#pragma acc parallel loop copyin(z[0:n]) copyout(r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = std::abs(z[i]);
// CHECK-DAG: host-only-math.cpp:[[@LINE-1]]:12: error: 'std::abs' has no device version: its operands are not float, double or integers (CUDA's device math has no overload for them); compute in float or double in the region [A2C4001]
}
