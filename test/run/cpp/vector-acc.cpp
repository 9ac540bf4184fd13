// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// std::vector in OpenACC: a vector member made present by a constructor
// (enter data) and used under default(present), update self of a vector, a
// const vector& in copyin with a reduction, a vector implicitly copied, and
// range-for, size(), front(), back(), empty() and data() in kernels. Each
// vector maps its elements (v.data(), v.size()); the kernel reads the
// device copy through a view under the vector's own name.
// CHECK: acc2cuda-check: EQUAL: {{.*}}vector-acc.cpp
// CUDA: acc2cuda::vector_view<double> u
// CUDA: acc2cuda_c.map(x.data(), x.size(), acc2cuda::MapCopyIn, "x")
// CUDA: acc2cuda::vector_view<const double>(d_x, x.size())
#include <cstdio>
#include <vector>

struct Grid {
  std::vector<double> u;
  int n;
  explicit Grid(int n) : u(n, 1.0), n(n) {
#pragma acc enter data copyin(u)
  }
  ~Grid() {
#pragma acc exit data delete(u)
  }
  void relax(double w) {
#pragma acc parallel loop default(present)
    for (int i = 1; i < n - 1; ++i)
      u[i] = w * u[i] + (1 - w) * 0.5 * (u.data()[i - 1] + u[i + 1]);
  }
  void fetch() {
#pragma acc update self(u)
  }
};

double total(const std::vector<double> &x) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(x)
  for (int i = 0; i < (int)x.size(); ++i)
    s += x[i];
  return s;
}

void scale(std::vector<float> &y, float a) {
#pragma acc parallel loop
  for (size_t i = 0; i < y.size(); ++i)
    y[i] *= a;
}

int main() {
  Grid g(500);
  for (int k = 0; k < 3; ++k)
    g.relax(0.5);
  g.fetch();
  std::vector<double> x(2000);
  for (int i = 0; i < 2000; ++i)
    x[i] = 0.5 * i;
  std::vector<float> y(300, 2.0f);
  scale(y, 1.5f);
  std::vector<int> c(64, 3);
  long sum = 0;
#pragma acc parallel copyin(c) reduction(+ : sum)
  {
    long t = 0;
    for (int v : c)
      t += v;
    sum += t + (long)c.size() + c.front() + c.back() + (c.empty() ? 100 : 0);
  }
  std::printf("%.6f %.6f %.6f %.3f %ld\n", g.u[1], g.u[250], total(x), y[299],
              sum);
  return 0;
}
