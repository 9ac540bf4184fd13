// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
//
// OpenMP 5.1's default(firstprivate) and default(private) give the region's
// variables private copies; acc2cuda ignored them as it ignores
// default(shared) and default(none), so writes reached shared data. They
// are errors now, on combined constructs, nested parallel regions and
// tasks; default(shared) and default(none) still translate.
int main(void) {
  int x = 1, y = 1, b[8] = {0};
#pragma omp target parallel default(firstprivate) map(tofrom: b)
  {
    b[0] = 6;
    x = 2;
  }
#pragma omp target teams default(private) map(tofrom: b)
  b[1] = 2;
#pragma omp target map(tofrom: x, y)
  {
#pragma omp parallel num_threads(1) default(firstprivate)
    y = 3;
  }
#pragma omp target teams distribute parallel for default(shared) map(tofrom: b)
  for (int i = 0; i < 8; i++)
    b[i] += i;
  return x + y + b[0];
}
// CHECK-DAG: omp-default-firstprivate.c:11:29: error: 'default(firstprivate)' and 'default(private)' are not supported by this version of acc2cuda; name the variables in 'firstprivate' or 'private' clauses [A2C5002]
// CHECK-DAG: omp-default-firstprivate.c:16:26: error: 'default(firstprivate)' and 'default(private)' are not supported
// CHECK-DAG: omp-default-firstprivate.c:20:37: error: 'default(firstprivate)' and 'default(private)' are not supported
