// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: env ACC2CUDA_SIM_REVERSE=1 %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %python %src_root/utils/validate-json.py %src_root/docs/report.schema.json %t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// RUN: %python %src_root/utils/check-report-axes.py %t.json | FileCheck %s --check-prefix=AXES
// RUN: %acc2cuda %t.cpp -o %t2.cu --report 2>/dev/null | FileCheck %s --check-prefix=TEXT
// RUN: %nvcc-compile %t.cu -o %t.o
// gang / worker / vector on blocks / threadIdx.y / threadIdx.x: a worker
// loop holding vector loops gives each worker a row of the block and its
// vector loops the row's lanes. The worker's code runs on every lane when it
// computes the worker's variables, on lane 0 between the row's barriers when
// it writes memory (which the vector loops then read, and which it reads
// after them). Vector reductions combine a row's lanes, worker reductions
// the block's rows. Rows narrower than a warp (vector_length(16)), a
// worker count that is not a power of two, a vector length the runtime
// narrows (128), trip counts that do not fill the rows, a sequential loop
// around a vector loop, a kernel reduction updated by the worker's code,
// and a vector loop next to the worker loops (all the block's threads).
// CHECK: acc2cuda-check: EQUAL: {{.*}}worker-vector.cpp

// A vector loop that writes the worker's variable stays sequential.
// WARN: {{.*}}:{{[0-9]+}}:13: warning: this loop runs sequentially in each worker: it writes 'last' at line {{[0-9]+}}, a variable of the worker (declare it inside the loop, or name it in a private or reduction clause) [A2C3009]
// WARN-NOT: warning:

// CODE-LABEL: matvec_{{[0-9]+}}_kernel(
// CODE:          // #pragma acc loop worker
// CODE-NEXT:     {
// CODE-NEXT:       __syncthreads();
// CODE:            for (long long acc2cuda_t1 = threadIdx.y; acc2cuda_t1 < acc2cuda_tn1;
// CODE-NEXT:            acc2cuda_t1 += blockDim.y) {
// CODE-NEXT:         int j = (int)(acc2cuda_tlb1 + acc2cuda_t1 * acc2cuda_tst1);
// CODE-NEXT:         double sum = 0;
// CODE-NEXT:         // #pragma acc loop vector reduction(+:sum)
// CODE-NEXT:         {
// CODE-NEXT:           acc2cuda::sync_row();
// CODE:                for (long long acc2cuda_t0 = threadIdx.x;
// CODE-NEXT:                acc2cuda_t0 < acc2cuda_tn0; acc2cuda_t0 += blockDim.x) {
// CODE:                acc2cuda_tred0_sum =
// CODE-NEXT:                acc2cuda::reduce_row<acc2cuda::ReduceAdd>(sum);
// CODE:              sum = acc2cuda::ReduceAdd::combine(sum, acc2cuda_tred0_sum);
// CODE-NEXT:         acc2cuda::sync_row();
// CODE-NEXT:       }
// CODE-NEXT:       {
// CODE-NEXT:         if (threadIdx.x == 0) {
// CODE-NEXT:           y[i * NC + j] = sum;
// CODE-NEXT:         }
// CODE-NEXT:         acc2cuda::sync_row();
// CODE-NEXT:       }
// CODE:          const dim3 acc2cuda_block = acc2cuda_c.worker_block(32, 4);

// CODE-LABEL: stages_{{[0-9]+}}_kernel(
// CODE:          acc2cuda::reduce_threads<acc2cuda::ReduceMax>(
// CODE-NEXT:         threadIdx.x == 0 ? top : acc2cuda::ReduceMax::identity<int>());
// CODE:          if (threadIdx.x == 0 && threadIdx.y == 0) {
// CODE-NEXT:       peak[g] = top;
// CODE:          for (long long acc2cuda_t{{[0-9]+}} = threadIdx.x + blockDim.x * threadIdx.y;
// CODE:          const dim3 acc2cuda_block = acc2cuda_c.worker_block(16, 3);

