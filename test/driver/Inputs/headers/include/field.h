// A field of doubles on the device for its whole lifetime: the constructor
// makes it present (enter data), the destructor deletes it (exit data), the
// members compute on it. Included by a.cpp and b.cpp.
#ifndef FIELD_H
#define FIELD_H
#include "grid.h"

// Called in a kernel below: marked for the device in the translated header.
inline double fieldWeight(int i, int n) {
  return 1.0 + clampIndex(i - 1, n) % 3;
}

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = 0.0;
#pragma acc enter data copyin(data_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_])
    delete[] data_;
  }
  Field(const Field &) = delete;
  Field &operator=(const Field &) = delete;

  void ramp(double scale) {
#pragma acc parallel loop present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = scale * fieldWeight(i, n_) * i;
  }

  double sum() const {
    double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      s += data_[i];
    return s;
  }

  void updateHost() {
#pragma acc update self(data_[0:n_])
  }

  double operator[](int i) const { return data_[i]; }
  double *data() { return data_; }
  int size() const { return n_; }

private:
  int n_;
  double *data_;
};

#endif
