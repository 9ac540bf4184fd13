// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC --allow-empty
//
// OpenMP atomics on memory of the thread alone (a reduction variable, a
// local of the loop body, a local of the target region whose parallel loop
// runs in its thread) run as written; a mapped variable keeps its atomic.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-private.cpp
// NVCC-NOT: atomic on local memory
//
// CODE:      // #pragma omp atomic update
// CODE-NEXT: sum += a[i];
// CODE:      // #pragma omp atomic
// CODE-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(total), (2 * a[i]));
// CODE:      // #pragma omp atomic compare
// CODE-NEXT: if (mine < a[i]) {
// CODE:      // #pragma omp atomic
// CODE-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(total),
// CODE:      // #pragma omp atomic
// CODE-NEXT: local++;

#include <cstdio>

enum { N = 1000 };

int main() {
  static double a[N];
  for (int i = 0; i < N; ++i)
    a[i] = (i * 7) % 13 - 6;

  double sum = 0, total = 0;
#pragma omp target teams distribute parallel for map(to: a) reduction(+:sum) map(tofrom: total)
  for (int i = 0; i < N; ++i) {
    int mine = 0;
#pragma omp atomic update
    sum += a[i];
#pragma omp atomic
    total += 2 * a[i];
#pragma omp atomic compare
    if (mine < a[i]) { mine = a[i]; }
#pragma omp atomic
    total += mine > 5 ? 1000 : 0;
  }

  int count = 0;
#pragma omp target map(to: a) map(from: count)
  {
    int local = 0;
#pragma omp parallel for
    for (int i = 0; i < N; ++i) {
      if (a[i] < 0) {
#pragma omp atomic
        local++;
      }
    }
    count = local;
  }
  std::printf("sum %.1f total %.1f count %d\n", sum, total, count);
  return 0;
}
