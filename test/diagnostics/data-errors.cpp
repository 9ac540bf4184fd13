// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// host_data, use_device_ptr/addr and declare misuses.
double g1[8];
#pragma acc declare copyout(g1)
const double g2[4] = {1, 2, 3, 4};
#pragma acc declare copyin(g2)
double g3[8];
#pragma acc declare create(g3[0:4])

void f(double *x, int n) {
  double loc[4];
#pragma acc declare create(loc) present(x[0:n])
#pragma acc host_data use_device(x, x)
  {}
#pragma acc host_data use_device(x)
  {
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
      x[i] = 0;
  }
#pragma acc host_data use_device(zz)
  {}
#pragma omp target data map(tofrom: loc) use_device_addr(x)
  {}
}
struct Mesh { int n; double *x; };
__attribute__((noinline)) double first(Mesh m) { return m.x[0]; }
void g(Mesh m, double *y) {
#pragma acc parallel loop copy(y[0:m.n]) firstprivate(m)
  for (int i = 0; i < m.n; ++i)
    y[i] = m.x[i];
#pragma acc parallel loop copy(y[0:4])
  for (int i = 0; i < 4; ++i)
    y[i] = first(m);
}
// CHECK-DAG: data-errors.cpp:5:29: error: 'copyout' is not allowed on a 'declare' directive at namespace scope; use 'create', 'copyin', 'device_resident' or 'link' [A2C2010]
// CHECK-DAG: data-errors.cpp:9:28: error: a global in 'declare' must be named whole and not be of a dependent type [A2C2010]
// CHECK-DAG: data-errors.cpp:14:37: error: 'x' appears more than once in 'use_device' [A2C1007]
// CHECK-DAG: data-errors.cpp:18:13: error: compute constructs inside 'host_data' with device addresses (line 16) are not supported; end the region first [A2C5003]
// CHECK-DAG: data-errors.cpp:22:34: error: use of undeclared identifier 'zz' in OpenACC clause [A2C2001]
// CHECK-DAG: data-errors.cpp:24:58: error: 'use_device_addr' of the pointer 'x' is not supported by this version of acc2cuda; use 'use_device_ptr' for the data it points to [A2C5004]
// CHECK-DAG: data-errors.cpp:32:14: error: pointer member 'x' of 'm', which the kernel gets by value (firstprivate), would hold a host address on the device; map 'm' in a data clause instead and attach the member by mapping its data (e.g. copy(m) copyin(m.x[0:n])) [A2C2008]
// CHECK-DAG: data-errors.cpp:35:18: error: 'm' has pointer members, which would hold host addresses on the device; use its other members only [A2C2008]
