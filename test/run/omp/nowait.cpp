// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// `nowait` on target constructs followed by a `taskwait` in the same
// function: deferred target tasks, on streams of their own, which the
// `taskwait` completes. Without a `taskwait` after it (or inside a host
// OpenMP construct) the target task runs undeferred, which OpenMP allows,
// with a warning.
// CHECK: acc2cuda-check: EQUAL: {{.*}}nowait.cpp

#include <cstdio>

int main() {
  const int n = 4096;
  static float x[n], y[n];
  for (int i = 0; i < n; ++i) {
    x[i] = i * 0.5f;
    y[i] = 1.0f;
  }
#pragma omp target enter data map(to: x[0:n], y[0:n]) nowait
#pragma omp taskwait
#pragma omp target teams distribute parallel for nowait
  for (int i = 0; i < n; ++i)
    y[i] += 2.0f * x[i];
#pragma omp taskwait
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait
  for (int i = 0; i < n; ++i)
    x[i] = -x[i];
#pragma omp taskwait
#pragma omp target update from(y[0:n]) nowait
#pragma omp taskwait
#pragma omp target exit data map(from: x[0:n]) map(release: y[0:n]) nowait
#pragma omp taskwait
#pragma omp target enter data map(to: x[0:n]) nowait
#pragma omp parallel num_threads(2)
  {
#pragma omp target update to(x[0:n]) nowait
  }
#pragma omp target exit data map(release: x[0:n])
  double sx = 0, sy = 0;
  for (int i = 0; i < n; ++i) {
    sx += x[i];
    sy += y[i];
  }
  std::printf("%.1f %.1f\n", sx, sy);
}

// WARN-NOT: warning:
// WARN: nowait.cpp:33:47: warning: 'nowait' accepted: acc2cuda finishes the 'target enter data' before the host goes on (an undeferred target task, which OpenMP allows): no 'taskwait' follows it in its function [A2C5005]
// WARN: nowait.cpp:36:38: warning: 'nowait' accepted: acc2cuda finishes the 'target update' before the host goes on (an undeferred target task, which OpenMP allows): it is inside '#pragma omp parallel', whose barrier or tasks acc2cuda does not order [A2C5005]
// WARN-NOT: warning:
