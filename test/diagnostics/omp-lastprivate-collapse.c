// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// lastprivate of a collapsed nest whose inner bounds depend on an outer
// loop variable: each thread runs the inner loops of its outer iteration,
// and the thread of the last one may run none (a triangular nest), so its
// copies never get the sequentially last iteration's values. An error,
// not a silently different value.

int main(void) {
  int li = -1, lj = -1;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(li, lj)
  for (int i = 0; i < 4; i++)
    for (int j = i + 1; j < 4; j++) {
      li = i;
      lj = j;
    }
// CHECK: omp-lastprivate-collapse.c:[[@LINE-3]]:7: error: 'li' in 'lastprivate' of a collapsed nest whose inner loop bounds depend on an outer loop variable is not supported by this version of acc2cuda; compute the last values after the construct [A2C5002]
  return li + lj;
}
