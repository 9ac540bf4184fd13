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
// Member functions called through `this` run on the object's device copy:
// virtual ones would use the host's virtual table. (The private 'twice' is
// fine: the kernel is declared a friend of the class.)
struct Shape {
  virtual double area(int i) const { return i; }
  double scale(int i) const { return 2.0 * area(i); }
  void fill(double *o, int n) {
#pragma acc parallel loop copyout(o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = area(i) + Shape::area(i);
// CHECK-DAG: this-errors.cpp:[[@LINE-1]]:14: error: 'area' is virtual: virtual calls in a compute region are not supported (call it qualified, as Shape::area, if the type is known) [A2C4003]
#pragma omp target teams distribute parallel for map(from : o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = twice(i);
#pragma acc parallel loop copyout(o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = scale(i);
  }

private:
  double twice(int i) const { return 2.0 * i; }
};
// CHECK-DAG: this-errors.cpp:26:44: error: 'area' is virtual, and a member function called in a compute region calls it: virtual calls on the device are not supported [A2C4003]
// A member function called in a region reads a std::vector member through
// `this`: in the object's device copy the vector's pointers are the host's.
namespace std {
template <class T> struct vector {
  T *b, *e;
  T &operator[](unsigned long i) const { return b[i]; }
};
} // namespace std
struct Holder {
  std::vector<double> v;
  double at(int i) const { return v[i]; }
// CHECK-DAG: this-errors.cpp:[[@LINE-1]]:35: error: 'v' holds pointers (host addresses in the object's device copy), and a member function called in a compute region reads it through 'this'; {{.*}}[A2C2008]
  void run(double *o, int n) {
#pragma acc parallel loop copyout(o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = at(i);
  }
};
struct Callable {
  int n;
  double *d;
  double &operator()(int i) { return d[i]; }
  void fill() {
#pragma acc parallel loop copy(this[0:1], d[0:n])
    for (int i = 0; i < n; ++i)
      (*this)(i) = i;
// CHECK-DAG: this-errors.cpp:[[@LINE-1]]:9: error: 'this' can only be used to access data members and call member functions ('this->f()', 'this->operator()(i)') in a compute region, not as '*this' or a value of its own [A2C4003]
  }
};
