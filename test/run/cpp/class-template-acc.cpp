// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}class-template-acc.cpp
// A class template holding device data (float and double instances): the
// constructor makes the object and its array present with this, member
// functions run kernels, the destructor deletes both.
#include <cstdio>

template <class T> class Buffer {
public:
  explicit Buffer(int n) : n_(n), p_(new T[n]) {
    for (int i = 0; i < n_; ++i)
      p_[i] = T(i % 13);
#pragma acc enter data copyin(this[0:1], p_[0:n_])
  }
  ~Buffer() {
#pragma acc exit data delete(p_[0:n_], this[0:1])
    delete[] p_;
  }
  void axpb(T a, T b) {
#pragma acc parallel loop present(this, p_[0:n_])
    for (int i = 0; i < n_; ++i)
      p_[i] = a * p_[i] + b;
  }
  T sum() {
    T s = 0;
#pragma acc parallel loop reduction(+ : s) present(p_[0:n_])
    for (int i = 0; i < n_; ++i)
      s += p_[i];
    return s;
  }

private:
  int n_;
  T *p_;
};

int main() {
  Buffer<double> d(5000);
  Buffer<float> f(3000);
  d.axpb(2.0, 1.0);
  f.axpb(0.5f, -1.0f);
  std::printf("%.3f %.3f\n", d.sum(), (double)f.sum());
  return 0;
}
