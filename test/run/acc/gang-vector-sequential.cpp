// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu --report=json --report-file=%t.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// Inner loops that stay sequential in each thread of the outer nest, with
// warning A2C3009 saying why (and the report too); the results are still
// right. 'auto' leaves the choice to acc2cuda: no warning. A triangular
// inner loop (bounds that use the outer variable) is not collapsed into the
// grid but spread over the block.
// CHECK: acc2cuda-check: EQUAL: {{.*}}gang-vector-sequential.cpp

#include <cstdio>

#define N 40
#define M 33

// Writes through its argument: the gang's code may not run it redundantly.
double bump(double *p) { return p[0] += 1; }

int main() {
  static double A[N * M], B[N * M], y[N], w[N];
  for (int k = 0; k < N * M; ++k)
    A[k] = (k * 5 % 13) - 6.0;

#pragma acc parallel loop gang copyin(A) copyout(y)
  for (int i = 0; i < N; ++i) {
    double s;
    y[i] = s = A[i * M];
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the statement at line [[@LINE-1]] writes both memory the gang shares and the gang's variable 's' [A2C3009]
#pragma acc loop vector reduction(+:s)
    for (int j = 1; j < M; ++j)
      s += A[i * M + j];
    y[i] = s;
  }

#pragma acc parallel loop copyin(A) copyout(B)
  for (int i = 0; i < N; ++i) {
    double t = 0;
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: it writes 't' at line [[@LINE+3]], a variable of the gang (declare it inside the loop, or name it in a private or reduction clause) [A2C3009]
#pragma acc loop vector
    for (int j = 0; j < M; ++j) {
      t = 2 * A[i * M + j];
      B[i * M + j] = t;
    }
  }

#pragma acc parallel loop copyin(A) copyout(w)
  for (int i = 0; i < N; ++i) {
    double s = 0;
    double *ps = &s;
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the address of the gang's variable 's' is taken at line [[@LINE-1]] [A2C3009]
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < M; ++j)
      s += A[i * M + j];
    w[i] = *ps;
  }

#pragma acc parallel loop copyin(A) copy(B)
  for (int i = 0; i < N; ++i) {
    double first = bump(&B[i * M]);
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the declaration at line [[@LINE-1]] calls a function or writes memory [A2C3009]
#pragma acc loop vector
    for (int j = 1; j < M; ++j)
      B[i * M + j] += first;
  }

  double total = 0;
#pragma acc parallel loop gang copyin(A) reduction(+:total)
  for (int i = 0; i < N; ++i) {
    double t = total * 0;
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the statement at line [[@LINE-1]] reads the reduction variable 'total', whose value differs between threads [A2C3009]
#pragma acc loop vector reduction(+:total)
    for (int j = 0; j < M; ++j)
      total += A[i * M + j] + t;
  }

#pragma acc parallel loop gang vector copyin(A) copy(B)
  for (int i = 0; i < N; ++i) {
    B[i * M] += 1;
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: the outer loop nest already uses the vector level [A2C3009]
#pragma acc loop
    for (int j = 1; j < M; ++j)
      B[i * M + j] += A[i * M + j - 1];
  }

#pragma acc kernels loop independent copyin(A) copy(B)
  for (int i = 0; i < N; ++i) {
    B[i * M] -= 1;
    // WARN: gang-vector-sequential.cpp:[[@LINE+1]]:13: warning: this loop runs sequentially in each thread of the outer loop nest: in a 'kernels' region an inner loop needs 'independent' to be spread over threads [A2C3009]
#pragma acc loop vector
    for (int j = 1; j < M; ++j)
      B[i * M + j] -= A[i * M + j];
  }

#pragma acc parallel loop copyin(A) copy(B)
  for (int i = 0; i < N; ++i) {
    B[i * M] *= 2;
#pragma acc loop auto
    for (int j = 1; j < M; ++j)
      B[i * M + j] *= 0.5;
  }

#pragma acc parallel loop gang copy(B)
  for (int i = 0; i < N; ++i)
#pragma acc loop vector
    for (int j = i % M; j < M; ++j)
      B[i * M + j] += j;

  double check = 0;
  for (int k = 0; k < N * M; ++k)
    check += B[k] * (k % 7);
  for (int i = 0; i < N; ++i)
    check += y[i] * (i % 3) + w[i];
  printf("%.6f %.6f\n", check, total);
  return 0;
}

// REPORT: "inner_loops_sequential": "the statement at line {{[0-9]+}} writes both memory the gang shares and the gang's variable 's'",
// REPORT: "inner_loops_sequential": "it writes 't' at line
// REPORT: "inner_loops_sequential": "the address of the gang's variable 's' is taken
// REPORT: "inner_loops_sequential": "the declaration at line
// REPORT: "inner_loops_sequential": "the statement at line {{[0-9]+}} reads the reduction variable 'total'
// REPORT: "inner_loops_sequential": "the outer loop nest already uses the vector level",
// REPORT: "inner_loops_sequential": "in a 'kernels' region
// REPORT-NOT: inner_loops_sequential
// REPORT:      "gang_per_block": true,
// REPORT-NEXT: "thread_loops": [
// REPORT-NEXT:   "j"
