// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Lambdas a region cannot call: host lambdas that cannot become __host__
// __device__ lambdas (nvcc's extended lambda rules) or whose captures would
// be host addresses on the device (references, structs holding pointers).
// Each is a located error, never CUDA that nvcc rejects.
#include <vector>

void byReference(double *x, int n, double k) {
  auto scale = [&k](double v) { return v * k; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = scale(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'scale' cannot be called on the device: it captures 'k' by reference, a host address on the device; write a function (with 'routine seq' or 'declare target') and call that [A2C4004]
}

// A captured pointer is translated at the launch; one inside a captured
// struct is not.
struct Ref {
  double *p;
};
void structWithPointerCapture(double *x, int n) {
  Ref r{x};
  auto at = [r](int i) { return r.p[i]; };
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = at(i) + 1;
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'at' cannot be called on the device: it captures 'r', which holds a host address; {{.*}}[A2C4004]
}

void generic(double *x, int n) {
  auto twice = [](auto v) { return 2 * v; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = twice(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'twice' cannot be called on the device: it is generic (has 'auto' parameters); {{.*}}[A2C4004]
}

void noParameterList(double *x, int n, double k) {
  auto get = [k] { return k; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = get();
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'get' cannot be called on the device: it has no parameter list '()' or comes from a macro; {{.*}}[A2C4004]
}

void vectorCapture(double *x, int n) {
  std::vector<double> w(3, 1.0);
  auto first = [w](int) { return w[0]; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = first(i);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'first' cannot be called on the device: it captures 'w', which holds a host address; {{.*}}[A2C4004]
}

auto deduced(double *x, int n) {
  auto inc = [](double v) { return v + 1; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = inc(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'inc' cannot be called on the device: the function defining it has a deduced return type; {{.*}}[A2C4004]
  return 0;
}

class Solver {
public:
  void run(double *x, int n) { step(x, n); }

private:
  void step(double *x, int n) {
    auto inc = [](double v) { return v + 1; };
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = inc(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:14: error: the lambda 'inc' cannot be called on the device: the function defining it is a private or protected member (or of a class that is); {{.*}}[A2C4004]
  }
};
