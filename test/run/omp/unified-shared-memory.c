// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_NOTIFY=1 %t 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// `#pragma omp requires unified_shared_memory` (OpenMP 5.2 10.5.1.1): the
// device uses host memory in place. Data no map made present is the
// host's (no copy, so the host's later writes are seen), a bare pointer
// in a map clause needs no section, and data that is present (a declare
// target global) keeps its device copy. GCC 12 rejects the directive, so
// the expected numbers are written out.
#include <stdio.h>
#include <stdlib.h>

#pragma omp requires unified_shared_memory

#pragma omp declare target
int counts[4];
#pragma omp end declare target

int main(void) {
  int n = 1000;
  int *heap = malloc(n * sizeof(int));
  int stack[64];
  for (int i = 0; i < n; ++i)
    heap[i] = i;
  for (int i = 0; i < 64; ++i)
    stack[i] = 1;
  // No map clause: the heap's own storage.
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    heap[i] += 10;
  // The host writes; the device sees it without a transfer.
  for (int i = 0; i < n; ++i)
    heap[i] += 10;
  // A bare pointer and a mapped array, used in place.
#pragma omp target map(heap) map(to: stack)
  {
    for (int i = 0; i < 64; ++i)
      stack[i] += heap[i];
  }
#pragma omp target enter data map(to: stack)
  stack[0] = 100;
#pragma omp target
  {
    counts[0] = stack[0];
    counts[1] = stack[63];
  }
#pragma omp target update from(counts)
#pragma omp target exit data map(from: stack)
  long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += heap[i];
  printf("%ld %d %d %d %d\n", sum, stack[0], stack[63], counts[0], counts[1]);
  free(heap);
  return 0;
}

// Only the declare target global moves.
// CHECK: upload counts 16 bytes
// CHECK-NOT: load
// CHECK: launch main_[[#]]_kernel
// CHECK-NOT: load
// CHECK: launch main_[[#]]_kernel
// CHECK-NOT: load
// CHECK: launch main_[[#]]_kernel
// CHECK-NEXT: download counts 16 bytes
// CHECK-NOT: load
// CHECK: 519500 100 84 100 84

// CODE: // #pragma omp requires unified_shared_memory
// CODE-NEXT: {{\[\[}}maybe_unused]] static const bool acc2cuda_unified =
// CODE-NEXT: acc2cuda::require_unified_shared_memory();
// CODE-NOT: cudaMalloc(
// CODE: acc2cuda_c.map(heap, 0
