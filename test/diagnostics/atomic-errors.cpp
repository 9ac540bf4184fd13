// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Atomic statements outside the forms OpenACC 3.3 2.12 and OpenMP 5.2
// 15.8.4 allow, and targets the runtime cannot update atomically.
struct S {
  int bits : 4;
};
void f(int *a, int n, S *s) {
  int x = 0, v = 0;
#pragma acc parallel loop copy(x, v) copyin(a[0:n]) copy(s[0:1])
  for (int i = 0; i < n; ++i) {
    long double ld[1] = {0};
#pragma acc atomic update
    x = a[i];
#pragma acc atomic read
    x += 1;
#pragma acc atomic capture
    {
      v = x;
      a[0]++;
    }
#pragma acc atomic update
    ld[0] += 1;
#pragma acc atomic update
    s->bits += 1;
#pragma acc atomic update
    x = x + 1 + a[i];
  }
}
// CHECK-DAG: atomic-errors.cpp:14:5: error: 'atomic update' needs 'x++', 'x--', '++x', '--x', 'x binop= expr', 'x = x binop expr' or 'x = expr binop x' (binop: + * - / & ^ | << >>) [A2C4005]
// CHECK-DAG: atomic-errors.cpp:16:5: error: 'atomic read' needs a statement 'v = x;' [A2C4005]
// CHECK-DAG: atomic-errors.cpp:18:5: error: an 'atomic capture' block must be '{v = x; x binop= expr;}', '{x binop= expr; v = x;}', '{v = x; x = expr;}' or the same with ++ or -- [A2C4005]
// CHECK-DAG: atomic-errors.cpp:23:5: error: atomic operations on 'long double' are not supported; use an integer or floating type of 1, 2, 4 or 8 bytes [A2C4005]
// CHECK-DAG: atomic-errors.cpp:25:5: error: atomic operations on bit-fields are not supported [A2C4005]
// CHECK-DAG: atomic-errors.cpp:27:5: error: 'atomic update' needs
