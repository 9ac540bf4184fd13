// RUN: %acc2cuda-check %s | FileCheck %s
// `this` in OpenMP maps: target enter data map(to: this[:1]) in the
// constructor with the member's section, map(release: this[:1]) in the
// destructor, a kernel using the data members, a scalar member written on
// the device, and target update from(this[:1]).
// CHECK: acc2cuda-check: EQUAL: {{.*}}this-omp.cpp
#include <cstdio>

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = i;
#pragma omp target enter data map(to : this[:1])
#pragma omp target enter data map(to : data_[0:n_])
  }
  ~Field() {
#pragma omp target exit data map(release : data_[0:n_])
#pragma omp target exit data map(release : this[:1])
    delete[] data_;
  }
  void scale(double s) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i)
      data_[i] *= s;
  }
  void mark() {
#pragma omp target
    { last_ = data_[n_ - 1]; }
  }
  void update_host() {
#pragma omp target update from(data_[0:n_])
#pragma omp target update from(this[:1])
  }
  double sum() const {
    double t = 0;
    for (int i = 0; i < n_; ++i)
      t += data_[i];
    return t + last_;
  }

private:
  int n_;
  double *data_;
  double last_ = 0;
};

int main() {
  Field f(1000);
  f.scale(2.0);
  f.mark();
  f.update_host();
  std::printf("sum = %.1f\n", f.sum());
  return 0;
}
