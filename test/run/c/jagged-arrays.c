// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Jagged arrays: a pointer to row pointers in data clauses as a[lo:n][0:m]
// maps the array of pointers and each row's section, and attaches the
// pointers to the rows, so kernels index a[i][j] on the device. Data
// regions, compute constructs, enter/exit data and update of the rows.
// CHECK: acc2cuda-check: EQUAL: {{.*}}jagged-arrays.c

#include <stdio.h>
#include <stdlib.h>

static double **rows(int n, int m, double first) {
  double **a = malloc(n * sizeof(double *));
  for (int i = 0; i < n; ++i) {
    a[i] = malloc(m * sizeof(double));
    for (int j = 0; j < m; ++j)
      a[i][j] = first + i * m + j;
  }
  return a;
}

static double total(double **a, int n, int m) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i][j];
  return s;
}

int main(void) {
  const int n = 40, m = 30;
  double **a = rows(n, m, 0), **b = rows(n, m, -1);

  // A data region, and a compute construct finding the rows present.
#pragma acc data copyin(a[0:n][0:m]) copyout(b[0:n][0:m])
  {
#pragma acc parallel loop collapse(2) present(a[0:n][0:m], b[0:n][0:m])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        b[i][j] = 2 * a[i][j];
  }
  printf("data region: %.1f\n", total(b, n, m));

  // The construct maps them itself; a part of the rows only.
#pragma acc parallel loop copy(b[0:n][5:10]) copyin(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 5; j < 15; ++j)
      b[i][j] += a[i][j];
  printf("sections: %.1f\n", total(b, n, m));

  // Enter data, update of the rows, exit data with copyout.
#pragma acc enter data copyin(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][0] = 1000;
#pragma acc update device(a[0:n][0:1])
#pragma acc parallel loop present(a[0:n][0:m])
  for (int i = 0; i < n; ++i)
    a[i][m - 1] = a[i][0] + i;
#pragma acc update self(a[0:n][m - 1:1])
  printf("updated: %.1f %.1f\n", a[3][m - 1], a[n - 1][m - 1]);
#pragma acc exit data copyout(a[0:n][0:m])
  printf("exit: %.1f\n", total(a, n, m));
  return 0;
}

// The pointer array first, then its rows.
// CODE:      acc2cuda_data.map(a, n, acc2cuda::MapCopyIn, "a");
// CODE-NEXT: acc2cuda::map_rows(acc2cuda_data, a, n, 0, m, acc2cuda::MapCopyIn, "a");
// CODE:      acc2cuda::map_rows(acc2cuda_c, b, n, 5, 10, acc2cuda::MapCopy, "b");
// CODE:      acc2cuda::enter_rows(acc2cuda_c, a, n, 0, m, acc2cuda::MapCopyIn, "a");
// CODE:      acc2cuda::update_rows(acc2cuda_c, a, n, 0, 1, false, false, "a");
// CODE:      acc2cuda::update_rows(acc2cuda_c, a, n, m - 1, 1, true, false, "a");
// CODE:      acc2cuda::exit_rows(acc2cuda_c, a, n, 0, m, acc2cuda::ExitCopyOut, false, "a");
// CODE-NEXT: acc2cuda_c.exit(a, n, acc2cuda::ExitCopyOut, false, "a");
