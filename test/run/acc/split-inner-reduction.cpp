// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/sir.cpp && %acc2cuda %t.d/sir.cpp -o %t.cu && FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags
// RUN: env ACC2CUDA_SIM_THREADS=2 %t | FileCheck %s --check-prefix=OUT
// RUN: %acc2cuda --report %s -o %t.report.cu | FileCheck %s --check-prefix=REPORT
//
// A parallel loop whose iterations each run a sequential loop that only
// accumulates into variables of the iteration: when the grid loop alone
// leaves the GPU idle (here: a few hundred rows on the simulator's 2
// multiprocessors), the kernel's split instance shares the inner loop among
// slices of threads of each iteration, and the last slice to finish
// combines their partials and runs the rest of the iteration.
// CHECK: acc2cuda-check: EQUAL: {{.*}}split-inner-reduction.cpp
#include <math.h>
#include <stdio.h>

#define N 200
#define M 1000

static double A[N * N], x[N], y[N], lo[N], hi[N];

namespace own {
// Not the library's max: a reduction by its name only.
static double max(double a, double b) { return a + b; }
} // namespace own
static float big[M];
static int counts[N], bits[N];

int main() {
  for (int k = 0; k < N * N; ++k)
    A[k] = (k % 17) * 0.25 - 1.5;
  for (int j = 0; j < N; ++j)
    x[j] = 1.0 / (j + 1);
  big[0] = 1.0e8f;
  for (int j = 1; j < M; ++j)
    big[j] = 1.0f;

  // Column-major matrix-vector product, with a reduction of the grid loop.
  double total = 0;
#pragma acc parallel loop copyin(A, x) copyout(y) reduction(+ : total)
  for (int i = 0; i < N; ++i) {
    double s = 0.0;
    for (int j = 0; j < N; ++j)
      s += A[j * N + i] * x[j];
    y[i] = s;
    total += s;
  }
  printf("y[0] = %.6f y[%d] = %.6f total = %.6f\n", y[0], N - 1, y[N - 1],
         total);
// OUT: y[0] = 1.411150 y[199] = 3.279804 total = 581.099171
// CODE-LABEL: __global__ void main_{{[0-9]+}}_kernel(
// CODE:      if constexpr (acc2cuda_split)
// CODE-NEXT:   acc2cuda::begin_split();
// CODE:      double s = 0.0;
// CODE-NEXT: bool acc2cuda_leader = true;
// CODE-NEXT: if constexpr (acc2cuda_split) {
// CODE:        if (threadIdx.y != 0) {
// CODE-NEXT:     s = acc2cuda::ReduceAdd::identity<decltype(s)>();
// CODE-NEXT:   }
// CODE-NEXT: #pragma unroll 4
// CODE-NEXT:   for (long long acc2cuda_s = threadIdx.y; acc2cuda_s < acc2cuda_sn;
// CODE-NEXT:        acc2cuda_s += blockDim.y) {
// CODE-NEXT:     int j = (int)(acc2cuda_slb + acc2cuda_s * acc2cuda_sst);
// CODE-NEXT:     s += A[j * N + i] * x[j];
// CODE-NEXT:   }
// CODE-NEXT:   __shared__ decltype(s) acc2cuda_slices_s[acc2cuda::MaxSlices]
// CODE-NEXT:                                           [acc2cuda::SplitColumns];
// CODE-NEXT:   acc2cuda_slices_s[threadIdx.y][threadIdx.x] = s;
// CODE-NEXT:   acc2cuda_leader = acc2cuda::last_slice();
// CODE-NEXT:   if (acc2cuda_leader) {
// CODE-NEXT:     s = acc2cuda::combine_slices<acc2cuda::ReduceAdd>(acc2cuda_slices_s);
// CODE-NEXT:   }
// CODE-NEXT: } else
// CODE-NEXT:   for (int j = 0; j < N; ++j)
// CODE-NEXT:     s += A[j * N + i] * x[j];
// CODE-NEXT: if (acc2cuda_leader) {
// CODE-NEXT:   y[i] = s;
// CODE-NEXT:   total += s;
// CODE-NEXT: }
// REPORT: 44, loop j: sequential in each thread (no loop directive); split over threadIdx.y when the grid loop leaves the GPU idle, reduction(+:s) across the slices

  // The order of a float sum shows: sequentially every 1 after 1e8 is
  // lost; in 16 slices, only those of slice 0 are.
  float sums[4];
#pragma acc parallel loop copyin(big) copyout(sums)
  for (int r = 0; r < 4; ++r) {
    float s = 0;
    for (int j = 0; j < M; ++j)
      s += big[j];
    sums[r] = s;
  }
  printf("float sum %.1f\n", sums[0]);
// OUT: float sum 100000960.0
// REPORT: 89, loop j: sequential in each thread (no loop directive); split

  // Two variables (a sum that subtracts, a maximum), a decreasing loop
  // whose bounds depend on the row, a temporary of the loop, and values
  // the statements before the loop compute.
#pragma acc parallel loop copyin(A) copyout(lo, hi)
  for (int i = 0; i < N; ++i) {
    const int last = N - 1 - i / 2;
    double s = 1.0, mx = -1.0e300;
    for (int j = last; j >= i / 4; j -= 2) {
      const double v = A[j * N + i];
      s -= v;
      mx = fmax(mx, v);
    }
    lo[i] = s;
    hi[i] = mx;
  }
  printf("lo[7] = %.6f lo[150] = %.6f hi[7] = %.2f hi[150] = %.2f\n", lo[7],
         lo[150], hi[7], hi[150]);
// CODE: const long long acc2cuda_sst = (long long)(-(long long)(2));
// CODE: mx = acc2cuda::ReduceMax::identity<decltype(mx)>();
// CODE-NEXT: s = acc2cuda::ReduceAdd::identity<decltype(s)>();
// REPORT: 104, loop j: sequential in each thread (no loop directive); split over threadIdx.y when the grid loop leaves the GPU idle, reduction(max:mx, +:s) across the slices
// OUT: lo[7] = -45.500000 lo[150] = -20.750000 hi[7] = 2.50 hi[150] = 2.50

  // Integer counters: ++ and a bitwise or.
#pragma acc kernels loop independent copyin(A) copyout(counts, bits)
  for (int i = 0; i < N; ++i) {
    int c = 0, b = 0;
    for (int j = 0; j < N; ++j) {
      if (A[i * N + j] > 0.5)
        c++;
      b |= (int)(A[j * N + i] + 2.0) << (j % 8);
    }
    counts[i] = c;
    bits[i] = b;
  }
  printf("counts[3] = %d bits[3] = %d\n", counts[3], bits[3]);
// REPORT: 124, loop j: sequential in each thread (no loop directive); split over threadIdx.y when the grid loop leaves the GPU idle, reduction(|:b, +:c) across the slices
// OUT: counts[3] = 96 bits[3] = 1023

  // Not split, each loop the first of its body: the loop writes memory,
  // reads its sum, leaves early, says 'seq', reads an update's value
  // (k++), adds to a bool (which keeps only whether it is non-zero after
  // each step), calls the program's own max, or keeps more partials than
  // fit in shared memory (7 doubles).
  double r[N];
  for (int j = 0; j < N; ++j)
    r[j] = 0;
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j)
      y[i] += A[j * N + i];
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j)
      s = s > 1.0 ? s : s + A[j * N + i];
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j) {
      if (A[j * N + i] > 2.0)
        break;
      s += A[j * N + i];
    }
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    #pragma acc loop seq
    for (int j = 0; j < N; ++j)
      s += A[j * N + i];
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j)
      s += A[(k++ * 7 + i) % (N * N)];
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j)
      any += (int)A[j * N + i];
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j)
      s = own::max(s, A[j * N + i]);
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
#pragma acc parallel loop copy(y, r) copyin(A)
  for (int i = 0; i < N; ++i) {
    double s = 0, m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0;
    int k = 0;
    bool any = false;
    for (int j = 0; j < N; ++j) {
      const double v = A[j * N + i];
      m0 += v;
      m1 += 2 * v;
      m2 += 3 * v;
      m3 += 4 * v;
      m4 += 5 * v;
      m5 += 6 * v;
      m6 += 7 * v;
    }
    r[i] += s + k + any + m0 + m1 + m2 + m3 + m4 + m5 + m6;
  }
  printf("y[5] = %.6f r[5] = %.6f\n", y[5], r[5]);
// OUT: y[5] = 103.407133 r[5] = 3347.250000
// REPORT-NOT: split over
  return 0;
}
// The host code, after the kernels: the first construct's launch.
// CODE-LABEL: const dim3 acc2cuda_block = acc2cuda_c.split_block(256, acc2cuda_n0, true);
// CODE:      const bool acc2cuda_split = acc2cuda_block.y > 1;
// CODE:      acc2cuda_split ? main_{{[0-9]+}}_kernel<true, true>

