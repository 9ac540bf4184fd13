// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Structured bindings reach a kernel by value when they are arithmetic and
// only read (structured-bindings.cpp); the rest are located errors.
#include <utility>
void f(double *buf) {
  std::pair<double *, int> p{buf, 16};
  auto [ptr, n] = p;
#pragma acc parallel loop copy(ptr[0:n])
  for (int i = 0; i < n; ++i)
    ptr[i] = i;
  double out[16];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 16; ++i)
    out[i] = ptr[i];
  auto [a, b] = std::pair<int, int>(1, 2);
#pragma acc serial
  a = b;
}
// CHECK-DAG: structured-binding-errors.cpp:9:32: error: 'ptr' is a structured binding, which clauses cannot name; copy it to a variable declared before the construct [A2C5004]
// CHECK-DAG: structured-binding-errors.cpp:15:14: error: the structured binding 'ptr' is not of arithmetic type: a compute region uses such bindings by value only; copy it to a variable declared before the construct [A2C5003]
// CHECK-DAG: structured-binding-errors.cpp:18:3: error: the structured binding 'a' is written or named in a clause: a compute region reads such bindings by value only; copy it to a variable declared before the construct [A2C5003]
