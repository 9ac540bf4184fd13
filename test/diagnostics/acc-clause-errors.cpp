// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Clause misuse the OpenACC specification forbids: each is an error at the
// offending token, and nothing is written.

void f(double *a, double *p, int n, int m) {
#pragma acc parallel loop copy(a[0:n]) if(n > 10) if(m > 10)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:7:51: error: clause 'if' may appear only once on 'parallel loop' [A2C1005]

#pragma acc parallel loop copy(a[0:n]) collapse(1) collapse(1)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:11:52: error: clause 'collapse' may appear only once on 'parallel loop' [A2C1005]

#pragma acc parallel loop copy(readonly: a[0:n])
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:15:32: error: the 'readonly' modifier is only valid on 'copyin', not on 'copy' [A2C1006]

#pragma acc parallel loop deviceptr(p[0:n])
  for (int i = 0; i < n; ++i) p[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:19:37: error: 'deviceptr' takes pointer names, not array sections or elements [A2C1006]

#pragma acc parallel loop copy(a[0:n]) private(a)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:23:48: error: 'a' also appears in a data clause of this construct [A2C1007]

#pragma acc parallel loop copy(a[0:n]) firstprivate(m) private(m)
  for (int i = 0; i < n; ++i) a[i] += m;
// CHECK-DAG: acc-clause-errors.cpp:27:64: error: 'm' also appears in another private or firstprivate clause of this construct [A2C1007]

#pragma acc parallel loop copy(a[(0]:n])
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:31:36: error: mismatched ']' in OpenACC directive [A2C1001]

#pragma acc parallel loop copy(a[0:n]),,gang
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:35:40: error: expected an OpenACC clause after ',' [A2C1001]

#pragma acc parallel loop copy(a[0:n]) gang(dim:2)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:39:45: error: 'gang(dim:...)' other than 'dim:1' is not supported by this version of acc2cuda [A2C5002]

#pragma acc parallel loop copy(a[0:n]) vector(num:32)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:43:47: error: unexpected 'num:' in 'vector'; expected 'length:' or an expression [A2C1006]

#pragma acc parallel loop copy(a[0:n]) async()
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:47:46: error: expected an async queue number [A2C1001]

#pragma acc parallel loop copy(a[0:n]) async(1) async(2)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:51:49: error: clause 'async' may appear only once on 'parallel loop' [A2C1005]

#pragma acc update self(a[0:n]) wait(devnum: 0 : queues: )
// CHECK-DAG: acc-clause-errors.cpp:55:58: error: expected an async queue number [A2C1001]

#pragma acc wait(1) copy(a[0:n])
// CHECK-DAG: acc-clause-errors.cpp:58:21: error: clause 'copy' is not valid on 'wait' [A2C1004]

#pragma acc wait(1,)
// CHECK-DAG: acc-clause-errors.cpp:61:20: error: expected an async queue number [A2C1001]

#pragma acc parallel loop copy(a[0:n]) gang(num:2, 4)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:64:52: error: 'gang' takes one 'num:' argument [A2C1005]

#pragma acc parallel loop copy(a[0:n]) gang(length:2)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:68:45: error: unexpected 'length:' in 'gang'; expected 'num:', 'static:', 'dim:' or an expression [A2C1006]

#pragma acc parallel loop copy(a[0:n]) gang(dim:n)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:72:45: error: 'gang(dim:...)' other than 'dim:1' is not supported by this version of acc2cuda [A2C5002]

#pragma acc parallel loop copy(a[0:n]) vector(4, 8)
  for (int i = 0; i < n; ++i) a[i] += 1;
// CHECK-DAG: acc-clause-errors.cpp:76:48: error: more than one argument to 'vector' is not supported by this version of acc2cuda [A2C5002]
}
