// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// A pointer member mapped from element L after its object
// (`map(this[:1]) map(d[4:n-8])`), then used in a member function's
// compute construct without a clause: the kernel gets what the object's
// device copy holds, the attached address biased by L elements. A lookup
// of d's own element 0, which is not present, gave the host address (the
// kernel read host memory). OpenMP's implicit zero-length section and
// OpenACC's default(present) both take the attachment.
// CHECK: acc2cuda-check: EQUAL: {{.*}}this-member-section-offset.cpp (4 numbers

#include <cstdio>

class Grid {
public:
  explicit Grid(int n) : n(n), d(new double[n]) {
    for (int i = 0; i < n; ++i)
      d[i] = i;
#pragma omp target enter data map(to: this[:1]) map(to: d[4:n - 8])
  }
  ~Grid() {
#pragma omp target exit data map(release: d[4:n - 8]) map(release: this[:1])
    delete[] d;
  }
  void scale(double s) {
#pragma omp target teams distribute parallel for
    for (int i = 4; i < n - 4; ++i)
      d[i] *= s;
  }
  void shift(double s) {
#pragma acc parallel loop default(present)
    for (int i = 4; i < n - 4; ++i)
      d[i] += s * i;
  }
  void fetch() {
#pragma omp target update from(d[4:n - 8])
  }
  double at(int i) const { return d[i]; }

private:
  int n;
  double *d;
};

int main() {
  Grid g(100);
  g.scale(2.0);
  g.shift(0.5);
  g.fetch();
  double sum = 0;
  for (int i = 0; i < 100; ++i)
    sum += g.at(i) * (i + 1);
  printf("%f %f %f %f\n", g.at(3), g.at(4), g.at(50), sum);
  return 0;
}

// CODE: auto *d_d = acc2cuda_c.map_pointer(&(d), acc2cuda::MapNoCreate, "d");
// CODE: auto *d_d = acc2cuda_c.map_pointer(&(d), acc2cuda::MapPresent, "d");
