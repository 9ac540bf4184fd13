// pi_cuda.cu - pi by midpoint-rule integration of 4/(1+x^2) over [0,1]
// (hand-written CUDA).
//
// Measures the throughput of a compute-bound loop (one division per step)
// ending in a sum reduction. A grid-stride kernel sized to fill the GPU sums
// its steps per thread, reduces them per block with warp shuffles and shared
// memory, and a second single-block pass adds the per-block partial sums
// (deterministic order). Only the final sum comes back to the host.
// Usage: pi_cuda [N] [REPS] (defaults 1<<30 steps, 10).
// stderr: one BENCH line (best repetition); stdout: the value of pi.
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call,     \
              cudaGetErrorString(err_));                                       \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

constexpr int kBlock = 256; // threads per block
constexpr int kWarps = kBlock / 32;

// Sum of v over the block; the result is valid in thread 0.
__device__ double block_sum(double v) {
  __shared__ double warp_sums[kWarps];
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < kWarps ? warp_sums[lane] : 0.0;
    for (int off = kWarps / 2; off > 0; off >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, off);
  }
  return v;
}

// Pass 1: each block writes the sum of 4/(1+x^2) over its grid-stride steps.
__global__ void __launch_bounds__(kBlock)
    pi_partial_kernel(long long n, double step, double *__restrict__ partial) {
  double sum = 0.0;
  const long long stride = (long long)gridDim.x * kBlock;
  for (long long i = (long long)blockIdx.x * kBlock + threadIdx.x; i < n;
       i += stride) {
    const double x = ((double)i + 0.5) * step;
    sum += 4.0 / (1.0 + x * x);
  }
  sum = block_sum(sum);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sum;
}

// Pass 2: one block adds the per-block partial sums.
__global__ void __launch_bounds__(kBlock)
    sum_partials_kernel(int nparts, const double *__restrict__ partial,
                        double *__restrict__ result) {
  double sum = 0.0;
  for (int i = threadIdx.x; i < nparts; i += kBlock)
    sum += partial[i];
  sum = block_sum(sum);
  if (threadIdx.x == 0)
    *result = sum;
}

static double now_seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

int main(int argc, char **argv) {
  const long n = argc > 1 ? atol(argv[1]) : 1L << 30;
  const int reps = argc > 2 ? atoi(argv[2]) : 10;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const double step = 1.0 / (double)n;

  // Enough resident blocks to fill every SM (a few waves of work per thread
  // at the default size), but never more blocks than steps need.
  int device = 0, sms = 0, blocks_per_sm = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &blocks_per_sm, pi_partial_kernel, kBlock, 0));
  long long grid_ll = (long long)sms * blocks_per_sm;
  const long long needed = ((long long)n + kBlock - 1) / kBlock;
  if (grid_ll > needed)
    grid_ll = needed;
  const int grid = (int)grid_ll;

  double *d_partial, *d_sum;
  CHECK(cudaMalloc(&d_partial, grid * sizeof(double)));
  CHECK(cudaMalloc(&d_sum, sizeof(double)));

  double pi = 0.0;
  double best = 1e30;
  // Repetition 0 is the untimed warm-up.
  for (int r = 0; r <= reps; ++r) {
    const double t0 = now_seconds();
    pi_partial_kernel<<<grid, kBlock>>>((long long)n, step, d_partial);
    CHECK(cudaGetLastError());
    sum_partials_kernel<<<1, kBlock>>>(grid, d_partial, d_sum);
    CHECK(cudaGetLastError());
    double sum = 0.0;
    CHECK(cudaMemcpy(&sum, d_sum, sizeof(double), cudaMemcpyDeviceToHost));
    pi = step * sum;
    const double t1 = now_seconds();
    if (r > 0 && t1 - t0 < best)
      best = t1 - t0;
  }
  CHECK(cudaFree(d_partial));
  CHECK(cudaFree(d_sum));

  // Per step: add, mul (x), mul, add, div, add (sum).
  fprintf(stderr, "BENCH kernel=pi seconds=%.6e bytes=0 flops=%.0f\n", best,
          6.0 * (double)n);
  printf("pi: n = %ld, reps = %d\n", n, reps);
  printf("pi = %.12e\n", pi);
  return 0;
}
