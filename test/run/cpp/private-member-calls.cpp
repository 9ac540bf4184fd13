// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// A compute region in a member function calls the class's private member
// functions and a base class's protected one through 'this' (OpenACC and
// OpenMP): the kernel is declared a friend of the class, in the class.
// CHECK: acc2cuda-check: EQUAL: {{.*}}private-member-calls.cpp
// CUDA: class Smoother : public Base {
// CUDA: // The kernel of line 46 calls private functions.
// CUDA-NEXT: template <class acc2cuda_self, bool acc2cuda_once, bool acc2cuda_restrict>
// CUDA-NEXT: friend __global__ void Smoother_applyAcc_46_kernel(
// CUDA: // The kernel of line 38 calls private functions.
// CUDA-NEXT: template <class acc2cuda_self, bool acc2cuda_once, bool acc2cuda_restrict>
// CUDA-NEXT: friend __global__ void
// CUDA-NEXT: Smoother_apply_38_kernel(
// CUDA-NEXT: long long acc2cuda_st0, acc2cuda_self *acc2cuda_this,
#include <cstdio>
#include <cstdlib>

class Base {
protected:
  double scale_ = 0.5;
  double scaled(double v) const { return scale_ * v; }
};

class Smoother : public Base {
  int n_;
  double c_;
  double weight(int i) const { return c_ * (1 + i % 3); }
  double blend(double a, double b, int i) const {
    return scaled(a) + weight(i) * b;
  }

public:
  Smoother(int n, double c) : n_(n), c_(c) {}
  double apply(const double *in, double *out) const {
    double s = 0;
#pragma omp target teams distribute parallel for map(to: in[0:n_]) map(tofrom: out[0:n_]) reduction(+:s)
    for (int i = 1; i < n_ - 1; ++i) {
      out[i] = blend(in[i], in[i - 1] + in[i + 1], i);
      s += out[i];
    }
    return s;
  }
  void applyAcc(const double *in, double *out) const {
#pragma acc parallel loop copyin(in[0:n_]) copy(out[0:n_])
    for (int i = 1; i < n_ - 1; ++i)
      out[i] += weight(i) * in[i];
  }
};

int main() {
  const int n = 1000;
  double *in = (double *)malloc(n * sizeof(double));
  double *out = (double *)calloc(n, sizeof(double));
  for (int i = 0; i < n; ++i)
    in[i] = (i % 11) * 0.25;
  Smoother sm(n, 0.125);
  double s = sm.apply(in, out);
  sm.applyAcc(in, out);
  double t = 0;
  for (int i = 0; i < n; ++i)
    t += out[i];
  printf("%.10f %.10f\n", s, t);
  free(in);
  free(out);
  return 0;
}