// REPORT:      "kernel": "matvec_{{[0-9]+}}_kernel",
// REPORT:      "block_size": "(32) * (4)",
// REPORT-NEXT: "vector_lanes": "32",
// REPORT-NEXT: "workers": "4",
// REPORT:      "var": "j",
// REPORT-NEXT: "line": {{[0-9]+}},
// REPORT-NEXT: "level": "thread",
// REPORT-NEXT: "thread": "y"
// REPORT:      "var": "k",
// REPORT-NEXT: "line": {{[0-9]+}},
// REPORT-NEXT: "level": "thread",
// REPORT-NEXT: "thread": "x",
// REPORT-NEXT: "fastest": true,
// REPORT-NEXT: "unit_stride": [
// REPORT-NEXT:   "A"
// REPORT-NEXT: ],
// REPORT-NEXT: "reductions": [
// REPORT-NEXT:   "+:sum"
// REPORT-NEXT: ],
// REPORT-NEXT: "reduced_across": "worker"

// The report's axes are those of the generated kernels.
// AXES: OK {{.*}} matvec_{{[0-9]+}}_kernel: i(blockIdx.x) j(threadIdx.y) k(threadIdx.x; unit stride in A)
// AXES: OK {{.*}} stages_{{[0-9]+}}_kernel: g(blockIdx.x) j(threadIdx.y) k(threadIdx.x; {{.*}}) k(threadIdx.x) k(threadIdx.x; {{.*}}) k(threadIdx.x; {{.*}}) k(threadIdx.x; unit stride in smooth)

// TEXT:      parallel loop: kernel matvec_{{[0-9]+}}_kernel
// TEXT-NEXT:   launch: a block per gang, blocks of 4 workers (threadIdx.y) by 32 vector lanes (threadIdx.x)
// TEXT-NEXT:   {{[0-9]+}}, loop i: blockIdx.x (a gang per block)
// TEXT-NEXT:   {{[0-9]+}}, loop j: threadIdx.y
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x, reduction(+:sum) across the worker's lanes; unit stride in A
// TEXT:      parallel loop: kernel stages_{{[0-9]+}}_kernel
// TEXT-NEXT:   launch: 5 blocks (requested), a gang per block, blocks of 3 workers (threadIdx.y) by 16 vector lanes (threadIdx.x)
// TEXT-NEXT:   {{[0-9]+}}, loop g: blockIdx.x (a gang per block)
// TEXT-NEXT:   {{[0-9]+}}, loop j: threadIdx.y, reduction(max:top) across the block
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x
// TEXT-NEXT:   {{[0-9]+}}, loop s: sequential in each thread
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x, reduction(max:best) across the worker's lanes
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.x, reduction(+:sum) across the worker's lanes
// TEXT-NEXT:   {{[0-9]+}}, loop k: threadIdx.y threadIdx.x (the whole block); unit stride in smooth
// TEXT:      parallel loop: kernel lastOf_{{[0-9]+}}_kernel
// TEXT-NEXT:   launch: a block per gang, 128 threads per block
// TEXT-NEXT:   {{[0-9]+}}, loop g: blockIdx.x (a gang per block)
// TEXT-NEXT:   {{[0-9]+}}, loop j: threadIdx.x
// TEXT-NEXT:   {{[0-9]+}}, loop k: sequential in each thread (it writes 'last' at line {{[0-9]+}}, a variable of the worker (declare it inside the loop, or name it in a private or reduction clause))

#include <cstdio>

#define NR 37
#define NC 45

static double A[NR * NC], x[NC], y[NR * NC];

// Rows of a matrix-vector product per gang, a row per worker, its dot
// product over the vector lanes.
static void matvec(int rowsPerGang) {
  const int gangs = (NR + rowsPerGang - 1) / rowsPerGang;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(A, x) copy(y[0:NR*NC])
  for (int i = 0; i < gangs; ++i) {
#pragma acc loop worker
    for (int j = 0; j < NC; ++j) {
      double sum = 0;
#pragma acc loop vector reduction(+:sum)
      for (int k = 0; k < NC; ++k)
        sum += A[(i * rowsPerGang % NR) * NC + k] * x[(k + j) % NC];
      y[i * NC + j] = sum;
    }
  }
}

