// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// omp_get_max_threads, omp_get_thread_limit, omp_get_level and
// omp_get_active_level in target regions. The program prints only what any
// conforming implementation prints: a parallel region has at most the
// threads omp_get_max_threads promised and the thread limit allows, levels
// are 0 outside parallel regions and 1 inside.
// CHECK: acc2cuda-check: EQUAL: {{.*}}icv-queries.c
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int max_threads = 0, level_out = -1, active_out = -1;
  // CODE: max_threads = acc2cuda::omp_dev::max_threads(false);
#pragma omp target map(from: max_threads, level_out, active_out)
  {
    max_threads = omp_get_max_threads();
    level_out = omp_get_level();
    active_out = omp_get_active_level();
  }
  int *ids = malloc(sizeof(int) * max_threads);
  int nthreads = 0, limit = 0, level_in = -1;
#pragma omp target parallel map(from: ids[0:max_threads], nthreads, limit, level_in)
  {
    int t = omp_get_thread_num();
    ids[t] = t;
    if (t == 0) {
      nthreads = omp_get_num_threads();
      limit = omp_get_thread_limit();
      level_in = omp_get_level();
    }
  }
  int ok = nthreads >= 1 && nthreads <= max_threads && nthreads <= limit;
  for (int t = 0; t < nthreads; ++t)
    ok &= ids[t] == t;
  int limits[8], small = 1;
  // CODE: acc2cuda::omp_dev::thread_limit()
#pragma omp target teams distribute parallel for thread_limit(4) map(from: limits)
  for (int i = 0; i < 8; ++i)
    limits[i] = omp_get_thread_limit() <= 4 && omp_get_num_threads() <= 4;
  for (int i = 0; i < 8; ++i)
    small &= limits[i];
  printf("%d %d %d %d %d\n", ok, level_out, active_out, level_in, small);
  free(ids);
  return 0;
}
