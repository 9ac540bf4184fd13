// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu --report=json --report-file=%t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// device_type / dtype sections: the clauses after device_type(nvidia) (or
// acc_device_nvidia) replace the construct's own for the GPU; without such
// a section those after device_type(*) do; sections for other devices are
// parsed and ignored. Each construct's block size, gang count and loop
// mapping in the report shows which clauses applied.
// CHECK: acc2cuda-check: EQUAL: {{.*}}device-type.cpp

#include <cstdio>

#define N 64

int main() {
  static double a[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      a[i][j] = i - j;

#pragma acc parallel loop copy(a) device_type(nvidia) vector_length(64) device_type(host) vector_length(1)
  for (int i = 0; i < N; ++i)
    a[i][0] += 1;
  // REPORT:      "line": [[@LINE-3]],
  // REPORT:      "block_size": "64",

#pragma acc parallel loop copy(a) vector_length(32) device_type(radeon, host) vector_length(256)
  for (int i = 0; i < N; ++i)
    a[i][1] += 1;
  // REPORT:      "line": [[@LINE-3]],
  // REPORT:      "block_size": "32",

#pragma acc parallel loop copy(a) num_gangs(4) dtype(*) num_gangs(8)
  for (int i = 0; i < N; ++i)
    a[i][2] += 1;
  // REPORT:      "line": [[@LINE-3]],
  // REPORT:      "num_blocks": "8",

#pragma acc parallel loop copy(a) dtype(*) num_gangs(8) device_type(acc_device_nvidia) num_gangs(2)
  for (int i = 0; i < N; ++i)
    a[i][3] += 1;
  // REPORT:      "line": [[@LINE-3]],
  // REPORT:      "num_blocks": "2",

  // seq for the host only: parallel on the GPU, with the inner loop (its
  // collapse is for the host) spread over each gang's threads.
#pragma acc parallel loop copy(a) gang device_type(host) seq collapse(2)
  for (int i = 0; i < N; ++i) {
    a[i][4] *= 2;
#pragma acc loop vector device_type(nvidia) vector(32)
    for (int j = 5; j < N; ++j)
      a[i][j] += a[i][4];
  }
  // REPORT:      "line": [[@LINE-7]],
  // REPORT:      "grid_loops": [
  // REPORT-NEXT:   "i"
  // REPORT-NEXT: ],
  // REPORT-NEXT: "gang_per_block": true,
  // REPORT:      "block_size": "32",

  // seq for the GPU: one thread runs the nest.
#pragma acc parallel loop copy(a) device_type(nvidia) seq
  for (int i = 1; i < N; ++i)
    a[i][0] += a[i - 1][0];
  // REPORT:      "line": [[@LINE-3]],
  // REPORT:      "grid_loops": [],
  // REPORT-NEXT: "block_size": "1",

  double check = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      check += a[i][j] * ((i + 2 * j) % 7);
  printf("%.6f\n", check);
  return 0;
}
