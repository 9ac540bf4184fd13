// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}member-kernels-acc.cpp
// A class whose member functions (const ones too) run kernels on several
// members: static constexpr members, scalar members read by value, and a
// data region in one member function around kernels of others.
#include <cstdio>

class Heat {
public:
  static constexpr int N = 4096;
  Heat(double alpha) : alpha_(alpha), u_(new double[N]), v_(new double[N]) {
    for (int i = 0; i < N; ++i)
      u_[i] = (i > N / 4 && i < N / 2) ? 1.0 : 0.0;
  }
  ~Heat() {
    delete[] u_;
    delete[] v_;
  }
  void run(int steps) {
#pragma acc data copy(u_[0:N]) create(v_[0:N])
    for (int s = 0; s < steps; ++s) {
      step();
      swap();
    }
  }
  double energy() const {
    double e = 0;
#pragma acc parallel loop reduction(+ : e) copyin(u_[0:N])
    for (int i = 0; i < N; ++i)
      e += u_[i] * u_[i];
    return e;
  }

private:
  void step() {
#pragma acc parallel loop present(u_[0:N], v_[0:N])
    for (int i = 1; i < N - 1; ++i)
      v_[i] = u_[i] + alpha_ * (u_[i - 1] - 2 * u_[i] + u_[i + 1]);
  }
  void swap() {
#pragma acc parallel loop present(u_[0:N], v_[0:N])
    for (int i = 1; i < N - 1; ++i)
      u_[i] = v_[i];
  }
  double alpha_;
  double *u_, *v_;
};

int main() {
  Heat h(0.2);
  h.run(50);
  std::printf("%.9f\n", h.energy());
  return 0;
}
