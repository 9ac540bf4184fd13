// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
//
// A jagged array mapped row by row, as OpenMP codes map `T **a`: the row
// pointers first (a[0:n]), then each row's data (a[i][0:m]), whose
// pointer is attached in a's device copy; target regions use a[i][j]
// through it; exit data copies each row back and detaches it.
// CHECK: acc2cuda-check: EQUAL: {{.*}}jagged-rows.c
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 4, m = 8;
  int **pp = (int **)malloc(sizeof(int *) * n);
  for (int i = 0; i < n; i++) {
    pp[i] = (int *)malloc(sizeof(int) * m);
    for (int j = 0; j < m; j++)
      pp[i][j] = i + j;
  }
#pragma omp target enter data map(to: pp[0:n])
  for (int i = 0; i < n; i++) {
#pragma omp target enter data map(to: pp[i][0:m])
  }
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      pp[i][j] *= 10;
  for (int i = 0; i < n; i++) {
#pragma omp target exit data map(from: pp[i][0:m])
  }
#pragma omp target exit data map(delete: pp[0:n])
  int err = 0, sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      err += pp[i][j] != 10 * (i + j);
      sum += pp[i][j];
    }
  printf("errors=%d sum=%d\n", err, sum);
  for (int i = 0; i < n; i++)
    free(pp[i]);
  free(pp);
  return err != 0;
}
