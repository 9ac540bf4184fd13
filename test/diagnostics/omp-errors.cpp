// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s

void g(double *p, int n) {
#pragma omp target data map(tofrom: p[0:n]) use_device_ptr(p)
  {
#pragma omp target teams distribute parallel for map(to: p[0:n])
    for (int i = 0; i < n; i++)
      p[i] = 1;
  }
// CHECK-DAG: omp-errors.cpp:6:58: error: 'p' holds a device address in 'target data' (line 4), which a map clause would look up as host data; name it in 'is_device_ptr' [A2C5003]

#pragma omp target teams distribute parallel for map(tofrom: p[0:n]) depend(iterator(k = 0:2), inout: p[k])
  for (int i = 0; i < n; i++)
    p[i] = 1;
// CHECK-DAG: omp-errors.cpp:12:70: error: 'depend' with an iterator is not supported by this version of acc2cuda [A2C5002]

#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
  for (int i = 0; i < n; i++) {
#pragma omp cancel for
    p[i] += 1;
  }
// CHECK-DAG: omp-errors.cpp:19:1: error: this OpenMP directive inside a target region is not supported by this version of acc2cuda [A2C4006]
}

// OpenMP routines without a device version.
#include <omp.h>
double h(double *p, int n) {
#pragma omp target teams distribute parallel for map(tofrom: p[0:n])
  for (int i = 0; i < n; i++)
    p[i] = omp_get_wtime();
// CHECK-DAG: omp-errors.cpp:[[@LINE-1]]:12: error: the OpenMP routine 'omp_get_wtime' has no device version in this version of acc2cuda [A2C4001]
  return p[0];
}
