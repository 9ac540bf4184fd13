// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags -fopenmp %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// use_device_ptr / use_device_addr give the target data body device
// addresses, which is_device_ptr / has_device_addr constructs use as they
// are. declare target: global variables get a device copy for the whole
// program (initial value copied once; kept coherent by target update) and
// functions a device version.
// CHECK: acc2cuda-check: EQUAL: {{.*}}device-addresses.cpp

#include <cstdio>

#pragma omp declare target
double weights[8] = {1, 2, 3, 4, 5, 6, 7, 8};
int offset = 3;
double weigh(int i) { return weights[i % 8] + offset; }
#pragma omp end declare target

int main() {
  const int n = 1000;
  double *x = new double[n];
  double y[n];
  for (int i = 0; i < n; ++i) x[i] = y[i] = i;
  double *dx = nullptr, *dy = nullptr;
#pragma omp target data map(tofrom: x[0:n], y)
  {
#pragma omp target data use_device_ptr(x) use_device_addr(y)
    {
      dx = x;
      dy = y;
    }
#pragma omp target teams distribute parallel for is_device_ptr(dx)
    for (int i = 0; i < n; ++i)
      dx[i] = 2 * dx[i] + 1;
#pragma omp target teams distribute parallel for has_device_addr(dy)
    for (int i = 0; i < n; ++i)
      dy[i] = -dy[i];
  }
  printf("x %g %g y %g %g\n", x[0], x[n - 1], y[1], y[n - 1]);

  // declare target globals: the device copy starts with the initial value
  // (one upload each, below) and follows the host's by target update.
  double s[8];
#pragma omp target teams distribute parallel for map(from: s)
  for (int i = 0; i < 8; ++i)
    s[i] = weigh(i);
  printf("s %g %g\n", s[0], s[7]);
  offset = 10;
#pragma omp target update to(offset)
#pragma omp target teams distribute parallel for map(from: s)
  for (int i = 0; i < 8; ++i)
    s[i] = weigh(i) + offset;
  printf("s %g %g\n", s[0], s[7]);
  delete[] x;
}
// TIME:      acc2cuda: device-addresses.cpp:14 declare target: entered 1 times, 0 launches, 1 uploads (64 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:15 declare target: entered 1 times, 0 launches, 1 uploads (4 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:25 target data: entered 1 times, 0 launches, 2 uploads (16000 bytes), 2 downloads (16000 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:27 target data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:32 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:35 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:44 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 1 downloads (64 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:49 target update: entered 1 times, 0 launches, 1 uploads (4 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: device-addresses.cpp:50 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 1 downloads (64 bytes)
// TIME-NEXT: acc2cuda: total: 4 launches, 5 uploads (16072 bytes), 4 downloads (16128 bytes), 4 allocations
