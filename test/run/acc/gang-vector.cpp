// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu --report=json --report-file=%t.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %python %src_root/utils/validate-json.py %src_root/docs/report.schema.json %t.json
// RUN: FileCheck %s --check-prefix=REPORT < %t.json
// Loops inside a gang loop spread over the threads of the block that runs
// the gang's iteration (OpenACC worker/vector level): reductions into the
// gang's variables combined across the block, the gang's code run by every
// thread (its variables) or by one thread between barriers (shared memory,
// atomics), sequential loops and branches around the inner loops, private
// scalars and arrays, num_gangs below the trip count (blocks take several
// iterations), a loop variable declared outside its loop, a worker loop with
// a vector loop inside that is not canonical (which then runs in each
// thread, with a warning; worker-vector.cpp spreads canonical ones), bounds read through
// `this`, a kernel reduction updated by the gang's code, and a call to a
// pure function in the gang's code.
// CHECK: acc2cuda-check: EQUAL: {{.*}}gang-vector.cpp
// WARN-NOT: warning
// WARN: {{.*}}:{{[0-9]+}}:13: warning: this loop runs sequentially in each worker: the loop is not in canonical form or leaves its body [A2C3009]
// WARN-NOT: warning:

// CODE-LABEL: Grid_sumRows_{{[0-9]+}}_kernel(
// CODE:       for (long long acc2cuda_k = blockIdx.x; acc2cuda_k < acc2cuda_total;
// CODE-NEXT:       acc2cuda_k = acc2cuda_once ? acc2cuda_total : acc2cuda_k + gridDim.x) {
// CODE-NEXT:    int i = (int)(acc2cuda_lb0 + acc2cuda_k * acc2cuda_st0);
// CODE-NEXT:    {
// CODE-NEXT:      double s = 0;
// CODE-NEXT:      // #pragma acc loop vector reduction(+:s)
// CODE-NEXT:      {
// CODE-NEXT:        __syncthreads();
// CODE-NEXT:        const long long acc2cuda_tlb0 = (long long)(0);
// CODE-NEXT:        const long long acc2cuda_tst0 = (long long)(1);
// CODE-NEXT:        const long long acc2cuda_tn0 = acc2cuda::trip_count_lt(
// CODE-NEXT:            acc2cuda_tlb0, (long long)(m), acc2cuda_tst0);
// CODE-NEXT:        double acc2cuda_tred0_s;
// CODE-NEXT:        {
// CODE-NEXT:          double s = acc2cuda::ReduceAdd::identity<double>();
// CODE-NEXT:          for (long long acc2cuda_t0 = threadIdx.x; acc2cuda_t0 < acc2cuda_tn0;
// CODE-NEXT:               acc2cuda_t0 += blockDim.x) {
// CODE-NEXT:            int j = (int)(acc2cuda_tlb0 + acc2cuda_t0 * acc2cuda_tst0);
// CODE-NEXT:            s += v[i * M + j];
// CODE-NEXT:          }
// CODE-NEXT:          acc2cuda_tred0_s = acc2cuda::reduce_threads<acc2cuda::ReduceAdd>(s);
// CODE-NEXT:        }
// CODE-NEXT:        s = acc2cuda::ReduceAdd::combine(s, acc2cuda_tred0_s);
// CODE-NEXT:      }
// CODE-NEXT:      {
// CODE-NEXT:        if (threadIdx.x == 0) {
// CODE-NEXT:          out[i] = s;
// CODE-NEXT:          all += s;
// CODE-NEXT:        }
// CODE-NEXT:        __syncthreads();
// CODE-NEXT:      }
// CODE-NEXT:    }
// CODE-NEXT:  }
// CODE-NEXT:  acc2cuda::reduce_block<acc2cuda::ReduceAdd>(all, acc2cuda_part_all);
// CODE:       acc2cuda_c.gang_grid(acc2cuda_n0, acc2cuda_block, 0, true);
// CODE:       acc2cuda_c.covers(acc2cuda_grid, dim3(1), acc2cuda_n0, 1, 1);

// The private clause shadows the gang's copies inside the loop's scope.
// CODE-LABEL: main_{{[0-9]+}}_kernel(
// CODE-LABEL: main_{{[0-9]+}}_kernel(
// CODE:          acc2cuda_tlb0, (long long)(M), acc2cuda_tst0);
// CODE-NEXT:     {
// CODE-NEXT:       int t;
// CODE-NEXT:       double tmp[2];
// CODE-NEXT:     for (long long acc2cuda_t0 = threadIdx.x;
// CODE:          const long long acc2cuda_tst1 = (long long)(-(long long)(3));
// CODE-NEXT:     const long long acc2cuda_tn1 = acc2cuda::trip_count_ge(
// CODE:          if (threadIdx.x == 0) {
// CODE-NEXT:       z[i] = lo;
// CODE-NEXT:       // #pragma acc atomic update
// CODE-NEXT:       acc2cuda::atomic_fetch<acc2cuda::AtomicOp::Add>(&(count), (1));
// CODE-NEXT:     }

