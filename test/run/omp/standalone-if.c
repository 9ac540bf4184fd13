// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// The 'if' clauses of target enter data, target update and target exit
// data keep their whole condition (clang hands them over as captured
// copies whose range is only the operator: the output said 'if (>)').
// EQ: acc2cuda-check: EQUAL: {{.*}}standalone-if.c
#include <stdio.h>

#define THRESHOLD 100

int main(void) {
  int a[200], b[200];
  int sums[2] = {0, 0};
  for (int round = 0; round < 2; ++round) {
    int size = round == 0 ? 50 : 200;
    for (int i = 0; i < size; ++i) {
      a[i] = i;
      b[i] = 0;
    }
// CHECK: if (size > THRESHOLD) {
#pragma omp target enter data if(size > THRESHOLD) map(to: a[0:size])
    for (int i = 0; i < size; ++i)
      a[i] += 1;
// CHECK: if (THRESHOLD < size && size % 2 == 0) {
#pragma omp target update if(THRESHOLD < size && size % 2 == 0) to(a[0:size])
#pragma omp target map(from: b[0:size]) map(to: a[0:size])
    for (int i = 0; i < size; ++i)
      b[i] = a[i] * 2;
// CHECK: if ((size) > THRESHOLD) {
#pragma omp target exit data if((size) > THRESHOLD) map(delete: a[0:size])
    for (int i = 0; i < size; ++i)
      sums[round] += b[i];
  }
  printf("%d %d\n", sums[0], sums[1]);
  return 0;
}
