// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// Reductions on arrays, sections and elements (OpenACC 2.7): a histogram
// into a section, a whole array with several operators' identities, max
// into a section of a pointer with a literal length, and a product on an
// array element next to a scalar reduction.
// CHECK: acc2cuda-check: EQUAL: {{.*}}array-reductions.cpp
// CUDA: acc2cuda::reduce_into<acc2cuda::ReduceAdd>(&acc2cuda_arr_hist[acc2cuda_e], hist[acc2cuda_e]);
#include <cstdio>

int main() {
  const int n = 10000;
  static int data[n];
  int hist[8] = {0};
  double sums[3] = {1, 2, 3};
  int *peak = new int[6];
  long long prods[2] = {1, 1};
  long total = 0;
  for (int i = 0; i < n; ++i)
    data[i] = (i * 29 + 3) % 211;
  for (int k = 0; k < 6; ++k)
    peak[k] = -1;

#pragma acc parallel loop copyin(data) reduction(+:hist[0:8])
  for (int i = 0; i < n; ++i)
    hist[data[i] % 8] += 1;

#pragma acc parallel loop copyin(data) reduction(+:sums)
  for (int i = 0; i < n; ++i) {
    sums[0] += data[i];
    sums[1] += 0.5 * data[i];
    sums[2] += 1.0;
  }

#pragma acc parallel loop copyin(data) copy(peak[0:6]) reduction(max:peak[1:4])
  for (int i = 0; i < n; ++i)
    if (data[i] > peak[1 + i % 4])
      peak[1 + i % 4] = data[i] - i % 3;

#pragma acc parallel loop reduction(*:prods[1]) reduction(+:total)
  for (int i = 0; i < 40; ++i) {
    prods[1] *= (i % 10 == 0) ? -3 : 1;
    total += i;
  }

  for (int k = 0; k < 8; ++k)
    std::printf("hist[%d] = %d\n", k, hist[k]);
  std::printf("sums = %.1f %.1f %.1f\n", sums[0], sums[1], sums[2]);
  for (int k = 0; k < 6; ++k)
    std::printf("peak[%d] = %d\n", k, peak[k]);
  std::printf("prods = %lld %lld, total = %ld\n", prods[0], prods[1], total);
  delete[] peak;
  return 0;
}
