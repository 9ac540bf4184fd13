// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Loop directives in target-region code that are not loops of threads:
// `distribute`, `for`, `for simd`, `simd`, and `parallel for` without a
// loop of teams around it. Each runs sequentially on its team's one thread:
// private and firstprivate copies live in the loop's own scope, reductions
// and lastprivate need nothing on one thread. The program prints what holds
// for any number of teams and threads.
// CHECK: acc2cuda-check: EQUAL: {{.*}}nested-worksharing.cpp

#include <cstdio>

int main() {
  const int n = 1000;
  static int a[n], b[n], c[100];
  long sum = 0;
  int last = -1, t = 5, f = 3, lastd = -1, lastb = -1, base = 7;

  // Every iteration runs once, in any team.
#pragma omp target teams map(tofrom: a, lastd)
  {
    const int k = 2;
#pragma omp distribute lastprivate(lastd) dist_schedule(static, 16)
    for (int i = 0; i < n; ++i) {
      a[i] = k * i;
      lastd = i;
    }
  }

  // One team: the code around the loop and the loop run on its thread.
#pragma omp target map(tofrom: a, sum, last)
  {
    a[0] = 1;
#pragma omp parallel for reduction(+:sum) private(t) firstprivate(f) lastprivate(last) num_threads(4)
    for (int i = 0; i < n; ++i) {
      t = a[i];
      sum += t + f;
      last = t;
    }
  }

#pragma omp target parallel map(tofrom: b, lastb)
  {
    b[0] = -1; // overwritten by the loop
#pragma omp for simd firstprivate(base) lastprivate(lastb) schedule(static)
    for (int i = 0; i < n; ++i) {
      b[i] = base + i;
      lastb = b[i];
    }
  }

  // simd in a loop of threads: the private copy hides the thread's own.
#pragma omp target teams distribute parallel for map(tofrom: c)
  for (int i = 0; i < 100; ++i) {
    int tmp = -1;
#pragma omp simd private(tmp)
    for (int j = 0; j < 10; ++j) {
      tmp = i * j;
      c[i] += tmp;
    }
    c[i] += tmp;
  }

  long sc = 0;
  for (int i = 0; i < 100; ++i)
    sc += c[i];
  std::printf("a[n-1] %d, lastd %d\n", a[n - 1], lastd);
  std::printf("sum %ld, last %d, t %d, f %d\n", sum, last, t, f);
  std::printf("b[n-1] %d, lastb %d, base %d\n", b[n - 1], lastb, base);
  std::printf("c %ld\n", sc);
}

// WARN-NOT: warning:
// WARN: nested-worksharing.cpp:24:1: warning: this loop runs sequentially on the one thread of its team: acc2cuda spreads over the GPU's threads the loops of 'teams distribute' constructs and the 'parallel for' loops nested in them [A2C3009]
// WARN: nested-worksharing.cpp:35:1: warning: this loop runs sequentially
// WARN: nested-worksharing.cpp:46:1: warning: this loop runs sequentially
// WARN-NOT: warning:

// CODE:      // #pragma omp distribute lastprivate(lastd) dist_schedule(static, 16)
// CODE-NEXT: for (int i = 0; i < n; ++i) {
// CODE:      // #pragma omp parallel for reduction(+:sum) private(t) firstprivate(f) lastprivate(last) num_threads(4)
// CODE-NEXT: {
// CODE-NEXT:   const auto &acc2cuda_first_f = f;
// CODE-NEXT:   int f = acc2cuda_first_f;
// CODE-NEXT:   int t;
// CODE-NEXT:   for (int i = 0; i < n; ++i) {
// CODE:      // #pragma omp simd private(tmp)
// CODE-NEXT: {
// CODE-NEXT:   int tmp;
// CODE-NEXT:   for (int j = 0; j < 10; ++j) {
