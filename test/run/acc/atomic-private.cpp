// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o 2>&1 | FileCheck %s --check-prefix=NVCC --allow-empty
//
// An atomic whose target is memory of the thread alone (a reduction
// variable, a private copy, a local of the loop body, the per-thread copy of
// a gang's variable) runs as written: no other thread sees that memory, and
// CUDA's atomics are undefined on local memory (nvcc warns "Cannot do atomic
// on local memory"). Mapped variables and arrays keep their atomics.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-private.cpp
// NVCC-NOT: atomic on local memory
//
// CODE:      // #pragma acc atomic update
// CODE-NEXT: positive++;
// CODE:      // #pragma acc atomic update
// CODE-NEXT: sum += a[i];
// CODE:      // #pragma acc atomic
// CODE-NEXT: tmp += 2 * a[i];
// CODE:      // #pragma acc atomic capture
// CODE-NEXT: {
// CODE-NEXT:   local *= 3;
// CODE-NEXT:   out[i] = local;
// CODE-NEXT: }
// CODE:      // #pragma acc atomic update
// CODE-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(total), (a[i]));
// CODE:      // #pragma acc atomic update
// CODE-NEXT: acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(hist[(int)a[i] + 6]),
// CODE:      // #pragma acc atomic update
// CODE-NEXT: c++;

#include <cstdio>

enum { N = 1000, ROWS = 40, COLS = 50 };

int main() {
  static double a[N];
  static int grid[ROWS * COLS], rowcount[ROWS];
  for (int i = 0; i < N; ++i)
    a[i] = (i * 7) % 13 - 6;
  for (int i = 0; i < ROWS * COLS; ++i)
    grid[i] = (i * 5) % 3;

  // A scalar the kernels loop only accumulates is a reduction: each thread
  // has its own copy, which its atomic updates.
  int positive = 0;
#pragma acc kernels loop independent copyin(a) copy(positive)
  for (int i = 0; i < N; ++i) {
    if (a[i] > 0) {
#pragma acc atomic update
      positive++;
    }
  }

  // A reduction variable, a private one and a loop-body local.
  double sum = 0;
  double tmp;
  static double out[N];
#pragma acc parallel loop copyin(a) copyout(out) reduction(+:sum) private(tmp)
  for (int i = 0; i < N; ++i) {
    double local = 1;
#pragma acc atomic update
    sum += a[i];
    tmp = 0;
#pragma acc atomic
    tmp += 2 * a[i];
#pragma acc atomic capture
    {
      local *= 3;
      out[i] = local;
    }
    out[i] += tmp;
  }

  // Device memory keeps its atomics: a mapped scalar and a mapped array.
  double total = 0;
  int hist[13] = {0};
#pragma acc parallel loop copyin(a) copy(total, hist)
  for (int i = 0; i < N; ++i) {
#pragma acc atomic update
    total += a[i];
#pragma acc atomic update
    hist[(int)a[i] + 6]++;
  }

  // A gang's variable counted by its vector loop.
#pragma acc parallel loop gang copyin(grid) copyout(rowcount)
  for (int r = 0; r < ROWS; ++r) {
    int c = 0;
#pragma acc loop vector
    for (int k = 0; k < COLS; ++k) {
      if (grid[r * COLS + k] == 1) {
#pragma acc atomic update
        c++;
      }
    }
    rowcount[r] = c;
  }

  double outsum = 0;
  for (int i = 0; i < N; ++i)
    outsum += out[i];
  int rows = 0;
  for (int r = 0; r < ROWS; ++r)
    rows += rowcount[r] * (r + 1);
  std::printf("positive %d sum %.1f out %.1f total %.1f\n", positive, sum,
              outsum, total);
  for (int k = 0; k < 13; ++k)
    std::printf("hist[%d] = %d\n", k, hist[k]);
  std::printf("rows %d first %d last %d\n", rows, rowcount[0],
              rowcount[ROWS - 1]);
  return 0;
}
