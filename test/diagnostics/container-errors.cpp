// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Standard library objects the device cannot use: a std::vector in a
// kernel gives only element access, size and iteration (A2C4008); vectors
// of types that are not trivially copyable, other standard library objects
// holding host memory, polymorphic objects and vectors of structs holding
// pointers cannot be mapped (A2C2006).
#include <string>
#include <vector>

double sum(const std::vector<double> &v);
struct Shape {
  virtual double area() const { return 0; }
  double w = 1;
};

struct Holder {
  double *p;
};

void f(std::vector<double> &v, std::vector<std::string> &names, std::string &s,
       std::vector<bool> &flags, Shape &sh, std::vector<Holder> &ptrs) {
#pragma acc parallel loop copy(v)
  for (int i = 0; i < 10; ++i)
    v.push_back(i);
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:7: error: 'v.push_back' cannot run on the device; in a compute region a std::vector provides only v[i], data(), size(), empty(), front(), back(), begin()/end() and range-for [A2C4008]
#pragma acc parallel loop copyin(v)
  for (int i = 0; i < 10; ++i)
    v[i] = sum(v);
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:16: error: std::vector 'v' is used whole on the device (passed, copied or assigned); {{.*}}[A2C4008]
#pragma acc enter data copyin(names)
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:31: error: the elements of std::vector 'names' ({{.*}}) cannot be copied to the device bitwise; only vectors of trivially copyable types other than bool are mapped [A2C2006]
#pragma acc enter data copyin(s)
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:31: error: 's' (std::string) is a standard library object that holds host memory; its bytes are of no use on the device: map the data it holds instead [A2C2006]
#pragma acc parallel loop private(v)
  for (int i = 0; i < 10; ++i)
    v[0] = i;
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:5: error: std::vector 'v' cannot be private or a reduction variable on the device; privatize an array instead [A2C4008]
#pragma omp target teams distribute parallel for map(tofrom: flags)
  for (int i = 0; i < 10; ++i)
    flags[i] = true;
// CHECK-DAG: container-errors.cpp:[[@LINE-3]]:62: error: the elements of std::vector 'flags' (bool) cannot be copied {{.*}}[A2C2006]
#pragma omp target enter data map(to: sh)
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:39: error: 'sh' (Shape) has virtual functions, whose table is host memory; its bytes are of no use on the device: map the data it holds instead [A2C2006]
#pragma acc parallel loop copy(ptrs)
  for (int i = 0; i < 10; ++i)
    ptrs[i].p[0] = i;
// CHECK-DAG: container-errors.cpp:[[@LINE-3]]:32: error: the elements of std::vector 'ptrs' (Holder) hold pointers, which would be host addresses on the device; map the data they point to through another array [A2C2006]
#pragma acc parallel loop copy(v)
  for (int i = 0; i < 10; ++i)
    v.resize(i);
// CHECK-DAG: container-errors.cpp:[[@LINE-1]]:7: error: 'v.resize' cannot run on the device{{.*}}[A2C4008]
}
