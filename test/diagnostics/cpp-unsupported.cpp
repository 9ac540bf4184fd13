// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// C++ that cannot run on the device is a located error, never CUDA that
// nvcc rejects: standard library functions without a device version (I/O,
// std::string, containers built in the kernel, std::swap in C++17),
// exceptions, virtual calls (polymorphic objects), RTTI, and allocation
// with new and delete.
#include <cstdio>
#include <iostream>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

void io(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    std::cout << x[i];
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:10: error: 'cout' has a type that is not trivially copyable and cannot be passed to the device [A2C2006]
}

void strings(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = std::stod(std::string("1.5"));
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:12: error: 'std::stod' from the standard library has no device version{{.*}}[A2C4001]
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-2]]:22: error: 'std::basic_string<char>::basic_string' from the standard library has no device version{{.*}}[A2C4001]
}

void swaps(double *x, int n) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n - 1; i += 2)
    std::swap(x[i], x[i + 1]);
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:5: error: 'std::swap' from the standard library has no device version: it is neither constexpr (in this language mode; C++20 makes more of the library constexpr) nor a CUDA math function; call it outside the region [A2C4001]
}

void containers(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i) {
    std::vector<double> tmp(4, x[i]);
    x[i] = tmp[0];
  }
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-3]]:25: error: 'std::vector<double>::vector' from the standard library has no device version{{.*}}[A2C4001]
}

struct Shape {
  virtual double area() const { return 1; }
};
void virtualCall(double *x, int n) {
  Shape s;
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = s.area();
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:12: error: 's' has a type that is not trivially copyable and cannot be passed to the device [A2C2006]
}

void exceptions(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    if (x[i] < 0)
      throw 1;
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:7: error: 'throw' inside a compute region is not allowed [A2C3001]
}

void rtti(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = typeid(x[i]).name()[0];
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-1]]:12: error: 'std::type_info::name' from the standard library has no device version{{.*}}[A2C4001]
}

void allocation(double *x, int n) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; ++i) {
    double *t = new double[2];
    t[0] = x[i];
    x[i] = t[0] + 1;
    delete[] t;
  }
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-5]]:17: error: 'new' in a compute region: allocation on the device heap is not translated; allocate on the host and map the data [A2C4001]
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-3]]:5: error: 'delete' in a compute region: {{.*}}[A2C4001]
}

void range_for(double (&v)[16]) {
#pragma omp target teams distribute parallel for map(tofrom: v)
  for (double &x : v)
    x *= 3.0;
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-2]]:3: error: loop is not in canonical form: range-based for loops are not supported by this version of acc2cuda; loop over an index ('for (size_t i = 0; i < v.size(); ++i)') [A2C3001]
#pragma acc parallel loop copy(v)
  for (double &x : v)
    x += 1;
// CHECK-DAG: cpp-unsupported.cpp:[[@LINE-2]]:3: error: loop is not in canonical form: range-based for loops are not supported{{.*}}[A2C3001]
}
