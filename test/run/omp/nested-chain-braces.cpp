// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// A target construct whose only statement is a block holding the next
// directive of the chain: the translation replaces the outer block too
// (its closing brace used to stay behind and unbalance the output).
// CHECK: acc2cuda-check: EQUAL: {{.*}}nested-chain-braces.cpp

#include <cstdio>

int main() {
  static int a[100], b[100], c[100];
#pragma omp target teams map(tofrom: a)
  {
#pragma omp distribute parallel for
    for (int i = 0; i < 100; ++i)
      a[i] = i;
  }
#pragma omp target parallel map(tofrom: b)
  {
#pragma omp for
    for (int i = 0; i < 100; ++i)
      b[i] = 2 * i;
  }
#pragma omp target map(tofrom: c)
  {
#pragma omp teams
    {
#pragma omp distribute parallel for simd
      for (int i = 0; i < 100; ++i)
        c[i] = 3 * i;
    }
  }
  std::printf("%d %d %d\n", a[99], b[99], c[99]);
}

// CODE:      acc2cuda_c.unmap_all();
// CODE:      acc2cuda_c.check_free(cudaFree(d_a), d_a_bytes, "a");
// CODE-NEXT: }
// CODE-NEXT: // #pragma omp target parallel map(tofrom: b)
// CODE:      acc2cuda_c.unmap_all();
// CODE:      acc2cuda_c.check_free(cudaFree(d_b), d_b_bytes, "b");
// CODE-NEXT: }
// CODE-NEXT: // #pragma omp target map(tofrom: c)
// CODE:      acc2cuda_c.unmap_all();
// CODE:      acc2cuda_c.check_free(cudaFree(d_c), d_c_bytes, "c");
// CODE-NEXT: }
// CODE-NEXT: std::printf("%d %d %d\n", a[99], b[99], c[99]);
