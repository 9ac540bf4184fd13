// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// host_data use_device hands out device addresses (of a pointer's data and
// of an array) that a deviceptr construct then writes through; if_present
// and if(false) keep host addresses. declare: a global with create and one
// with copyin live for the whole program (no transfer until update); a
// declare in a function is a data region to the end of its block.
// CHECK: acc2cuda-check: EQUAL: {{.*}}host-data-declare.cpp

#include <cstdio>

const int N = 64;
double table[N];
#pragma acc declare create(table)
int coeffs[4] = {1, 2, 3, 4};
#pragma acc declare copyin(coeffs)

// Writes through a device address the caller got from host_data.
static void scale_on_device(double *d, int n, double f) {
#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < n; ++i)
    d[i] *= f;
}

static double local_declare(int n) {
  double v[16], w[16];
  for (int i = 0; i < 16; ++i) v[i] = i, w[i] = -1;
#pragma acc declare copyin(v) copyout(w)
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    w[i] = v[i] * coeffs[i % 4];
  // w is copied out when the function's block ends: read it after.
  return v[3];
}

int main() {
  double *a = new double[N];
  double b[N];
  for (int i = 0; i < N; ++i) a[i] = b[i] = i;
  int moved = 0, same = 0;
#pragma acc data copy(a[0:N], b)
  {
    double *da = nullptr, *db = nullptr;
#pragma acc host_data use_device(a, b)
    {
      da = a;
      db = b;
    }
    moved = da != nullptr && db != nullptr;
    scale_on_device(da, N, 2.0);
    scale_on_device(db + 8, 8, 10.0); // pointer arithmetic on a device address
    double *hb = b;
#pragma acc host_data use_device(hb) if(0)
    same = hb == b;
  }
  printf("moved %d same %d\n", moved, same);
  printf("a %g %g b %g %g %g\n", a[1], a[63], b[7], b[8], b[15]);

  double *absent = new double[4];
  double *seen = nullptr;
#pragma acc host_data use_device(absent) if_present
  seen = absent;
  printf("absent keeps host address %d\n", seen == absent);

#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    table[i] = coeffs[i % 4] * 0.5 + i;
#pragma acc update self(table[8:4])
  printf("host table after update %g %g %g\n", table[8], table[10], table[11]);

  printf("local %g\n", local_declare(16));
  delete[] a;
  delete[] absent;
}
// TIME:      acc2cuda: host-data-declare.cpp:15 declare: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:17 declare: entered 1 times, 0 launches, 1 uploads (16 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:21 parallel loop: entered 2 times, 2 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:29 declare: entered 1 times, 0 launches, 1 uploads (128 bytes), 1 downloads (128 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:30 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:42 data: entered 1 times, 0 launches, 2 uploads (1024 bytes), 2 downloads (1024 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:45 host_data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:54 host_data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:62 host_data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:66 parallel loop: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: host-data-declare.cpp:69 update: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (32 bytes)
// TIME-NEXT: acc2cuda: total: 4 launches, 4 uploads (1168 bytes), 4 downloads (1184 bytes), 4 allocations
