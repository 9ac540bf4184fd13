// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu

void f(float *x, int n) {
  // No clause: the loop bounds give x's section (run/acc/implied-sections).
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    x[i] = 0;

#pragma acc parallel loop copy(x[0:n]) self()
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:10:45: error: expected a condition in 'self' [A2C1001]

#pragma acc parallel loop copy(x[0:n]) bogus
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:15:40: error: unknown OpenACC clause 'bogus' [A2C1003]

#pragma acc routine seq
  {}
// CHECK-DAG: acc-errors.cpp:20:13: error: 'routine' without a name must be followed by a function declaration or definition [A2C1010]

#pragma acc parallel loop copy(y[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:24:32: error: use of undeclared identifier 'y' in OpenACC clause [A2C2001]

#pragma acc parallel loop copy(x[0:n]) collapse(2)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:30:3: error: 'collapse(2)' needs 2 tightly nested loops [A2C3002]

#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; i++) {
    if (x[i] > 1)
      break;
  }
// CHECK-DAG: acc-errors.cpp:37:7: error: 'break' out of a parallel loop is not allowed [A2C3001]

#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; i *= 2)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:42:26: error: loop is not in canonical form: the increment must be i++, i--, i += s, i -= s, i = i + s or i = i - s [A2C3001]

#pragma acc parallel loop copy(x)
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-errors.cpp:46:32: error: pointer 'x' in 'copy' needs an array section giving its extent, e.g. copy(x[0:n]) [A2C2002]
}

void host_loop(float *x, int n) {
  for (int i = 0; i < n; i++) {
#pragma acc cache(x[i:1])
    x[i] = 0;
  }
}
// CHECK-DAG: acc-errors.cpp:54:13: error: 'cache' must be inside a loop of a compute construct [A2C1010]

// A collapsed nest stops at a loop whose bounds use an outer variable (each
// thread runs it in order); an inner loop directive with such bounds is
// not collapsed (it becomes a loop of the block), and an inner vector loop
// must be canonical too.
void triangle(float *x, int n) {
#pragma acc parallel loop collapse(2) copy(x[0:n * n])
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      x[i * n + j] = 0;
// CHECK-DAG: acc-errors.cpp:[[@LINE-2]]:5: warning: the bounds of this loop depend on the outer loop variable 'i': the loops above it are collapsed, and each thread runs this one and those inside it in order [A2C3003]

#pragma acc parallel loop gang copy(x[0:n * n])
  for (int i = 0; i < n; i++) {
    x[i] = 1;
#pragma acc loop vector
    for (int j = 0; j < n; j *= 2)
      x[i * n + j] = 0;
  }
// CHECK-DAG: acc-errors.cpp:[[@LINE-3]]:28: error: loop is not in canonical form: the increment must be i++, i--, i += s, i -= s, i = i + s or i = i - s [A2C3001]
}

void privateSections(float *x, int n) {
  // A private section on a loop would need a copy per thread.
  float *y = x + n;
#pragma acc parallel loop private(y[0:n]) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = y[0];
// CHECK-DAG: acc-errors.cpp:[[@LINE-3]]:35: error: a private copy of a section of pointer 'y' on a loop is not supported by this version of acc2cuda; put the clause on the compute construct (a copy per gang) or declare an array in the loop [A2C5004]
}

namespace grid {
float field[64];
}
void qualifiedNames() {
#pragma acc parallel loop copy(grid::field[0:64])
  for (int i = 0; i < 64; i++)
    grid::field[i] = 0;
// CHECK-DAG: acc-errors.cpp:[[@LINE-3]]:32: error: qualified names ('grid::...') are not supported in OpenACC clauses; name the variable as the code around the directive can without a qualifier (a 'using' declaration, or a reference) [A2C5004]
}

void runtimeDirectives(int n) {
#pragma acc set
// CHECK-DAG: acc-errors.cpp:[[@LINE-1]]:13: error: 'set' needs a 'default_async', 'device_num' or 'device_type' clause [A2C1008]
#pragma acc init device_num()
// CHECK-DAG: acc-errors.cpp:[[@LINE-1]]:29: error: expected an expression in 'device_num' [A2C1001]
#pragma acc shutdown default_async(1)
// CHECK-DAG: acc-errors.cpp:[[@LINE-1]]:22: error: clause 'default_async' is not valid on 'shutdown' [A2C1004]
}
