// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// The host variables of the generated code do not clash with each other:
// v's device copy is d_v and its size d_v_bytes, so an array named v_bytes
// (or v_entry, v_exit) takes acc2cuda_d_v_bytes; a name the program spells
// itself (d_w) is left to it. Both forms of copies: plain CUDA calls in
// main, present-table lookups in a function whose arrays may be present.
// CHECK: acc2cuda-check: EQUAL: {{.*}}device-variable-names.cpp (3 numbers

#include <cstdio>

void twice(double *v, double *v_entry, int n) {
#pragma acc parallel loop copyin(v[0:n]) copy(v_entry[0:n])
  for (int i = 0; i < n; ++i)
    v_entry[i] += 2.0 * v[i];
}

int main() {
  const int n = 1000;
  double *v = new double[n], *v_bytes = new double[n], *w = new double[n];
  double d_w = 0.5;
  for (int i = 0; i < n; ++i) {
    v[i] = i % 7;
    v_bytes[i] = 1.0;
    w[i] = 2.0;
  }
#pragma acc parallel loop copyin(v[0:n]) copy(v_bytes[0:n], w[0:n])
  for (int i = 0; i < n; ++i) {
    v_bytes[i] += 2.0 * v[i];
    w[i] *= d_w;
  }
  twice(v, v_bytes, n);
  double s = 0, t = 0;
  for (int i = 0; i < n; ++i) {
    s += v_bytes[i] * (i + 1);
    t += w[i];
  }
  printf("%.1f %.1f %.1f\n", s, t, v_bytes[n - 1]);
  delete[] v;
  delete[] v_bytes;
  delete[] w;
  return 0;
}

// CODE-LABEL: void twice(
// CODE: const auto d_v_entry = acc2cuda_c.lookup_map(v, n, acc2cuda::MapCopyIn, "v");
// CODE: const auto acc2cuda_d_v_entry_entry =
// CODE-LABEL: int main() {
// CODE: const std::size_t d_v_bytes = n * sizeof(double);
// CODE: double *d_v = nullptr;
// CODE: const std::size_t acc2cuda_d_v_bytes_bytes = n * sizeof(double);
// CODE: double *acc2cuda_d_v_bytes = nullptr;
// CODE: double *acc2cuda_d_w = nullptr;
