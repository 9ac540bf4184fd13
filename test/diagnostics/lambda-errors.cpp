// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Lambdas called in a region: one defined inside, and ones defined on the
// host and captured (by value or not at all). Their closure types cannot
// be kernel parameters, so each is a located error, never CUDA that nvcc
// rejects.
void inside(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i) {
    auto twice = [](double v) { return 2 * v; };
    x[i] = twice(x[i]);
  }
}
// CHECK-DAG: lambda-errors.cpp:[[@LINE-4]]:18: error: {{.*}}[A2C4004]

void captured(double *x, int n, double k) {
  auto sq = [](double v) { return v * v; };
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = sq(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'sq' is defined outside the region; calling it on the device is not supported: write a function (with 'routine seq' or 'declare target') and call that [A2C4004]
  auto scale = [k](double v) { return v * k; };
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = scale(x[i]);
// CHECK-DAG: lambda-errors.cpp:[[@LINE-1]]:12: error: the lambda 'scale' is defined outside the region; {{.*}}[A2C4004]
}
