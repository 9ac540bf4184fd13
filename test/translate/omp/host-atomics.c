// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile -Xcompiler -fopenmp %t.cu -o %t.o
// Host OpenMP atomics stay host OpenMP, but nvcc's front end writes
// `x = x + e` as `x = (x + (e))`, which GCC's OpenMP rejects ("invalid
// form of #pragma omp atomic"): such updates are written as `x += e`.
#include <stdio.h>

int main(void) {
  int share = 0, dev = 0, v;
  int b[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
#pragma omp parallel for
  for (int x = 0; x < 10; ++x) {
#pragma omp atomic update
    share = share + b[x];
    // CHECK: {{^    }}share += b[x];
#pragma omp atomic
    share = b[x] * 2 + share;
    // CHECK: {{^    }}share += b[x] * 2;
#pragma omp atomic
    share = share - (b[x] - 1);
    // CHECK: {{^    }}share -= (b[x] - 1);
#pragma omp atomic
    share = 1 - share;
    // A reversed subtraction has no compound form: the runtime's helper,
    // atomic on the host too.
    // CHECK: {{^    }}acc2cuda::atomic_fetch<acc2cuda::AtomicOp::RevSub>(&(share), (1));
  }
#pragma omp atomic capture
  {
    v = share;
    share = share ^ 3;
  }
  // CHECK: {{^    }}share ^= 3;
#pragma omp target map(tofrom: dev)
  dev += share;
  printf("%d %d %d\n", share, dev, v);
  return 0;
}
