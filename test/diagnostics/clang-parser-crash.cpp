// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Clang 19's semantic analysis crashes after reporting a `linear` step that
// is no integer (found by the fuzzer): its errors are shown, the crash is
// reported as one more error, and nothing is written.

struct S { double *p; int n; };

void f(double *a, int n, S s) {
  int i, j = 0;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (i = 0; i < n; ++i)
    a[i] += 1;
#pragma omp for linear(j : s)
  for (i = 0; i < n; ++i)
    a[i] = j;
}
// CHECK: clang-parser-crash.cpp:14:28: error: expression must have integral or unscoped enumeration type, not 'S'
// CHECK: acc2cuda: error: clang crashed while parsing '{{.*}}clang-parser-crash.cpp' after the errors above (a clang bug in its recovery from them); correct them and run again
