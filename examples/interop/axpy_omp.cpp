// axpy_omp.cpp - OpenMP code that hands device data to a hand-written CUDA
// kernel (axpy_kernel.cu) through `target data use_device_ptr`.
//
// x and y stay on the device in one target data region: a target loop
// scales y, the CUDA kernel adds 3 x to it (it receives the device addresses of x and
// y), and a second target loop adds 1. y comes back once, at the end.
#include <cstdio>

extern "C" void axpy_on_device(int n, double a, const double *x, double *y);

int main() {
  const int n = 1000;
  double *x = new double[n];
  double *y = new double[n];
  for (int i = 0; i < n; ++i) {
    x[i] = i;
    y[i] = 0.5 * i;
  }
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      y[i] *= 2;
#pragma omp target data use_device_ptr(x, y)
    axpy_on_device(n, 3.0, x, y);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      y[i] += 1;
  }
  double sum = 0;
  for (int i = 0; i < n; ++i)
    sum += y[i];
  std::printf("y[0] %g y[1] %g y[999] %g sum %.1f\n", y[0], y[1], y[n - 1], sum);
  delete[] x;
  delete[] y;
}
