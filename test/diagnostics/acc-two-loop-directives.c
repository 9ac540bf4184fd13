// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
//
// A `loop` directive on the loop a combined construct already takes, or a
// second `loop` directive on one loop, lost its clauses: `parallel loop`
// followed by `loop seq` ran a recurrence in parallel. Both are errors.
int main(void) {
  int a[64] = {0};
#pragma acc parallel loop copy(a)
#pragma acc loop seq
  for (int i = 1; i < 64; i++)
    a[i] = a[i - 1] + 1;
#pragma acc parallel copy(a)
  {
#pragma acc loop gang
#pragma acc loop seq
    for (int i = 1; i < 64; i++)
      a[i] = a[i - 1] + 2;
  }
  return a[63];
}
// CHECK-DAG: acc-two-loop-directives.c:10:13: error: a 'loop' directive on the loop of a combined construct; put its clauses on the combined construct [A2C1010]
// CHECK-DAG: acc-two-loop-directives.c:16:13: error: two 'loop' directives on one loop; give the loop one directive with all the clauses [A2C1010]
