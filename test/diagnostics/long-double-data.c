// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// nvcc compiles long double as double in device code: long double data a
// kernel reads (16 bytes each on the host) would be misread, and a long
// double reduction cannot be combined. Long double locals of the kernel
// are only less precise.
void g(long double *ld, int n) {
  long double s = 0;
  struct P { double x; long double y; } p = {1, 2};
#pragma acc parallel loop copy(ld[0:n])
  for (int i = 0; i < n; ++i)
    ld[i] = i;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; ++i)
    s += i;
#pragma omp target map(tofrom: p)
  p.x = 2;
  double out = 0;
#pragma acc serial copy(out)
  {
    long double local = 3;
    out = (double)local;
  }
}
// CHECK-DAG: long-double-data.c:12:5: error: 'ld' holds long double, which CUDA's device code treats as double (of another size than the host's): the device would misread its data; use double [A2C2006]
// CHECK-DAG: long-double-data.c:13:39: error: reduction variable 's' is long double, which CUDA's device code computes as double; reduce in double [A2C3004]
// CHECK-DAG: long-double-data.c:17:3: error: 'p' holds long double, {{.*}} [A2C2006]
