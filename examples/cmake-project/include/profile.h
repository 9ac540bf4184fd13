// The mean temperature of each row of a plate, kept on the device: the
// constructor makes the array present (enter data), the destructor deletes
// it (exit data), the members run kernels on it. norms.cpp and profile.cpp
// include it; acc2cuda translates it once, into the target's build tree.
#pragma once
#include "plate.h"
#include <cmath>

class RowProfile {
public:
  explicit RowProfile(int n) : n_(n), v_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      v_[i] = 0.0;
#pragma acc enter data copyin(v_[0:n_])
  }
  RowProfile(const RowProfile &) = delete;
  RowProfile &operator=(const RowProfile &) = delete;
  ~RowProfile() {
#pragma acc exit data delete(v_[0:n_])
    delete[] v_;
  }

  // The row means of p (p.nx rows).
  void measure(const Plate &p) {
    const int nx = p.nx;
    const double *t = p.t.data();
    const std::size_t n = p.t.size();
#pragma acc parallel loop copyin(t[0:n]) present(v_[0:n_])
    for (int i = 0; i < nx; ++i) {
      double sum = 0.0;
      for (int j = 0; j < nx; ++j)
        sum += t[i * nx + j];
      v_[i] = sum / nx;
    }
  }

  double largest() const {
    double m = -HUGE_VAL;
#pragma acc parallel loop reduction(max : m) present(v_[0:n_])
    for (int i = 0; i < n_; ++i)
      m = fmax(m, v_[i]);
    return m;
  }

  double smallest() const {
    double m = HUGE_VAL;
#pragma acc parallel loop reduction(min : m) present(v_[0:n_])
    for (int i = 0; i < n_; ++i)
      m = fmin(m, v_[i]);
    return m;
  }

private:
  int n_;
  double *v_;
};
