// A field kept on the device for its lifetime (OpenMP offload), defined in
// a header: the constructor maps its array (target enter data), the
// destructor unmaps it (target exit data), the members run target regions
// on it. acc2cuda translates the header into a copy of its own.
#ifndef FIELD_OMP_H
#define FIELD_OMP_H

#pragma omp declare target
inline double smooth(double l, double c, double r) {
  return 0.25 * l + 0.5 * c + 0.25 * r;
}
#pragma omp end declare target

class Field {
public:
  Field(int n, double value) : n_(n), a_(new double[n]), b_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      a_[i] = b_[i] = value;
#pragma omp target enter data map(to : a_[0:n_]) map(alloc : b_[0:n_])
  }
  Field(const Field &) = delete;
  Field &operator=(const Field &) = delete;
  ~Field() {
#pragma omp target exit data map(delete : a_[0:n_], b_[0:n_])
    delete[] a_;
    delete[] b_;
  }

  void set(int i, double v) {
    double *a = a_;
#pragma omp target map(tofrom : a[0:n_])
    a[i] = v;
  }

  // Smoothing sweeps; the ends stay fixed.
  void smoothen(int sweeps) {
    double *a = a_, *b = b_;
    const int n = n_;
    for (int s = 0; s < sweeps; ++s) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; ++i)
        b[i] = smooth(a[i - 1], a[i], a[i + 1]);
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; ++i)
        a[i] = b[i];
    }
  }

  double total() const {
    const double *a = a_;
    double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : sum)
    for (int i = 0; i < n_; ++i)
      sum += a[i];
    return sum;
  }

  void fetch() {
#pragma omp target update from(a_[0:n_])
  }
  double at(int i) const { return a_[i]; }

private:
  int n_;
  double *a_, *b_;
};

#endif
