// RUN: %acc2cuda-check %s | FileCheck %s
// Array elements as list items of data clauses and maps (OpenACC 3.3 1.6
// "var", OpenMP 5.2 3.2.1): 'a[i]' maps that one element, as 'a[i:1]'
// would, in structured and unstructured data directives, on compute
// constructs and in update directives.
// CHECK: acc2cuda-check: EQUAL: {{.*}}array-element-clauses.c
#include <stdio.h>
#include <stdlib.h>

#define N 100

int main(void) {
  double x[N];
  int counts[4] = {0, 0, 0, 0};
  int *hits = (int *)malloc(4 * sizeof(int));
  for (int i = 0; i < N; ++i)
    x[i] = i;
  for (int k = 0; k < 4; ++k)
    hits[k] = 10 * k;

  // OpenACC: one element of an array, another of a pointer's data.
  int k = 2;
#pragma acc data copy(counts[k]) copyin(hits[k])
  {
#pragma acc parallel loop reduction(+ : counts[k]) present(hits[k])
    for (int i = 0; i < N; ++i)
      counts[k] += (i % 3 == 0) + hits[k] * 0;
  }

  // OpenMP: enter data of one element, a target region using it, an update
  // of that element and an exit data bringing it back.
  int slot = 1;
#pragma omp target enter data map(to: counts[slot])
#pragma omp target map(to: x[0:N]) map(alloc: counts[slot])
  for (int i = 0; i < N; ++i)
    if (x[i] > 50)
      counts[slot] += 1;
#pragma omp target update from(counts[slot])
#pragma omp target exit data map(from: counts[slot])

  printf("counts %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
  free(hits);
  return counts[1] == 49 && counts[2] == 34 ? 0 : 1;
}
