// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=DIAG && %nvcc-compile %t.cu -o %t.o
// Which `kernels` loops without `independent` run in parallel: those whose
// iterations provably write distinct elements (each parallel loop variable
// has an index injective in it alone, or the row-major w * j + i with i in
// [0, w)). Every other one runs on one thread with warning A2C3006. The
// proof used to look for the loop variable's name in the subscript's text,
// which took a[ii], a[i / 2] and a[i % 4] (iterations colliding) as
// independent.

void distinct(double *__restrict a, double *__restrict b, int n, int m,
              int off) {
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    a[i + off] = 2 * i; // v + invariant
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    a[2 * i + 1] = i; // constant multiple
#pragma acc kernels loop copy(a[0:n*m]) copyin(b[0:n*m])
  for (int j = 0; j < n; ++j)
#pragma acc loop
    for (int i = 0; i < m; ++i)
      a[j * m + i] = b[j * m + i]; // row-major, i in [0, m)
#pragma acc kernels loop copy(a[0:n*m])
  for (int j = 1; j < n - 1; ++j)
#pragma acc loop
    for (int i = 1; i < m - 1; ++i)
      a[i + m * j] += 1; // interior, terms in any order
}
// DIAG-NOT: warning

void colliding(double *__restrict a, int n, int m, int ii) {
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    a[ii] = i;
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-3]]:13: warning: loop in 'kernels' region runs sequentially on the device
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    a[i / 2] += i;
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-3]]:13: warning: loop in 'kernels' region runs sequentially
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i)
    a[i % 4] += i;
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-3]]:13: warning: loop in 'kernels' region runs sequentially
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 0; i < n; ++i) {
    int k = i / 2;
    a[k] = i; // k is a value per iteration, not an invariant
  }
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-5]]:13: warning: loop in 'kernels' region runs sequentially
#pragma acc kernels loop copy(a[0:n*m])
  for (int j = 0; j < n; ++j)
#pragma acc loop
    for (int i = 0; i <= m; ++i)
      a[j * m + i] = 0; // i reaches m: rows overlap
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-5]]:13: warning: loop in 'kernels' region runs sequentially
#pragma acc kernels loop copy(a[0:n*m])
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1] + 1; // read with another index
// DIAG: kernels-independence.cpp{{.*}}:[[@LINE-3]]:13: warning: loop in 'kernels' region runs sequentially
}
