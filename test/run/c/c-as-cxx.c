// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: FileCheck --check-prefix=KERNEL --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// C that C++ rejects, in host code and in kernels (nvcc reads the output
// as C++): integers assigned to enumerations, enumerations updated with
// += and ++, void pointers converted implicitly (also under ?:).
// EQ: acc2cuda-check: EQUAL: {{.*}}c-as-cxx.c
#include <stdio.h>
#include <stdlib.h>

enum colour { RED = 1, GREEN, BLUE };
typedef enum { LOW, HIGH } level_t;

#define N 64

int main(void) {
  enum colour c = RED, paint[N];
  level_t lv[N];
  // CHECK: double *w = (double *)(N > 8 ? malloc(N * sizeof(double)) : calloc(N, sizeof(double)));
  double *w = N > 8 ? malloc(N * sizeof(double)) : calloc(N, sizeof(double));
  for (int i = 0; i < N; ++i) {
    // CHECK: paint[i] = (enum colour)(i % 3 + 1);
    paint[i] = i % 3 + 1;
    // CHECK: lv[i] = (level_t)(i & 1);
    lv[i] = i & 1;
    w[i] = i;
  }
  // CHECK: c = (enum colour)(c + (1));
  c += 1;
  // CHECK: c = (enum colour)(c + 1);
  c++;
  // CHECK: for (level_t l = LOW; l <= HIGH; l = (level_t)(l + 1))
  for (level_t l = LOW; l <= HIGH; l++)
    c = c == BLUE ? RED : c;
#pragma omp target teams distribute parallel for map(tofrom: paint, lv, w[0:N])
  for (int i = 0; i < N; ++i) {
    enum colour next = paint[i];
    // KERNEL: next = (enum colour)(next + (1));
    next += 1;
    if (next > BLUE)
      // KERNEL: next = (enum colour)(RED + i % 2);
      next = RED + i % 2;
    paint[i] = next;
    // KERNEL: lv[i] = (level_t)(!lv[i]);
    lv[i] = !lv[i];
    w[i] *= paint[i];
  }
  long sum = c;
  for (int i = 0; i < N; ++i)
    sum += paint[i] * 10 + lv[i] + (long)w[i];
  printf("%ld\n", sum);
  free(w);
  return 0;
}
