// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Host tasks with `depend` and target constructs with `depend`: only
// OpenMP's runtime orders host tasks, so each target construct with
// dependences first has the host wait for the host tasks they name
// (`taskwait depend`), and `nowait` target tasks run undeferred, so that
// host tasks after them find them complete.
// CHECK: acc2cuda-check: EQUAL: {{.*}}host-task-depend.cpp

#include <cstdio>

int main() {
  const int n = 1000;
  static double a[n];
  double s = 0, t = 0;
#pragma omp target enter data map(alloc: a[0:n])
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    // Written on the host by a task another thread may run later.
#pragma omp task depend(out: a) shared(a)
    for (int i = 0; i < n; ++i)
      a[i] = i;
#pragma omp target update to(a[0:n]) depend(in: a)
#pragma omp target teams distribute parallel for depend(inout: a)
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
#pragma omp target update from(a[0:n]) depend(inout: a) nowait
#pragma omp task depend(in: a) shared(a, s)
    for (int i = 0; i < n; ++i)
      s += a[i];
#pragma omp taskwait
  }
  // Outside a parallel region: a nowait target with a taskwait after it
  // still runs undeferred, as host tasks with dependences exist.
#pragma omp target teams distribute parallel for nowait
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma omp taskwait
#pragma omp target update from(a[0:n])
  for (int i = 0; i < n; ++i)
    t += a[i];
#pragma omp target exit data map(release: a[0:n])
  std::printf("%.1f %.1f\n", s, t);
}

// Compute constructs are decided before data directives.
// WARN-NOT: warning:
// WARN: host-task-depend.cpp:37:50: warning: 'nowait' accepted: acc2cuda finishes the 'target teams distribute parallel for' before the host goes on (an undeferred target task, which OpenMP allows): the file has host tasks with 'depend', which acc2cuda's queues do not order [A2C5005]
// WARN: host-task-depend.cpp:29:57: warning: 'nowait' accepted: acc2cuda finishes the 'target update' before the host goes on (an undeferred target task, which OpenMP allows): it is inside '#pragma omp single', whose barrier or tasks acc2cuda does not order [A2C5005]
// WARN-NOT: warning:

// CODE:      // #pragma omp target update to(a[0:n]) depend(in: a)
// CODE-NEXT: #pragma omp taskwait depend(in : a)
// CODE-NEXT: {
// CODE:      // #pragma omp target teams distribute parallel for depend(inout: a)
// CODE-NEXT: #pragma omp taskwait depend(inout : a)
// CODE-NEXT: {
// CODE:      // #pragma omp target update from(a[0:n]) depend(inout: a) nowait
// CODE-NEXT: #pragma omp taskwait depend(inout : a)
// CODE-NEXT: {
// A target construct without `depend` needs no host wait.
// CODE:      // #pragma omp target teams distribute parallel for nowait
// CODE-NEXT: {
// The taskwait completes no deferred target task: it stays the host's.
// CODE:      #pragma omp taskwait
// CODE-NEXT: // #pragma omp target update from(a[0:n])
