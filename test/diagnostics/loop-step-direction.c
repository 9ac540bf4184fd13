// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// A step known at translation time must agree with the test's direction
// and not be zero; a negative one added, or one known only at run time,
// is accepted (negative-steps.c).
void f(double *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = n; i > 0; i += 2)
    a[i - 1] = 0;
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i -= 1)
    a[i] = 0;
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i += -1)
    a[i] = 0;
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    for (int j = n - 1; j >= 0; j++)
      a[j] = i;
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i += 0)
    a[i] = 0;
}
// CHECK-DAG: loop-step-direction.c:8:19: error: loop is not in canonical form: the test and the increment go in opposite directions [A2C3001]
// CHECK-DAG: loop-step-direction.c:11:19: error: loop is not in canonical form: the test and the increment go in opposite directions [A2C3001]
// CHECK-DAG: loop-step-direction.c:14:19: error: loop is not in canonical form: the test and the increment go in opposite directions [A2C3001]
// CHECK-DAG: loop-step-direction.c:21:26: error: loop is not in canonical form: the loop's step is zero [A2C3001]
