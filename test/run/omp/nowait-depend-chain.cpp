// RUN: %acc2cuda-check %s | FileCheck %s
// Deferred target tasks ordered by depend(inout:) on the same array, each
// mapping it tofrom: the second task's upload must read what the first
// task's download wrote. CUDA stages a copy from pageable host memory when
// it is issued, so waiting on the stream is not enough: the host waits
// for the earlier task before the later one maps its data.
// CHECK: acc2cuda-check: EQUAL: {{.*}}nowait-depend-chain.cpp
#include <cstdio>

constexpr int N = 5000;
static int b[N];

int main() {
  for (int i = 0; i < N; ++i)
    b[i] = i % 1000 + 6;
#pragma omp target teams distribute parallel for map(tofrom: b) nowait depend(inout: b)
  for (int i = 0; i < N; ++i)
    b[i] = b[i] * 2;
#pragma omp target teams distribute parallel for map(tofrom: b) nowait depend(inout: b)
  for (int i = 0; i < N; ++i)
    b[i] = b[i] - 12;
#pragma omp target map(tofrom: b) nowait depend(in: b)
  for (int i = 0; i < N; i += 1000)
    b[i] += 1;
#pragma omp taskwait
  long sum = 0;
  for (int i = 0; i < N; ++i)
    sum += b[i];
  std::printf("%d %d %d %ld\n", b[0], b[1], b[999], sum);
  return 0;
}
