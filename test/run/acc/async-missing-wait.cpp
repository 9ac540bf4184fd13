// RUN: %acc2cuda --target=host %s -o %t.cpp
// RUN: %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s --check-prefix=DEFER
// RUN: env ACC2CUDA_SIM_ASYNC=eager %t | FileCheck %s --check-prefix=EAGER
// Queued work runs when something waits for it. The host simulator defers
// it until then (the latest a GPU may run it), so reading results before a
// `wait` shows the old values: the bug a GPU may show. With
// ACC2CUDA_SIM_ASYNC=eager the same program sees them at once.

#include <cstdio>
#include <openacc.h>

static double total(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

int main() {
  const int n = 100;
  static double a[n];
  for (int i = 0; i < n; ++i)
    a[i] = 1;
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n]) async(1)
  for (int i = 0; i < n; ++i)
    a[i] = 2;
#pragma acc update self(a[0:n]) async(1)
  std::printf("before wait: %g\n", total(a, n));
#pragma acc wait(1)
  std::printf("after wait: %g\n", total(a, n));

  // A reduction's result reaches the variable when the queue gets there.
  double r = -1;
#pragma acc parallel loop present(a[0:n]) reduction(+:r) async(2)
  for (int i = 0; i < n; ++i)
    r += a[i];
  std::printf("reduction before wait: %g\n", r);
  // The first test finds queue 2 busy; it has finished by the second.
  int busy = acc_async_test(2);
  std::printf("async_test: %d then %d\n", busy, acc_async_test(2));
  std::printf("reduction after test: %g\n", r);

  // Queue 3 waits for queue 2 (wait clause), the host only for queue 3.
#pragma acc parallel loop present(a[0:n]) async(2)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma acc update self(a[0:n]) async(3) wait(2)
#pragma acc wait(3)
  std::printf("chained: %g\n", total(a, n));

  // wait ... async: queue 5 waits for queue 4 without holding up the host.
#pragma acc parallel loop present(a[0:n]) async(4)
  for (int i = 0; i < n; ++i)
    a[i] *= 2;
#pragma acc wait(4) async(5)
#pragma acc update self(a[0:n]) async(5)
  std::printf("queued: %g\n", total(a, n));
  acc_wait_all();
  std::printf("after wait all: %g\n", total(a, n));

  // A region split into a kernel per loop: each loop's reduction starts
  // from the one before, on the queue.
  double s = 1;
#pragma acc parallel present(a[0:n]) reduction(+:s) async(6)
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      s += a[i];
#pragma acc loop
    for (int i = 0; i < n; ++i)
      s += 2 * a[i];
  }
  std::printf("region reduction before wait: %g\n", s);
#pragma acc wait(6)
  std::printf("region reduction: %g\n", s);
#pragma acc exit data delete(a[0:n])
}

// DEFER:      before wait: 100
// DEFER-NEXT: after wait: 200
// DEFER-NEXT: reduction before wait: -1
// DEFER-NEXT: async_test: 0 then 1
// DEFER-NEXT: reduction after test: 199
// DEFER-NEXT: chained: 300
// DEFER-NEXT: queued: 300
// DEFER-NEXT: after wait all: 600
// DEFER-NEXT: region reduction before wait: 1
// DEFER-NEXT: region reduction: 1801

// EAGER:      before wait: 200
// EAGER-NEXT: after wait: 200
// EAGER-NEXT: reduction before wait: 199
// EAGER-NEXT: async_test: 1 then 1
// EAGER-NEXT: reduction after test: 199
// EAGER-NEXT: chained: 300
// EAGER-NEXT: queued: 600
// EAGER-NEXT: after wait all: 600
// EAGER-NEXT: region reduction before wait: 1801
// EAGER-NEXT: region reduction: 1801
