// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// std::vector<T> members of a class template in OpenACC enter/exit data
// (with 'this'), then reached through data() pointers under present, for
// T = double and float. The vectors stand for their elements.
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-template-acc.cpp
// CUDA: acc2cuda_c.enter(u_.data(), u_.size(), acc2cuda::MapCopyIn, "u_");
// CUDA: acc2cuda_c.enter(tmp_.data(), tmp_.size(), acc2cuda::MapCreate, "tmp_");
// CUDA: acc2cuda_c.exit(u_.data(), u_.size(), acc2cuda::ExitDelete, false, "u_");
#include <cstdio>
#include <vector>
#include <algorithm>
#include <cmath>

template <typename T>
class Grid {
public:
  Grid(int nx, int ny) : nx_(nx), ny_(ny), u_(nx * ny), tmp_(nx * ny) {
    for (int j = 0; j < ny_; ++j)
      for (int i = 0; i < nx_; ++i)
        u_[j * nx_ + i] = (i == 0) ? T(1) : T(0);
#pragma acc enter data copyin(this)
#pragma acc enter data copyin(u_) create(tmp_)
  }
  ~Grid() {
#pragma acc exit data delete(u_, tmp_)
#pragma acc exit data delete(this)
  }
  T sweep() {
    T *u = u_.data();
    T *t = tmp_.data();
    T err = 0;
#pragma acc parallel loop collapse(2) present(u[0:nx_*ny_], t[0:nx_*ny_]) reduction(max:err)
    for (int j = 1; j < ny_ - 1; ++j)
      for (int i = 1; i < nx_ - 1; ++i) {
        T v = T(0.25) * (u[j * nx_ + i - 1] + u[j * nx_ + i + 1] + u[(j - 1) * nx_ + i] + u[(j + 1) * nx_ + i]);
        err = std::max(err, std::abs(v - u[j * nx_ + i]));
        t[j * nx_ + i] = v;
      }
#pragma acc parallel loop collapse(2) present(u[0:nx_*ny_], t[0:nx_*ny_])
    for (int j = 1; j < ny_ - 1; ++j)
      for (int i = 1; i < nx_ - 1; ++i)
        u[j * nx_ + i] = t[j * nx_ + i];
    return err;
  }
  void fetch() {
#pragma acc update host(u_)
  }
  T sum() const {
    T s = 0;
    for (auto v : u_) s += v;
    return s;
  }
private:
  int nx_, ny_;
  std::vector<T> u_, tmp_;
};

int main() {
  Grid<double> g(64, 48);
  double err = 1;
  int it = 0;
  while (err > 1e-4 && it < 500) { err = g.sweep(); ++it; }
  g.fetch();
  printf("it %d err %.8e sum %.8f\n", it, err, g.sum());
  Grid<float> f(32, 32);
  for (int k = 0; k < 50; ++k) f.sweep();
  f.fetch();
  printf("float sum %.4f\n", f.sum());
  return 0;
}
