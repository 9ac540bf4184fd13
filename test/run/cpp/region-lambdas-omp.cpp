// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// Lambdas defined inside OpenMP target regions: captureless, and capturing
// a template function's parameter by copy, in each instantiation. GCC 12
// crashes on lambdas in target regions, so the expected numbers (those of
// the sequential program) are written here.
// CHECK: 20.000 6.000 99 99 99 99 99 99 99 307
#include <cstdio>
#include <cstdlib>

template <typename T> T scaledMax(const T *x, int n, T k) {
  T mx = x[0];
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(max:mx)
  for (int i = 0; i < n; ++i) {
    auto scale = [k](T v) { return k * v; };
    T v = scale(x[i]);
    mx = v > mx ? v : mx;
  }
  return mx;
}

int main() {
  const int n = 1000;
  double *x = (double *)malloc(n * sizeof(double));
  float *y = (float *)malloc(n * sizeof(float));
  int *hist = (int *)calloc(8, sizeof(int));
  for (int i = 0; i < n; ++i) {
    x[i] = (i * 37 % 101) * 0.1;
    y[i] = (float)(i % 13);
  }
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: hist[0:8])
  for (int i = 0; i < n; ++i) {
    auto bin = [](double v) { return v < 8.0 ? (int)v : 7; };
    int b = bin(x[i]);
#pragma omp atomic update
    hist[b] += 1;
  }
  printf("%.3f %.3f", scaledMax(x, n, 2.0), (double)scaledMax(y, n, 0.5f));
  for (int b = 0; b < 8; ++b)
    printf(" %d", hist[b]);
  printf("\n");
  free(x);
  free(y);
  free(hist);
  return 0;
}
