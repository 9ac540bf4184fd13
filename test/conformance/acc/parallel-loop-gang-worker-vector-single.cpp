// "parallel loop gang worker vector" and "kernels loop gang worker vector"
// on a single loop (all three levels on one loop) with num_workers and
// vector_length whose product exceeds what one CUDA block holds
// (num_workers(32) vector_length(128)) as well as smaller ones
// (num_workers(4) vector_length(64), num_workers(8) vector_length(128) with
// a reduction). OpenACC lets the implementation use fewer workers or
// shorter vectors; the results must be the same.
#include <cstdio>

static const int M = 20000;

int main() {
  static int big[M], small[M];
  int errors = 0;

#pragma acc parallel loop gang worker vector num_workers(4) vector_length(64) copyout(small)
  for (int i = 0; i < M; ++i)
    small[i] = i ^ 0x55;

#pragma acc parallel loop gang worker vector num_workers(32) vector_length(128) copyout(big)
  for (int i = 0; i < M; ++i)
    big[i] = i * 3 - 7;

  long long total = 0;
#pragma acc kernels loop gang worker vector num_workers(8) vector_length(128) reduction(+:total) copyin(big)
  for (int i = 0; i < M; ++i)
    total += big[i] % 5;

  long long wt = 0;
  for (int i = 0; i < M; ++i) {
    if (big[i] != i * 3 - 7 || small[i] != (i ^ 0x55)) {
      if (errors < 5)
        std::printf("%d: %d %d\n", i, big[i], small[i]);
      ++errors;
    }
    wt += (i * 3 - 7) % 5;
  }
  if (total != wt) {
    std::printf("total %lld want %lld\n", total, wt);
    ++errors;
  }
  if (errors)
    std::printf("parallel-loop-gang-worker-vector-single: %d errors\n", errors);
  return errors != 0;
}
