// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// `this` in OpenACC data clauses (the best-practice form for classes): the
// constructor makes the object and its array present (copyin(this) then
// the member's section, and this[0:1] with it in one directive), kernels
// name present(this) (then a pointer member needs no clause of its own) or
// default(present), a scalar member written on the
// device reaches the object's device copy and the host, a reduction into
// a member, and update self(this[0:1]) brings the object back.
// CHECK: acc2cuda-check: EQUAL: {{.*}}this-acc.cpp
// CUDA: acc2cuda_c.map(this, 1, acc2cuda::MapCopyIn, "this")
// CUDA: acc2cuda_c.update_host(&count_, 1, true, "count_");
#include <cstdio>

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = i;
#pragma acc enter data copyin(this)
#pragma acc enter data copyin(data_[0:n_])
  }
  ~Field() {
#pragma acc exit data delete(data_[0:n_])
#pragma acc exit data delete(this)
    delete[] data_;
  }
  void scale(double s) {
#pragma acc parallel loop present(this, data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] *= s;
  }
  // The pointer member is read from the present object, where the
  // enter data above attached it.
  void negate() {
#pragma acc parallel loop present(this[0:1])
    for (int i = 0; i < n_; ++i)
      data_[i] = -data_[i];
  }
  void shift(double s) {
#pragma acc parallel loop default(present)
    for (int i = 0; i < n_; ++i)
      data_[i] += s + count_;
  }
  void bump() {
#pragma acc serial present(this)
    { count_ = count_ + 1; }
  }
  void sum() {
#pragma acc parallel loop reduction(+ : total_) present(this, data_[0:n_])
    for (int i = 0; i < n_; ++i)
      total_ += data_[i];
  }
  void update_host() {
#pragma acc update self(data_[0:n_])
#pragma acc update self(this[0:1])
  }
  int count() const { return count_; }
  double total() const { return total_; }
  double at(int i) const { return data_[i]; }

private:
  int n_;
  double *data_;
  int count_ = 0;
  double total_ = 0;
};

struct Pair {
  float a[64], b[64];
  void fill() {
#pragma acc enter data create(this[0:1])
#pragma acc parallel loop present(this)
    for (int i = 0; i < 64; ++i)
      a[i] = 2.0f * i;
  }
  void finish() {
#pragma acc exit data copyout(this[0:1])
  }
};

int main() {
  Field f(1000);
  f.scale(2.0);
  f.negate();
  f.bump();
  f.bump();
  f.shift(1.0);
  f.sum();
  f.update_host();
  Pair p;
  p.fill();
  p.finish();
  std::printf("%.1f %.1f %d %.1f %.1f\n", f.at(999), f.total(), f.count(),
              p.a[63], p.a[1]);
  return 0;
}
