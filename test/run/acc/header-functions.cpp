// RUN: %acc2cuda-check --cflags=-I%S/Inputs %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu -- -I%S/Inputs
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: not grep -q "^__host__ __device__ auto hostOnly" %t.cu
// Functions defined in a user header and called in a compute region get a
// device version without the header being rewritten: the output redeclares
// them __host__ __device__ after the #include (callees too, in their
// namespaces and linkage; templates with their parameter lists, once for
// all their instantiations).
// CHECK: acc2cuda-check: EQUAL: {{.*}}header-functions.cpp
//
// CODE:      #include "physics.h"
// CODE-NEXT: // Functions from the header above that device code calls:
// CODE-NEXT: #ifdef __CUDACC__
// CODE-NEXT: #pragma nv_diag_suppress 20040
// CODE-NEXT: #endif
// CODE-DAG:  {{^}}__host__ __device__ auto energy(phys::Vec2, double) -> double;
// CODE-DAG:  {{^}}__host__ __device__ constexpr auto half(double) -> double;
// CODE-DAG:  {{^}}extern "C" {
// CODE-DAG:  {{^}}__host__ __device__ auto twice_c(double) -> double;
// CODE-DAG:  {{^}}__host__ __device__ auto norm2(phys::Vec2) -> double;
// CODE-DAG:  {{^}}__host__ __device__ auto damp(double, double) noexcept -> double;
// CODE-DAG:  {{^}}namespace detail {
// CODE-DAG:  {{^}}__host__ __device__ auto clampIndex(int, int) -> int;
// CODE-DAG:  {{^}}template <class T, int N> __host__ __device__ auto powi(T) -> T;
// CODE-DAG:  {{^}}__host__ __device__ auto larger(const T &, const T &) -> const T &;
// CODE-DAG:  {{^}}template <class... Ts> __host__ __device__ auto sumAll(Ts...) -> double;
// CODE:      #pragma nv_diag_default 20040


#include "physics.h"
#include <cstdio>

int main() {
  const int n = 1000;
  static double e[n], s[n];
  double total = 0;
#pragma acc parallel loop copyout(e) reduction(+ : total)
  for (int i = 0; i < n; ++i) {
    phys::Vec2 v{0.001 * i, 1.0 - 0.001 * i};
    e[i] = phys::damp(energy(v, 2.0), 0.1) + half(twice_c(1.0));
    total += e[i];
  }
#pragma acc parallel loop copyin(e) copyout(s)
  for (int i = 0; i < n; ++i)
    s[i] = e[phys::detail::clampIndex(i + 3, n)] - e[i] +
           larger(powi(e[i]), powi<double, 3>(0.5)) + sumAll(1, 2.5f, e[i]);
  printf("total %.6f e[10] %.6f s[998] %.6f host %.1f\n", total, e[10],
         s[998], hostOnly(1.0));
  return 0;
}
