// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// Host lambdas capturing pointers by copy in OpenACC: a loop body passed to
// a template with a 'parallel loop', and a lambda a loop calls, inside a
// data region. The closure's pointers become the device addresses of the
// present data they point into.
// CHECK: acc2cuda-check: EQUAL: {{.*}}lambda-pointers-acc.cpp
// CUDA: acc2cuda_c.closure_on_device(f)
// CUDA: acc2cuda_c.closure_on_device(scale)
#include <cstdio>
#include <cstdlib>

template <class F> void parallel_for(int n, F f) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i) f(i);
}

int main() {
  const int n = 2048;
  float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
  for (int i = 0; i < n; ++i) { x[i] = 0.5f * i; y[i] = 2.0f; }
#pragma acc data copyin(x[0:n]) copy(y[0:n])
  {
    parallel_for(n, [=](int i) { y[i] += 2.0f * x[i]; });
    auto scale = [=](int i) { y[i] *= 0.5f; };
#pragma acc parallel loop
    for (int i = 0; i < n; ++i) scale(i);
  }
  double s = 0;
  for (int i = 0; i < n; ++i) s += y[i];
  printf("%.3f\n", s);
  free(x); free(y);
  return 0;
}
