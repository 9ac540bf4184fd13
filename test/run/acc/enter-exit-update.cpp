// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// Unstructured data lifetimes (seed 004 style) with exact transfer counts.
// CHECK: acc2cuda-check: EQUAL: {{.*}}enter-exit-update.cpp

#include <cstdio>
// A class that keeps its array on the device for its lifetime (enter data in
// the constructor, exit data in the destructor), kernels in member
// functions, update host/device of sections, and a heat stencil with
// enter/exit data in one function and the kernels in another.
class Field {
public:
  explicit Field(int n) : n(n), v(new double[n]) {
    for (int i = 0; i < n; ++i) v[i] = i % 7;
#pragma acc enter data copyin(v[0:n])
  }
  ~Field() {
#pragma acc exit data delete(v[0:n])
    delete[] v;
  }
  void scale(double s) {
#pragma acc parallel loop present(v[0:n])
    for (int i = 0; i < n; ++i) v[i] *= s;
  }
  void fetch(int lo, int len) {
#pragma acc update self(v[lo:len])
  }
  void push(int lo, int len) {
#pragma acc update device(v[lo:len])
  }
  int n;
  double *v;
};

static void step(double *u, double *w, int n) {
#pragma acc parallel loop present(u[0:n], w[0:n])
  for (int i = 1; i < n - 1; ++i) w[i] = u[i] + 0.1 * (u[i - 1] - 2 * u[i] + u[i + 1]);
}

int main() {
  Field f(100);
  f.scale(2.0);
  f.fetch(10, 5);             // only v[10..14] are current on the host
  printf("%g %g\n", f.v[10], f.v[14]);
  f.v[20] = 1000;
  f.push(20, 1);
  f.scale(0.5);
  f.fetch(0, 100);
  double s = 0;
  for (int i = 0; i < 100; ++i) s += f.v[i] * (i + 1);
  printf("%.6f\n", s);

  const int n = 1000;
  double *u = new double[n], *w = new double[n];
  for (int i = 0; i < n; ++i) u[i] = w[i] = (i > 400 && i < 600) ? 1.0 : 0.0;
#pragma acc enter data copyin(u[0:n], w[0:n])
  for (int t = 0; t < 200; ++t) {
    step(u, w, n);
    double *tmp = u; u = w; w = tmp;
  }
#pragma acc exit data copyout(u[0:n]) delete(w[0:n])
  double e = 0;
  for (int i = 0; i < n; ++i) e += u[i] * i;
  printf("%.10f %.10f\n", e, u[500]);
  delete[] u; delete[] w;
}
// The class's array: uploaded once at construction; the update of v[10:5]
// and of all 100 elements download 40 + 800 bytes; update device of one
// element uploads 8. The heat loop: u and w uploaded once, u downloaded
// once, 200 launches without transfers.
// TIME:      acc2cuda: enter-exit-update.cpp:16 enter data: entered 1 times, 0 launches, 1 uploads (800 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:19 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:23 parallel loop: entered 2 times, 2 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:27 update: entered 2 times, 0 launches, 0 uploads (0 bytes), 2 downloads (840 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:30 update: entered 1 times, 0 launches, 1 uploads (8 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:37 parallel loop: entered 200 times, 200 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:57 enter data: entered 1 times, 0 launches, 2 uploads (16000 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: enter-exit-update.cpp:62 exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (8000 bytes)
// TIME-NEXT: acc2cuda: total: 202 launches, 4 uploads (16808 bytes), 3 downloads (8840 bytes), 3 allocations
