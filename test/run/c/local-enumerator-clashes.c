// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// Enumerations declared inside functions and used in compute constructs
// move to file scope with their enumerators; an enumerator whose name file
// scope has, or another function's moved enumeration has, becomes
// FUNCTION_NAME, in its declaration, the function's code (macro arguments
// included), the kernels.
// EQ: acc2cuda-check: EQUAL: {{.*}}local-enumerator-clashes.c
#include <stdio.h>

#define N 64
#define CHECK_EQ(a, b) ((a) == (b) ? 0 : 1)

enum level { LOW = 10, HIGH = 20 }; // file scope: 'LOW', 'HIGH'

// CHECK: enum first_local_{{[0-9]+}} { ONE = 1, first_LOW, TWO };
static int first(void) {
  enum { ONE = 1, LOW, TWO } tags[N];
  // CHECK: tags[i] = (enum first_local_{{[0-9]+}})((i % 2) ? first_LOW : TWO);
#pragma acc parallel loop copyout(tags)
  for (int i = 0; i < N; ++i)
    tags[i] = (i % 2) ? LOW : TWO;
  int bad = 0;
  for (int i = 0; i < N; ++i)
    // CHECK: bad += CHECK_EQ(tags[i], (i % 2) ? first_LOW : TWO);
    bad += CHECK_EQ(tags[i], (i % 2) ? LOW : TWO);
  return bad;
}

// ONE and TWO are first()'s once it moves: these get second_ in front.
// CHECK: enum mode { second_ONE = 5, second_TWO = 7 };
static int second(void) {
  enum mode { ONE = 5, TWO = 7 };
  enum mode m[N];
  // CHECK: m[i] = (enum mode)(i < N / 2 ? second_ONE : second_TWO);
#pragma omp target teams distribute parallel for map(from: m)
  for (int i = 0; i < N; ++i)
    m[i] = i < N / 2 ? ONE : TWO;
  int sum = 0;
  for (int i = 0; i < N; ++i)
    sum += m[i];
  return sum;
}

int main(void) {
  enum level l = HIGH;
  int bad = first();
  int sum = second();
  printf("bad %d sum %d level %d\n", bad, sum, (int)l);
  return bad == 0 && sum == 32 * 5 + 32 * 7 ? 0 : 1;
}
