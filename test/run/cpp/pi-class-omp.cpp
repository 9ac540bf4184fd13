// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}pi-class-omp.cpp
// A class computing pi with a reduction into a data member in a target
// region, and a second member written by a single-threaded target.
#include <cstdio>

class PiEstimator {
public:
  explicit PiEstimator(long n) : n_(n) {}
  void compute() {
    double sum = 0;
    const double h = 1.0 / n_;
#pragma omp target teams distribute parallel for reduction(+ : sum)
    for (long i = 0; i < n_; ++i) {
      double x = h * (i + 0.5);
      sum += 4.0 / (1.0 + x * x);
    }
    pi_ = sum * h;
#pragma omp target
    { calls_ = calls_ + 1; }
  }
  double pi() const { return pi_; }
  int calls() const { return calls_; }

private:
  long n_;
  double pi_ = 0;
  int calls_ = 0;
};

int main() {
  PiEstimator p(1000000);
  p.compute();
  p.compute();
  std::printf("%.12f %d\n", p.pi(), p.calls());
  return 0;
}
