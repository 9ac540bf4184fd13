// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host --extra-arg=-DPRESENT_MODIFIER %s -o %t.cpp && %host_cxx %sim_cxxflags -fopenmp -DPRESENT_MODIFIER %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_TIME=1 %t > %t.out 2> %t.err && FileCheck %s --check-prefix=TIME --input-file %t.err
// RUN: %acc2cuda --target=host --extra-arg=-DPRESENT_MODIFIER --extra-arg=-DMISSING %s -o %t.missing.cpp && %host_cxx %sim_cxxflags -fopenmp -DPRESENT_MODIFIER -DMISSING %t.missing.cpp -o %t.missing %sim_ldflags
// RUN: not %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// Map-type modifiers: `always` copies even when the data is already (or
// still) present; `present` makes absent data a runtime error and moves
// nothing for present data. GCC 12, which builds the reference program,
// does not know `present` (OpenMP 5.1): the runs on the simulator use it.
// CHECK: acc2cuda-check: EQUAL: {{.*}}map-modifiers.cpp

#include <cstdio>

int main() {
  const int n = 100;
  double *a = new double[n];
  for (int i = 0; i < n; ++i) a[i] = i;
#pragma omp target enter data map(to: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = 2 * i; // the device copy is stale
#pragma omp target enter data map(always, to: a[0:n])
#ifdef PRESENT_MODIFIER
#pragma omp target teams distribute parallel for map(present, tofrom: a[0:n])
#else
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#endif
  for (int i = 0; i < n; ++i) a[i] += 1;
#pragma omp target exit data map(always, from: a[0:n])
  printf("%g %g\n", a[5], a[n - 1]);
#pragma omp target data map(always, tofrom: a[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) a[i] *= 2;
  }
  printf("%g %g\n", a[5], a[n - 1]);
#pragma omp target exit data map(delete: a[0:n])
#ifdef MISSING
#pragma omp target teams distribute parallel for map(present, to: a[0:n])
  for (int i = 0; i < n; ++i) a[i] += 1;
#endif
  delete[] a;
}
// Uploads: enter (800), always enter (800), always target data (800);
// downloads: always exit (800), always end of target data (800); the
// target construct with `present` moves nothing.
// TIME:      acc2cuda: map-modifiers.cpp:18 target enter data: entered 1 times, 0 launches, 1 uploads (800 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:20 target enter data: entered 1 times, 0 launches, 1 uploads (800 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:22 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:27 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 1 downloads (800 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:29 target data: entered 1 times, 0 launches, 1 uploads (800 bytes), 1 downloads (800 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:31 target teams distribute parallel for: entered 1 times, 1 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: map-modifiers.cpp:35 target exit data: entered 1 times, 0 launches, 0 uploads (0 bytes), 0 downloads (0 bytes)
// TIME-NEXT: acc2cuda: total: 2 launches, 3 uploads (2400 bytes), 2 downloads (1600 bytes), 1 allocations
// MISSING: map-modifiers.cpp:37: error: in 'target teams distribute parallel for': 'a' (host 0x{{[0-9a-f]+}}-0x{{[0-9a-f]+}}, 800 bytes) is not present on the device
