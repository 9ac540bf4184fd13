// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %python %src_root/utils/validate-json.py %src_root/docs/report.schema.json %t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: %nvcc-compile %t.cu -o %t.o
//
// OpenMP atomics into arrays (a histogram, per-bin maxima and minima by
// `atomic compare`, a parity by ^=) under `target teams distribute
// parallel for`: each block accumulates into copies in shared memory,
// filled with the operator's identity, and combines them into the arrays
// at its end; also through a pointer the construct maps implicitly, present
// from an enclosing data region. Every bin is printed. The counts (64-bit,
// `+= 1`) may count in 32 bits in their copies; `again`, incremented by 1
// or 2, may not.
// CHECK: acc2cuda-check: EQUAL: {{.*}}atomic-block-copies.cpp

#include <cstdio>

#define NB 32

int main() {
  const int n = 100000;
  float *v = new float[n];
  for (int i = 0; i < n; ++i)
    v[i] = (float)((i * 7919) % 10007) * 0.25f - 1000.0f;
  long count[NB] = {};
  float hi[NB], lo[NB];
  int parity[NB] = {};
  for (int b = 0; b < NB; ++b) {
    hi[b] = -1.0e30f;
    lo[b] = 1.0e30f;
  }
#pragma omp target teams distribute parallel for map(to: v[0:n]) map(tofrom: count, hi, lo, parity)
  for (int i = 0; i < n; ++i) {
    const float x = v[i];
    const int b = ((i * 31) ^ (i >> 3)) & (NB - 1);
#pragma omp atomic
    count[b] += 1;
#pragma omp atomic compare
    hi[b] = x > hi[b] ? x : hi[b];
#pragma omp atomic compare
    if (x < lo[b]) {
      lo[b] = x;
    }
#pragma omp atomic update
    parity[b] ^= i;
  }
  // A pointer the construct maps implicitly, present from the enclosing
  // data region: the copy spans what is present from the pointer on.
  long *again = new long[NB];
  for (int b = 0; b < NB; ++b)
    again[b] = b;
#pragma omp target data map(to: v[0:n]) map(tofrom: again[0:NB])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) {
#pragma omp atomic update
      again[(i * 13) % NB] += v[i] > 0.0f ? 2 : 1;
    }
  }
  long total = 0;
  for (int b = 0; b < NB; ++b) {
    printf("%d %ld %.2f %.2f %d %ld\n", b, count[b], hi[b], lo[b], parity[b],
           again[b]);
    total += count[b];
  }
  delete[] again;
  printf("total %ld\n", total);
  delete[] v;
  return 0;
}

// CODE-LABEL: template <bool acc2cuda_once, bool acc2cuda_copies, bool acc2cuda_narrow>
// CODE:       acc2cuda::block_copy<acc2cuda::ReduceAdd, acc2cuda_count_count>(
// CODE:       acc2cuda::block_copy<acc2cuda::ReduceMax, float>(
// CODE:       acc2cuda::block_copy<acc2cuda::ReduceMin, float>(
// CODE:       acc2cuda::block_copy<acc2cuda::ReduceBitXor, int>(
// CODE:       acc2cuda::combine_block_copy<acc2cuda::ReduceMax, float>(
// CODE:       {{[{][{]}}acc2cuda_copy_bytes_count,
// CODE-NEXT:    acc2cuda_narrow ? (long long)sizeof(unsigned int)
// CODE-NEXT:                    : (long long)sizeof(long),
// CODE-NEXT:    count, true},
// CODE:       const long long acc2cuda_copy_bytes_again = d_again_bytes;
// CODE-NOT:   acc2cuda_narrow
// CODE:       : acc2cuda_copies > 0
// CODE-NEXT:      ? main_{{[0-9]+}}_kernel<false, true>

// REPORT: "block_copies": [
// REPORT-NEXT: "+:count",
// REPORT-NEXT: "max:hi",
// REPORT-NEXT: "min:lo",
// REPORT-NEXT: "^:parity"
// REPORT-NEXT: ],
// REPORT-NEXT: "narrow_block_copies": [
// REPORT-NEXT: "count"
// REPORT-NEXT: ]
// REPORT:      "block_copies": [
// REPORT-NEXT: "+:again"
// REPORT-NEXT: ]
// REPORT-NOT:  narrow_block_copies
