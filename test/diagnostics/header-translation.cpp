// RUN: not %acc2cuda %s -o %t/out.cu -- -std=c++17 -I%S/Inputs 2>&1 | FileCheck %s
// RUN: not %acc2cuda %s -o %t/out.cu -- -std=c++17 -I%S/Inputs -DDECLARE 2>&1 \
// RUN:   | FileCheck --check-prefix=DECLARE %s
// RUN: not test -e %t/out.cu
// What a translated header cannot do: define a global with a device copy
// (declare, declare target), call for the device a function the source file
// defines or one declared after its first device code; and a member
// function of such a header that only the source file's constructs call
// has no device version (the header's text must not depend on its
// includer).
#ifdef DECLARE
#include "header-declare.h"
#endif
#include "header-late.h"
#include "header-member.h"

double fromSource(double v) { return v + 1; }

void m(Cell c, double *x, int n) {
  c.grow(x, n);
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = c.value();
}
// DECLARE-DAG: header-declare.h:6:12: error: 'declare target' variable 'counter' is defined in a header: its device copy would be defined in every file including the header; define it in one source file (and declare it 'extern' in the header) [A2C2010]
// DECLARE-DAG: header-declare.h:5:13: error: 'declare' of a global variable in a header: its device copy would be defined in every file including the header; put the directive with the variable's definition in one source file [A2C2010]
// CHECK-DAG: header-translation.cpp:17:8: error: function 'fromSource' is called in a compute region of a header, but is defined in the source file; define it in the header [A2C4001]
// CHECK-DAG: header-late-fn.h:2:15: error: function 'lateFn' is called in a compute region of a translated header, which redeclares it for the device ahead of its first device code, but it is declared after that; declare it earlier [A2C4001]
// CHECK-DAG: header-member.h:7:10: error: function 'value' is called in a compute region of 'header-translation.cpp', and it is a member function of a translated header, which gets a device version only when that header's own compute constructs call it or '#pragma acc routine' there names it [A2C4001]