// The loop variable declared outside gets its final value.
// CODE-LABEL: main_{{[0-9]+}}_kernel(
// CODE:          acc = acc2cuda::ReduceAdd::combine(acc, acc2cuda_tred0_acc);
// CODE-NEXT:     j = (int)(acc2cuda_tlb0 + acc2cuda_tn0 * acc2cuda_tst0);
// CODE-NEXT:   }

// REPORT:      "kernel": "Grid_sumRows_{{[0-9]+}}_kernel",
// REPORT-NEXT: "grid_loops": [
// REPORT-NEXT:   "i"
// REPORT-NEXT: ],
// REPORT-NEXT: "gang_per_block": true,
// REPORT-NEXT: "thread_loops": [
// REPORT-NEXT:   "j"
// REPORT-NEXT: ],
// REPORT-NEXT: "block_size": "128",
// REPORT:      "thread_loops": [
// REPORT:      "thread_loops": [
// REPORT-NEXT:   "j",
// REPORT-NEXT:   "j"
// REPORT-NEXT: ],
// REPORT-NEXT: "block_size": "64",
// REPORT-NEXT: "num_blocks": "7",

#include <cmath>
#include <cstdio>

#define N 70
#define M 45

struct Grid {
  int m = M;
  double v[N * M];
  // Bounds read through `this` inside the kernel.
  double sumRows(double *out) {
    double all = 0;
#pragma acc parallel loop gang copyin(v) copyout(out[0:N]) reduction(+:all)
    for (int i = 0; i < N; ++i) {
      double s = 0;
#pragma acc loop vector reduction(+:s)
      for (int j = 0; j < this->m; ++j)
        s += v[i * M + j];
      out[i] = s;
      all += s;
    }
    return all;
  }
};

// Pure: the gang's code may call it on every thread.
double weight(int i, const double *w) {
  double s = 1;
  for (int k = 0; k < 3; ++k)
    s += w[(i + k) % N] * 0.25;
  return s;
}

int main() {
  static double A[N * M], B[N * M], C[N * M], y[N], z[N];
  static int last[N], skip[N];
  static Grid g;
  for (int k = 0; k < N * M; ++k) {
    A[k] = (k * 13 % 17) - 8.0;
    B[k] = 1.0;
    C[k] = -1.0;
    g.v[k] = k % 9;
  }
  for (int i = 0; i < N; ++i)
    skip[i] = i % 4 == 3;

  // Sequential loops and a branch around the vector loop; the gang's
  // counters are computed by every thread.
#pragma acc parallel loop gang copyin(A) copy(B)
  for (int i = 0; i < N; ++i) {
    int seen = 0;
    for (int k = 0; k < 3; ++k) {
      if (k != 1) {
#pragma acc loop vector
        for (int j = 0; j < M; ++j)
          B[i * M + j] += (k + seen) * A[i * M + j];
      }
      seen += 2;
    }
  }

  // num_gangs smaller than the trip count: blocks take several rows. A
  // private scalar and a private array on the vector loop; a triangular
  // vector loop whose bounds use the gang's index.
  int count = 0;
#pragma acc parallel loop gang num_gangs(7) vector_length(64) copyin(A) copy(C, count, z)
  for (int i = 0; i < N; ++i) {
    if (skip[i])
      continue;
    double scale = 1.0 / (i + 1);
    int t;
    double tmp[2];
#pragma acc loop vector private(t, tmp)
    for (int j = i % M; j < M; j += 2) {
      t = j / 2;
      tmp[0] = scale * t;
      tmp[1] = A[i * M + j];
      C[i * M + j] = tmp[0] + tmp[1];
    }
    double lo = 1e30;
#pragma acc loop vector reduction(min:lo)
    for (int j = M - 1; j >= i % 5; j -= 3)
      lo = fmin(lo, C[i * M + j]);
    z[i] = lo;
#pragma acc atomic update
    count += 1;
  }

  // The loop variable declared before the vector loop keeps its final
  // value; a worker loop takes the block's threads, the vector loop inside
  // it (not canonical: two tests) runs in each.
#pragma acc parallel loop gang copyin(A) copyout(last, y)
  for (int i = 0; i < N; ++i) {
    int j;
    double acc = weight(i, A);
#pragma acc loop worker reduction(+:acc)
    for (j = 0; j < M; j += 4) {
      double part = 0;
#pragma acc loop vector reduction(+:part)
      for (int k = j; k < j + 4 && k < M; ++k)
        part += A[i * M + k];
      acc += part;
    }
    last[i] = j;
    y[i] = acc;
  }

  double rows[N];
  double all = g.sumRows(rows);

  double check = 0;
  for (int k = 0; k < N * M; ++k)
    check += B[k] * (k % 7) + C[k] * (k % 5);
  for (int i = 0; i < N; ++i)
    check += z[i] + y[i] * (i % 3) + last[i] + rows[i] * (i % 2);
  printf("%.6f %d %.6f\n", check, count, all);
  return 0;
}
