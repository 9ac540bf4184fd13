// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// The data routines' _async forms (OpenACC 3.3 3.2.20-3.2.26, 3.2.33) on
// two queues: copyin, create, update device/self, memcpy to/from/within
// the device, copyout and delete, each ordered with the compute constructs
// of its queue. A copy to the device from pageable host memory reads the
// host buffer when the routine is called (CUDA stages it), so the host may
// overwrite the buffer before the queue runs.
// CHECK: 1200.0 2400.0 2400.0 4800.0 0 0 1
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 400

static double sum(const double *a) {
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += a[i];
  return s;
}

int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  double *c = malloc(N * sizeof(double)), *d = malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
    d[i] = 0.0;
  }
  acc_copyin_async(a, N * sizeof(double), 1);
  acc_copyin_async(b, N * sizeof(double), 2);
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = -5.0; // the copies already read the buffers
  acc_create_async(c, N * sizeof(double), 1);
  acc_create_async(d, N * sizeof(double), 2);
#pragma acc parallel loop present(a[0:N], c[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    c[i] = 3.0 * a[i];
#pragma acc parallel loop present(b[0:N], d[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    d[i] = 3.0 * b[i];
  acc_update_self_async(c, N * sizeof(double), 1);
  acc_wait(1);
  double sc = sum(c);
  // Queue 2 copies d to the device copy of a, then back into a.
  acc_memcpy_device_async(acc_deviceptr(a), acc_deviceptr(d),
                          N * sizeof(double), 2);
  acc_memcpy_from_device_async(a, acc_deviceptr(a), N * sizeof(double), 2);
  acc_wait(2);
  double sa = sum(a);
  for (int i = 0; i < N; ++i)
    b[i] = 4.0;
  acc_memcpy_to_device_async(acc_deviceptr(b), b, N * sizeof(double), 1);
  acc_update_device_async(b, N * sizeof(double), 1); // the same data again
#pragma acc parallel loop present(b[0:N], c[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    c[i] = 3.0 * b[i];
  acc_copyout_async(c, N * sizeof(double), 1);
  acc_delete_async(a, N * sizeof(double), 2);
  acc_copyout_finalize_async(d, N * sizeof(double), 2);
  acc_delete_finalize_async(b, N * sizeof(double), 1);
  acc_wait_all();
  printf("%.1f %.1f %.1f %.1f %d %d %d\n", sc, sa, sum(d), sum(c),
         acc_is_present(a, N * sizeof(double)),
         acc_is_present(d, N * sizeof(double)),
         acc_is_present(c, N * sizeof(double)) == 0);
  free(a);
  free(b);
  free(c);
  free(d);
  return 0;
}
