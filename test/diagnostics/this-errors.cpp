// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// `this` names one object, in data clauses and update of non-static
// member functions only.
struct S {
  double a[8];
  void sections() {
#pragma acc enter data copyin(this[0:2])
// CHECK-DAG: this-errors.cpp:[[@LINE-1]]:31: error: 'this' names one object: use 'this', 'this[0:1]' or 'this[:1]' [A2C2003]
#pragma acc parallel loop private(this)
    for (int i = 0; i < 8; ++i)
      a[i] = i;
// CHECK-DAG: this-errors.cpp:[[@LINE-3]]:35: error: 'this' is allowed in data clauses and 'update' only [A2C5004]
  }
  static void helper() {
#pragma acc enter data copyin(this)
// CHECK-DAG: this-errors.cpp:[[@LINE-1]]:31: error: 'this' names the object only in a non-static member function [A2C2001]
  }
};
