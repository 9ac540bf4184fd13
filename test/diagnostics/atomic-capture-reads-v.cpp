// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
//
// A capture's update or write value must not read the captured variable v
// (OpenACC 3.3 2.12, OpenMP 5.2 15.8.4). The atomic evaluates the value
// before it sets v, so `{v = x; x = v + 1;}` read v's previous value and
// stored it: a wrong result even in one thread. Each form is an error; the
// forms reading x only still translate (atomic-capture forms elsewhere).
void f(int *a, int n) {
  int x = 0, v = 0;
#pragma acc parallel loop copy(x, v) copyin(a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma acc atomic capture
    {
      v = x;
      x = v + 1;
    }
#pragma acc atomic capture
    {
      v = x;
      x += v * a[i];
    }
#pragma acc atomic capture
    {
      x *= v;
      v = x;
    }
#pragma acc atomic capture
    v = x += v;
  }
#pragma omp target teams distribute parallel for map(tofrom: x, v)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic capture
    {
      v = x;
      x = v - 2;
    }
  }
}
// CHECK-DAG: atomic-capture-reads-v.cpp:16:11: error: the value an atomic capture gives 'x' must not read the captured variable 'v': the atomic computes it before it sets 'v' [A2C4005]
// CHECK-DAG: atomic-capture-reads-v.cpp:21:12: error: the value an atomic capture gives 'x' must not read the captured variable 'v': the atomic computes it before it sets 'v' [A2C4005]
// CHECK-DAG: atomic-capture-reads-v.cpp:25:12: error: the value an atomic capture gives 'x' must not read the captured variable 'v': the atomic computes it before it sets 'v' [A2C4005]
// CHECK-DAG: atomic-capture-reads-v.cpp:29:14: error: the value an atomic capture gives 'x' must not read the captured variable 'v': the atomic computes it before it sets 'v' [A2C4005]
// CHECK-DAG: atomic-capture-reads-v.cpp:36:11: error: the value an atomic capture gives 'x' must not read the captured variable 'v': the atomic computes it before it sets 'v' [A2C4005]
