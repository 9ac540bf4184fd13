// RUN: not %acc2cuda %s -o %t.cu -- -I%S/Inputs 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// Header functions the output cannot give a device version by redeclaring
// them (members, templates with template template parameters, deduced
// return types), or whose body would have
// to be rewritten (a global with a device copy), are errors.
#include "helpers.h"

double scale = 2;

void f(double *x, int n, Grid g) {
#pragma omp target teams distribute parallel for map(tofrom : x[0 : n])
  for (int i = 0; i < n; ++i)
    x[i] = g.coord(i) + first(Box<double>{x[i]}) + deduced(x[i]) + scaled(x[i]);
}
// CHECK-DAG: header-functions.cpp:14:12: error: function 'coord' is called in a compute region and defined in a header, and it is a member function, which acc2cuda cannot give a device version without rewriting the header; define it in this file [A2C4001]
// CHECK-DAG: header-functions.cpp:14:25: error: function 'first' is called in a compute region and defined in a header, and it is a template with a template template parameter or a constrained parameter, which acc2cuda cannot give a device version without rewriting the header; define it in this file [A2C4001]
// CHECK-DAG: header-functions.cpp:14:52: error: function 'deduced' is called in a compute region and defined in a header, and it is a function with a deduced return type, which acc2cuda cannot give a device version without rewriting the header; define it in this file [A2C4001]
// CHECK-DAG: helpers.h:15:41: error: global variable 'scale' has a device copy, but function 'scaled' uses it from a header, which acc2cuda does not rewrite to read the copy; define the function in this file [A2C2011]
