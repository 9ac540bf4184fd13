// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// barrier, critical, master, masked, single and flush in target regions.
// Outside loops of threads a team has one thread here (OpenMP lets the
// implementation choose), so the program prints what holds for any number
// of threads. critical in a loop of threads and in the team code around a
// nested `parallel for` takes a lock that many GPU threads contend for.
// CHECK: acc2cuda-check: EQUAL: {{.*}}spmd-directives.cpp

#include <cstdio>
#include <omp.h>

int main() {
  // Each thread counts itself once; the master records the team's size.
  int count = 0, nthreads = 0, by_master = -1, by_1 = 0, once = 0;
  int seen[64] = {0};
#pragma omp target parallel num_threads(8) map(tofrom: count, nthreads, by_master, by_1, once, seen)
  {
    int id = omp_get_thread_num();
#pragma omp critical
    count += 1;
#pragma omp master
    {
      nthreads = omp_get_num_threads();
      by_master = id;
    }
#pragma omp masked filter(1)
    by_1 += 1;
    seen[id] = id + 1;
#pragma omp barrier
#pragma omp single
    {
      for (int t = 0; t < omp_get_num_threads(); ++t)
        once += seen[t];
    }
#pragma omp flush
  }
  std::printf("every thread counted: %d\n", count == nthreads);
  std::printf("master is thread %d\n", by_master);
  std::printf("masked filter(1) ran %s\n",
              by_1 == (nthreads > 1 ? 1 : 0) ? "as it should" : "wrongly");
  std::printf("single saw every thread: %d\n",
              once == nthreads * (nthreads + 1) / 2);

  // A named critical section in a loop of threads.
  const int n = 5000;
  long total = 0;
#pragma omp target teams distribute parallel for map(tofrom: total)
  for (int i = 0; i < n; ++i) {
#pragma omp critical(total)
    total += i;
  }
  std::printf("total %ld\n", total);

  // In the team's code around a nested loop of threads: the team's one
  // thread enters the critical section, whatever the number of teams.
  long sum = 0;
  int teams_done = 0;
#pragma omp target teams distribute num_teams(3) map(tofrom: sum, teams_done)
  for (int b = 0; b < 40; ++b) {
    long part = 0;
#pragma omp parallel for reduction(+:part)
    for (int i = 0; i < 100; ++i)
      part += i + b;
#pragma omp critical
    sum += part;
#pragma omp master
    {
#pragma omp atomic
      teams_done += 1;
    }
  }
  std::printf("sum %ld, %d iterations\n", sum, teams_done);
}

// WARN-NOT: warning
// WARN-NOT: error

// CODE:      // #pragma omp critical
// CODE-NEXT: { // unnamed critical section
// CODE-NEXT:   acc2cuda::omp_dev::Critical acc2cuda_critical(
// CODE-NEXT:       &acc2cuda::omp_dev::critical_lock<[[UNNAMED:0x[0-9a-f]+]]ull>);
// CODE-NEXT:   count += 1;
// CODE-NEXT: }
// CODE-NEXT: // #pragma omp master
// CODE-NEXT: {
// CODE-NEXT:   if (acc2cuda::omp_dev::thread_num(true) == 0) {
// CODE:      // #pragma omp masked filter(1)
// CODE-NEXT: {
// CODE-NEXT:   if (acc2cuda::omp_dev::thread_num(true) == (1))
// CODE-NEXT:     by_1 += 1;
// CODE-NEXT: }
// CODE:      // #pragma omp barrier
// CODE-NEXT: // #pragma omp single
// CODE-NEXT: {
// CODE:      // #pragma omp flush
// CODE-NEXT: __threadfence();
// CODE:      // #pragma omp critical(total)
// CODE-NEXT: { // 'total' critical section
// CODE-NEXT:   acc2cuda::omp_dev::Critical acc2cuda_critical(
// CODE-NEXT:       &acc2cuda::omp_dev::critical_lock<0x{{[0-9a-f]+}}ull>);
// The team's code runs on thread 0 of the block, the barrier after it.
// CODE:      if (threadIdx.x == 0) {
// CODE-NEXT:   // #pragma omp critical
// CODE-NEXT:   { // unnamed critical section
// CODE-NEXT:     acc2cuda::omp_dev::Critical acc2cuda_critical(
// CODE-NEXT:         &acc2cuda::omp_dev::critical_lock<[[UNNAMED]]ull>);
// CODE:          if (acc2cuda::omp_dev::thread_num(false) == 0) {
// CODE-NEXT:       // #pragma omp atomic
// CODE-NEXT:       acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(teams_done),
// CODE-NEXT:                                                       (1));
// CODE-NEXT:     }
// CODE-NEXT:   }
// CODE-NEXT: }
// CODE-NEXT: __syncthreads();
