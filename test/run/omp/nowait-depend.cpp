// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %acc2cuda --target=host %s -o %t.cpp
// RUN: %host_cxx %sim_cxxflags -fopenmp %t.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s --check-prefix=SIM
// `nowait` target constructs followed by a `taskwait` in their function are
// deferred target tasks, each on a stream of its own; `depend` orders them
// with events; `taskwait` completes them. The simulator runs queued work
// only when something waits for it, so the dependences are what orders it.
// CHECK: acc2cuda-check: EQUAL: {{.*}}nowait-depend.cpp

#include <cstdio>

int main() {
  const int n = 1000;
  static double a[n], b[n];
  for (int i = 0; i < n; ++i) {
    a[i] = 1;
    b[i] = 0;
  }
#pragma omp target enter data map(to: a[0:n], b[0:n]) nowait depend(out: a, b)
  // Waits for the upload of a; b's reader follows this writer.
#pragma omp target teams distribute parallel for nowait depend(inout: a)
  for (int i = 0; i < n; ++i)
    a[i] *= 3;
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: b)
  for (int i = 0; i < n; ++i)
    b[i] = a[i] + 1;
  // An undeferred target task with a dependence: the host waits for b.
#pragma omp target update from(b[0:n]) depend(in: b)
  double sb = 0;
  for (int i = 0; i < n; ++i)
    sb += b[i];
  std::printf("b after its dependence: %g\n", sb);
#pragma omp target update from(a[0:n]) nowait depend(in: a)
#pragma omp taskwait
  double sa = 0;
  for (int i = 0; i < n; ++i)
    sa += a[i];
  std::printf("a after taskwait: %g\n", sa);

  // `taskwait depend` waits for the deferred tasks its dependences name.
#pragma omp target teams distribute parallel for nowait depend(out: a)
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma omp target update from(a[0:n]) nowait depend(inout: a)
#pragma omp taskwait depend(in: a)
  sa = 0;
  for (int i = 0; i < n; ++i)
    sa += a[i];
  std::printf("a after taskwait depend: %g\n", sa);

  // An `if(false)` target runs on the host, after the tasks it depends on.
  int on_device = 0;
#pragma omp target teams distribute parallel for nowait depend(out: b)
  for (int i = 0; i < n; ++i)
    b[i] = 2;
#pragma omp target update from(b[0:n]) nowait depend(inout: b)
#pragma omp target teams distribute parallel for if(on_device) map(tofrom: b[0:n]) nowait depend(inout: b)
  for (int i = 0; i < n; ++i)
    b[i] += 1;
#pragma omp taskwait
  sb = 0;
  for (int i = 0; i < n; ++i)
    sb += b[i];
  std::printf("b after the host fallback: %g\n", sb);
#pragma omp target exit data map(release: a[0:n], b[0:n])
}

// SIM:      b after its dependence: 4000
// SIM-NEXT: a after taskwait: 3000
// SIM-NEXT: a after taskwait depend: 4000
// SIM-NEXT: b after the host fallback: 3000
// CHECK-NOT: warning
// WARN-NOT: warning

// CODE:      // #pragma omp target enter data map(to: a[0:n], b[0:n]) nowait depend(out: a, b)
// CODE:        acc2cuda_c.task();
// CODE-NEXT:   acc2cuda_c.depend(&(a), true);
// CODE-NEXT:   acc2cuda_c.depend(&(b), true);
// CODE:        acc2cuda_c.task();
// CODE-NEXT:   acc2cuda_c.depend(&(a), true);
// CODE:        _kernel<<<acc2cuda_grid, acc2cuda_block, 0, acc2cuda_c.stream()>>>(
// CODE:        acc2cuda_c.depend(&(a), false);
// CODE-NEXT:   acc2cuda_c.depend(&(b), true);
// CODE:      // #pragma omp target update from(b[0:n]) depend(in: b)
// CODE-NEXT: {
// CODE-NEXT:   acc2cuda::Construct acc2cuda_c("{{.*}}nowait-depend.cpp", 31, "target update");
// CODE-NEXT:   acc2cuda_c.depend(&(b), false);
// CODE:      // #pragma omp taskwait
// CODE-NEXT: #pragma omp taskwait
// CODE-NEXT: {
// CODE-NEXT:   acc2cuda::Construct acc2cuda_c("{{.*}}nowait-depend.cpp", 37, "taskwait");
// CODE-NEXT:   acc2cuda_c.taskwait();
// CODE-NEXT: }
// CODE:      // #pragma omp taskwait depend(in: a)
// CODE-NEXT: #pragma omp taskwait depend(in : a)
// CODE-NEXT: {
// CODE-NEXT:   acc2cuda::Construct acc2cuda_c("{{.*}}nowait-depend.cpp", 48, "taskwait");
// CODE-NEXT:   acc2cuda_c.depend(&(a), false);
// CODE-NEXT: }
// CODE:      } else {
// CODE-NEXT:   {
// CODE-NEXT:     acc2cuda::Construct acc2cuda_c("{{.*}}nowait-depend.cpp", 60,
// CODE-NEXT:                                    "target teams distribute parallel for");
// CODE-NEXT:     acc2cuda_c.depend(&(b), true);
// CODE-NEXT:   }
// CODE-NEXT:   for (int i = 0; i < n; ++i)
