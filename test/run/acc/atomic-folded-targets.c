// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o - | FileCheck %s --check-prefix=CODE
// An atomic's target x may be written twice in other spellings: compilers
// fold integer constants, so `t[i % (N / 10 + 1)]` and `t[i % ((int)N/10+1)]`
// are one element (the V&V capture test `v = x = expr + x` writes it so).
// Subscripts that differ only in a variable stay different storage, and
// `v = x = expr binop x` captures the updated value.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-folded-targets.c

#include <stdio.h>

#define N 1000

int main(void) {
  static double a[N], captured[N];
  static double totals[N / 10 + 1];
  static int counts[N / 10 + 1];
  for (int i = 0; i < N; ++i)
    a[i] = (i % 9) * 0.25;
  for (int b = 0; b < N / 10 + 1; ++b) {
    totals[b] = 0;
    counts[b] = 0;
  }

#pragma acc parallel loop copyin(a[0:N]) copy(totals, counts) copyout(captured)
  for (int i = 0; i < N; ++i) {
// CODE: captured[i] = acc2cuda::atomic_op_fetch<acc2cuda::AtomicOp::Add>(&(totals[i % ((int)(N / 10 + 1))]), (a[i]))
#pragma acc atomic capture
    captured[i] = totals[i % ((int)(N / 10 + 1))] =
        a[i] + totals[i % ((int)N / 10 + 1)];
// CODE: acc2cuda::atomic_op_fetch<acc2cuda::AtomicOp::Add>(&(counts[(i) % (N / 10 + 1)]), (1))
#pragma acc atomic update
    counts[(i) % (N / 10 + 1)] = counts[i % (100 + 1)] + 1;
  }

  double sum = 0;
  int total = 0;
  for (int b = 0; b < N / 10 + 1; ++b) {
    sum += totals[b];
    total += counts[b];
  }
  // Whatever the order, each capture holds its slot's running total: never
  // less than its own term, and the last one of a slot holds the slot's sum.
  static double last[N / 10 + 1];
  int below = 0, complete = 0;
  for (int i = 0; i < N; ++i) {
    below += captured[i] < a[i];
    if (captured[i] > last[i % (N / 10 + 1)])
      last[i % (N / 10 + 1)] = captured[i];
  }
  for (int b = 0; b < N / 10 + 1; ++b)
    complete += last[b] == totals[b];
  printf("sum %.2f count %d below %d complete %d\n", sum, total, below,
         complete);
  return 0;
}
