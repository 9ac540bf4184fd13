// RUN: %acc2cuda-check %s | FileCheck %s
// Member functions called through `this` in target regions run on the
// object's device copy: after target enter data of the object and its
// member's section, and with the implicit map(tofrom: this[:1]) OpenMP
// gives `this` when no map names it (the writes of a non-const function
// come back; the pointer member keeps its host value on the host).
// CHECK: acc2cuda-check: EQUAL: {{.*}}member-calls-omp.cpp
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
  double at(int i) const { return data_[i]; }
  double smooth(int i) const {
    return i == 0 || i == n_ - 1 ? at(i) : 0.25 * (at(i - 1) + 2 * at(i) + at(i + 1));
  }
  void step(double *out) {
#pragma omp target teams distribute parallel for map(from : out[0:n_])
    for (int i = 0; i < n_; ++i)
      out[i] = smooth(i);
  }
  int size() const { return n_; }

private:
  int n_;
  double *data_;
};

struct Stats {
  long count = 0;
  double *samples = nullptr;
  void add(long k) { count += k; }
  double sample(int i) const { return samples ? samples[i] : -1.0; }
  void run(int n) {
#pragma omp target
    for (int k = 0; k < n; ++k)
      add(k);
  }
};

int main() {
  Field f(500);
  static double out[500];
  f.step(out);
  double s = 0;
  for (int i = 0; i < f.size(); ++i)
    s += out[i];
  std::printf("field: %.3f %.3f\n", s, out[250]);

  Stats st;
  st.run(10);
  std::printf("stats: %ld %d\n", st.count, st.samples == nullptr);
  return 0;
}