#define G 7
#define W 10
#define L 23

static int in[G][W][L], scaled[G][W][L], pairs[G][W][L], rowMax[G][W], peak[G], firstLast[G][W];
static long total;
static double smooth[G][W * L];

// Several stages in one worker: a scale it writes (lane 0) for its vector
// loop to read, a max over its lanes, a sequential loop around a vector loop,
// a sum it reads back after a vector loop, and a kernel reduction it updates.
static void stages() {
#pragma acc parallel loop gang num_gangs(5) num_workers(3) vector_length(16) copyin(in) copy(scaled, pairs, rowMax, peak, firstLast, smooth) reduction(+:total)
  for (int g = 0; g < G; ++g) {
    int top = -1000000;
#pragma acc loop worker reduction(max:top)
    for (int j = 0; j < W; ++j) {
      const int scale = 1 + (g + j) % 3;
      rowMax[g][j] = scale;
#pragma acc loop vector
      for (int k = 0; k < L; ++k)
        scaled[g][j][k] = in[g][j][k] * rowMax[g][j];
      for (int s = 0; s < 2; ++s) {
        int best = -1000000;
#pragma acc loop vector reduction(max:best)
        for (int k = 0; k < L; ++k) {
          int v = scaled[g][j][(k + 3) % L] * (s + 1);
          best = v > best ? v : best;
        }
        top = best > top ? best : top;
      }
#pragma acc loop vector
      for (int k = 0; k < L; ++k)
        pairs[g][j][k] = scaled[g][j][k] + scaled[g][j][(k + 1) % L];
      int sum = 0;
#pragma acc loop vector reduction(+:sum)
      for (int k = 0; k < L; ++k)
        sum += pairs[g][j][k];
      firstLast[g][j] = scaled[g][j][0] + sum;
      total += firstLast[g][j];
    }
    peak[g] = top;
#pragma acc loop vector
    for (int k = 0; k < W * L; ++k)
      smooth[g][k] = 0.5 * scaled[g][k / L][k % L] + peak[g];
  }
}

// A vector loop writing the worker's variable without a clause: the vector
// loops of that worker loop run in each worker's thread.
static void lastOf() {
#pragma acc parallel loop gang copy(firstLast)
  for (int g = 0; g < G; ++g) {
#pragma acc loop worker
    for (int j = 0; j < W; ++j) {
      int last = 0;
#pragma acc loop vector
      for (int k = 0; k < L; ++k)
        last = scaled[g][j][k] - k;
      firstLast[g][j] -= last;
    }
  }
}

int main() {
  for (int k = 0; k < NR * NC; ++k)
    A[k] = (k % 11) * 0.25 - 1;
  for (int k = 0; k < NC; ++k)
    x[k] = (k % 5) * 0.5;
  matvec(3);
  for (int g = 0; g < G; ++g)
    for (int j = 0; j < W; ++j)
      for (int k = 0; k < L; ++k)
        in[g][j][k] = (g * 7 + j * 3 + k * 5) % 17 - 8;
  stages();
  lastOf();
  double check = 0;
  for (int k = 0; k < NR * NC; ++k)
    check += y[k] * (k % 3 + 1);
  long ints = total;
  for (int g = 0; g < G; ++g) {
    ints += peak[g] * (g + 1);
    for (int j = 0; j < W; ++j) {
      ints += rowMax[g][j] + 3 * firstLast[g][j];
      for (int k = 0; k < L; ++k)
        ints += scaled[g][j][k] * (k % 4) + pairs[g][j][k] * (k % 3);
    }
    for (int k = 0; k < W * L; ++k)
      check += smooth[g][k] * (k % 2);
  }
  printf("%.6f %ld\n", check, ints);
  return 0;
}
