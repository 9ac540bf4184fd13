// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// `parallel for` nested in the loop of `target teams distribute`: each team
// (block) takes iterations of the outer loop, its threads share the inner
// loop. Reductions into the team's variables and into the construct's,
// private, num_threads (the block size), a team-level atomic, and code
// between the loops; under `distribute parallel for` the nested loop runs in
// each thread (a warning says so).
// CHECK: acc2cuda-check: EQUAL: {{.*}}teams-parallel-for.cpp

#include <cstdio>

#define N 90
#define M 70

int main() {
  static double A[N * M], x[M], y[N], B[N * M];
  for (int k = 0; k < N * M; ++k)
    A[k] = (k * 11 % 19) - 9.0;
  for (int j = 0; j < M; ++j)
    x[j] = 1.0 + j % 4;

  double big = -1e300;
  int rows = 0;
#pragma omp target teams distribute map(to: A, x) map(from: y) map(tofrom: big, rows) reduction(max: big)
  for (int i = 0; i < N; ++i) {
    double sum = 0;
#pragma omp parallel for reduction(+: sum) reduction(max: big)
    for (int j = 0; j < M; ++j) {
      sum += A[i * M + j] * x[j];
      big = big > A[i * M + j] ? big : A[i * M + j];
    }
    y[i] = sum;
#pragma omp atomic
    rows += 1;
  }

#pragma omp target teams distribute map(to: A) map(from: B)
  for (int i = 0; i < N; ++i) {
    double scale = 0.5 * (i % 3);
    double t;
#pragma omp parallel for private(t) num_threads(32)
    for (int j = M - 1; j >= 0; --j) {
      t = A[i * M + j] * scale;
      B[i * M + j] = t + j;
    }
  }

#pragma omp target teams distribute parallel for map(tofrom: B)
  for (int i = 0; i < N; ++i) {
    B[i * M] += 1;
    // WARN: :[[@LINE+1]]:1: warning: this loop runs sequentially in each thread of the outer loop nest: the outer loop nest already uses the thread level [A2C3009]
#pragma omp parallel for
    for (int j = 1; j < M; ++j)
      B[i * M + j] += B[i * M];
  }

  double check = big + rows;
  for (int i = 0; i < N; ++i)
    check += y[i] * (i % 4);
  for (int k = 0; k < N * M; ++k)
    check += B[k] * (k % 3);
  printf("%.6f\n", check);
  return 0;
}

// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CODE:         for (long long acc2cuda_k = blockIdx.x; acc2cuda_k < acc2cuda_total;
// CODE:         // #pragma omp parallel for reduction(+: sum) reduction(max: big)
// CODE:         acc2cuda::reduce_threads<acc2cuda::ReduceAdd>(sum);
// CODE:         if (threadIdx.x == 0) {
// CODE-NEXT:      y[i] = sum;
// CODE-NEXT:      // #pragma omp atomic
// CODE-NEXT:      acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(rows), (1));
// CODE-NEXT:    }
// CODE:         acc2cuda::reduce_block<acc2cuda::ReduceMax>(big, acc2cuda_part_big);

// REPORT:      "directive": "target teams distribute",
// REPORT:      "gang_per_block": true,
// REPORT-NEXT: "thread_loops": [
// REPORT-NEXT:   "j"
// REPORT-NEXT: ],
// REPORT-NEXT: "block_size": "128",
// REPORT:      "directive": "target teams distribute",
// REPORT:      "block_size": "32",
// REPORT:      "directive": "target teams distribute parallel for",
// REPORT:      "inner_loops_sequential": "the outer loop nest already uses the thread level",
