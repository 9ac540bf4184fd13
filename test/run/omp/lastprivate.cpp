// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// lastprivate on combined target loop constructs: each thread has a
// private copy; the variable is mapped tofrom, and the thread that runs the
// sequentially last iteration of the (collapsed) nest stores its copy, also
// when that iteration ends with `continue`, with fewer threads than
// iterations (num_teams), and with a block per team.
// CHECK: acc2cuda-check: EQUAL: {{.*}}lastprivate.cpp

#include <cstdio>

int main() {
  const int n = 1000;
  int last = -1;
  double x = 0;
#pragma omp target teams distribute parallel for lastprivate(last, x)
  for (int i = 0; i < n; ++i) {
    last = i * 2;
    x = i + 0.5;
    if (i % 3 == 0)
      continue; // the last iteration, 999, ends here
    x += 1;
  }
  std::printf("last %d, x %g\n", last, x);

  static double a[200][64];
  int ij = -1;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(ij) map(from: a)
  for (int i = 0; i < 200; ++i)
    for (int j = 0; j < 64; ++j) {
      a[i][j] = i + j;
      ij = i * 100 + j;
    }
  std::printf("ij %d, a %g\n", ij, a[199][63]);

  // The loop variable: its value after the sequential loop.
  int k = -1, kk = -1;
#pragma omp target teams distribute parallel for lastprivate(k, kk) num_teams(2) thread_limit(32)
  for (k = 3; k < 777; k += 2)
    kk = k;
  std::printf("k %d, kk %d\n", k, kk);

  // A block per team: the team's code sets the copy, thread 0 stores it.
  long total = 0;
  int lastrow = -1;
#pragma omp target teams distribute lastprivate(lastrow) map(tofrom: total)
  for (int r = 0; r < 50; ++r) {
    long part = 0;
#pragma omp parallel for reduction(+:part)
    for (int c = 0; c < 64; ++c)
      part += r * c;
    lastrow = r + static_cast<int>(part % 7);
#pragma omp atomic
    total += part;
  }
  std::printf("total %ld, lastrow %d\n", total, lastrow);
}

// WARN-NOT: {{warning|error}}

// CODE:      int *acc2cuda_lp_last, double *acc2cuda_lp_x) {
// CODE-NEXT:   int last;
// CODE-NEXT:   double x;
// CODE:          do {
// CODE:              continue;
// CODE:          } while (0);
// CODE-NEXT:     if (acc2cuda_k == acc2cuda_total - 1) {
// CODE-NEXT:       *acc2cuda_lp_last = last;
// CODE-NEXT:       *acc2cuda_lp_x = x;
// CODE-NEXT:     }
// CODE:          if (acc2cuda_x == acc2cuda_n1 - 1 && acc2cuda_y == acc2cuda_n0 - 1) {
// CODE-NEXT:       *acc2cuda_lp_ij = ij;
// The loop variable needs no store: the host computes its final value.
// CODE:          *acc2cuda_lp_kk = kk;
// CODE:          if (acc2cuda_k == acc2cuda_total - 1 && threadIdx.x == 0) {
// CODE-NEXT:       *acc2cuda_lp_lastrow = lastrow;
