// A vector whose data lives on the device as long as the object does
// (OpenACC), defined in a header: the constructors make the array present
// (enter data create / copyin), the destructor deletes it (exit data),
// the member functions run kernels on it. acc2cuda translates the header
// into a copy of its own.
#ifndef VEC_ACC_H
#define VEC_ACC_H

// A function template the header's kernels call: a device version in the
// translated header.
template <class T> T clampTo(T v, T lo, T hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

// A function for the device: `routine` in the header.
#pragma acc routine seq
inline double weight(int i) { return 1.0 + i % 3; }

class DeviceVector {
public:
  explicit DeviceVector(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = 0.0;
#pragma acc enter data create(data_[0:n_])
  }

  DeviceVector(int n, const double *values) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = values[i];
#pragma acc enter data copyin(data_[0:n_])
  }

  DeviceVector(const DeviceVector &) = delete;
  DeviceVector &operator=(const DeviceVector &) = delete;

  ~DeviceVector() {
#pragma acc exit data delete(data_[0:n_])
    delete[] data_;
  }

  int size() const { return n_; }
  double operator[](int i) const { return data_[i]; }

  void fill(double value) {
#pragma acc parallel loop present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = value;
  }

  // this = x
  void copyFrom(const DeviceVector &x) {
    const double *xd = x.data_;
#pragma acc parallel loop present(data_[0:n_], xd[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = xd[i];
  }

  // this += a * x
  void axpy(double a, const DeviceVector &x) {
    const double *xd = x.data_;
#pragma acc parallel loop default(present)
    for (int i = 0; i < n_; ++i)
      data_[i] += a * xd[i];
  }

  // this = x + b * this
  void xpby(const DeviceVector &x, double b) {
    const double *xd = x.data_;
#pragma acc parallel loop present(data_[0:n_], xd[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = xd[i] + b * data_[i];
  }

  double dot(const DeviceVector &x) const {
    const double *xd = x.data_;
    double sum = 0.0;
#pragma acc parallel loop reduction(+:sum) present(data_[0:n_], xd[0:n_])
    for (int i = 0; i < n_; ++i)
      sum += data_[i] * xd[i];
    return sum;
  }

  // Sum of weight(i) * clamp(x_i, 0, 5).
  double weightedClampedSum() const {
    double sum = 0.0;
#pragma acc parallel loop reduction(+:sum) present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      sum += weight(i) * clampTo(data_[i], 0.0, 5.0);
    return sum;
  }

  // this = A v with A = tridiag(-1, 2 + sigma, -1)
  void applyLaplacian(const DeviceVector &v, double sigma) {
    const double *in = v.data_;
    const int n = n_;
#pragma acc parallel loop default(present)
    for (int i = 0; i < n; ++i) {
      double left = i > 0 ? in[i - 1] : 0.0;
      double right = i < n - 1 ? in[i + 1] : 0.0;
      data_[i] = (2.0 + sigma) * in[i] - left - right;
    }
  }

  void updateHost() {
#pragma acc update self(data_[0:n_])
  }

private:
  int n_;
  double *data_;
};

#endif
