// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// Clauses the OpenMP directives nested in target code cannot take, and
// lastprivate items acc2cuda does not store back.

void f(int *a, int n) {
  int x = 0, j = 0, v[4] = {0, 0, 0, 0};
#pragma omp target parallel map(tofrom: a[0:n])
  {
    int y = 1;
#pragma omp single copyprivate(y)
    y = 2;
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-2]]:20: error: OpenMP clause 'copyprivate' on '#pragma omp single' in a target region is not supported by this version of acc2cuda [A2C5002]
    a[0] = y;
  }
#pragma omp target parallel map(tofrom: a[0:n], x)
  {
#pragma omp for linear(j : 1)
    for (int i = 0; i < n; ++i)
      a[i] = j;
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-3]]:17: error: OpenMP clause 'linear' is not supported by this version of acc2cuda [A2C5002]
#pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; ++i)
      if (a[i] > 0)
        x = i;
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-4]]:17: error: 'lastprivate(conditional: ...)' is not supported by this version of acc2cuda [A2C5002]
  }
#pragma omp target teams distribute map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
    int last = 0;
#pragma omp parallel for lastprivate(last)
    for (int k = 0; k < 8; ++k)
      last = k;
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-3]]:26: error: 'lastprivate' on a 'parallel for' nested in a target region is not supported by this version of acc2cuda [A2C5002]
    a[i] = last;
  }
  struct Counted {
    Counted() {}
    Counted(const Counted &) {}
    int k = 0;
  } c;
#pragma omp target teams distribute parallel for lastprivate(c)
  for (int i = 0; i < n; ++i)
    c.k = i;
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-1]]:5: error: 'c' in 'lastprivate': arrays without a fixed size and types that are not trivially copyable are not supported by this version of acc2cuda [A2C5004]
}

// OpenMP routines asking where they run have device forms only in the
// region itself: in a function the region calls they would call the host's
// OpenMP library.
#include <omp.h>
#pragma omp declare target
static int who() { return omp_get_thread_num(); }
// CHECK-DAG: omp-in-target-errors.cpp:[[@LINE-1]]:27: error: 'omp_get_thread_num' in function 'who', which a compute region calls, has no device version in this version of acc2cuda (only the region's own calls of it do); call it in the region and pass its value [A2C4001]
static int here() { return omp_is_initial_device(); }
#pragma omp end declare target
void g(int *a, int n) {
#pragma omp target parallel for map(from: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = who() + here();
}
// A loop directive whose clauses were reported is not reported again.
// CHECK-NOT: [A2C4006]
