// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Member functions called through `this` in compute regions run on the
// object's device copy: after enter data of the object and its member's
// section (the pointer member is attached there), with an implicit copy of
// the object when no clause names it (a non-const function's writes to
// data members come back), in a class template, and calling a public
// function of a base class that uses the base's private members.
// CHECK: acc2cuda-check: EQUAL: {{.*}}member-calls-acc.cpp
#include <cstdio>

class Grid {
public:
  explicit Grid(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = i;
#pragma acc enter data copyin(this[0:1]) copyin(data_[0:n_])
  }
  ~Grid() {
#pragma acc exit data delete(data_[0:n_], this[0:1])
    delete[] data_;
  }
  double weight(int i) const { return i % 2 ? 0.5 : 2.0; }
  double scaled(int i) const { return data_[i] * weight(i); }
  void scale() {
#pragma acc parallel loop present(this[0:1], data_[0:n_])
    for (int i = 0; i < n_; ++i)
      data_[i] = scaled(i) + this->weight(i);
  }
  double sum() {
    double s = 0;
#pragma acc parallel loop reduction(+:s) present(data_[0:n_])
    for (int i = 0; i < n_; ++i)
      s += data_[i];
    return s;
  }

private:
  int n_;
  double *data_;
};

// No data directive for the object: copy(this[0:1]) is implicit.
struct Counter {
  int hits = 0;
  double scale = 3;
  double twice(double x) const { return 2 * x * scale; }
  void hit(int k) { hits += k; }
  void run(double *v, int n) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] = twice(v[i]);
#pragma acc serial
    for (int k = 1; k <= 4; ++k)
      hit(k);
  }
};

template <class T> class Poly {
public:
  Poly(T a, T b) : a_(a), b_(b) {}
  T at(T x) const { return a_ + b_ * x; }
  void eval(T *out, int n) {
#pragma acc parallel loop copyout(out[0:n])
    for (int i = 0; i < n; ++i)
      out[i] = at(static_cast<T>(i));
  }

private:
  T a_, b_;
};

class Base {
public:
  explicit Base(double o) : offset_(o) {}
  double shift(double x) const { return x + offset_; }

private:
  double offset_;
};

class Shifter : public Base {
public:
  Shifter() : Base(0.25) {}
  void apply(float *v, int n) {
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; ++i)
      v[i] = static_cast<float>(shift(v[i]));
  }
};

int main() {
  Grid g(1000);
  g.scale();
  std::printf("grid: %.2f\n", g.sum());

  static double v[100];
  for (int i = 0; i < 100; ++i)
    v[i] = i;
  Counter c;
  c.run(v, 100);
  double sv = 0;
  for (int i = 0; i < 100; ++i)
    sv += v[i];
  std::printf("counter: %.1f hits %d\n", sv, c.hits);

  static float pf[64];
  Poly<float> p(1.5f, 0.5f);
  p.eval(pf, 64);
  std::printf("poly: %.2f %.2f\n", pf[0], pf[63]);

  Shifter s;
  s.apply(pf, 64);
  std::printf("shifted: %.2f %.2f\n", pf[0], pf[63]);
  return 0;
}

// CODE:      template <class acc2cuda_self, bool acc2cuda_once>
// CODE-NEXT: __global__ void
// CODE-NEXT: Grid_scale_{{[0-9]+}}_kernel(long long acc2cuda_n0, long long acc2cuda_lb0,
// CODE-NEXT:   long long acc2cuda_st0, acc2cuda_self *acc2cuda_this,
// CODE:      data_[i] = acc2cuda_this->scaled(i) + acc2cuda_this->weight(i);
// CODE:      __host__ __device__ double weight(int i) const
// CODE:      __host__ __device__ double scaled(int i) const
// CODE:      auto *d_this = acc2cuda_c.map(this, 1, acc2cuda::MapPresent, "this");
// CODE:      acc2cuda_c.attach(&this->data_, "data_");
// CODE-NEXT: acc2cuda_c.require_attached(&this->data_, "data_");
// CODE:      Grid_scale_{{[0-9]+}}_kernel<std::remove_pointer_t<decltype(this)>, true>
// The implicit copy of the object.
// CODE:      acc2cuda_c.map(this, 1, acc2cuda::MapCopy, "this");
