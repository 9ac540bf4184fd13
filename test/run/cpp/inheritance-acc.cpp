// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}inheritance-acc.cpp
// Inheritance without virtual calls: a base class holding the array and a
// derived class whose member functions run kernels on the base's members.
#include <cstdio>

class Grid {
public:
  explicit Grid(int n) : n(n), u(new double[n]) {
    for (int i = 0; i < n; ++i)
      u[i] = (i % 10) * 0.1;
#pragma acc enter data copyin(u[0:n])
  }
  ~Grid() {
#pragma acc exit data delete(u[0:n])
    delete[] u;
  }
  void fetch() {
#pragma acc update self(u[0:n])
  }

protected:
  int n;
  double *u;
};

class Smoother : public Grid {
public:
  explicit Smoother(int n) : Grid(n) {}
  void scale(double f) {
#pragma acc parallel loop present(u[0:n])
    for (int i = 0; i < n; ++i)
      u[i] *= f;
  }
  double total() const {
    double t = 0;
    for (int i = 0; i < n; ++i)
      t += u[i];
    return t;
  }
};

int main() {
  Smoother s(5000);
  s.scale(3.0);
  s.scale(0.5);
  s.fetch();
  std::printf("%.6f\n", s.total());
  return 0;
}
