// stream_cuda.cu - STREAM-style memory bandwidth benchmark (hand-written CUDA).
//
// Measures the sustained device memory bandwidth of five kernels on three
// double arrays of N elements: copy (c = a), scale (b = s*c), add (c = a + b),
// triad (a = b + s*c) and dot (sum of a*b). The arrays stay on the device for
// all repetitions. Element-wise kernels use one element per thread; dot is a
// grid-stride loop with a warp-shuffle/shared-memory block reduction and a
// second single-block pass over the per-block partial sums (deterministic).
// Usage: stream_cuda [N] [REPS] (defaults 1<<26 doubles per array, 20).
// stderr: one BENCH line per kernel (best repetition); stdout: checksums.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

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

constexpr int kBlock = 256; // threads per block (all kernels)
constexpr int kWarps = kBlock / 32;

__global__ void copy_kernel(long long n, const double *__restrict__ a,
                            double *__restrict__ c) {
  const long long i = (long long)blockIdx.x * kBlock + threadIdx.x;
  if (i < n)
    c[i] = a[i];
}

__global__ void scale_kernel(long long n, double scalar,
                             const double *__restrict__ c,
                             double *__restrict__ b) {
  const long long i = (long long)blockIdx.x * kBlock + threadIdx.x;
  if (i < n)
    b[i] = scalar * c[i];
}

__global__ void add_kernel(long long n, const double *__restrict__ a,
                           const double *__restrict__ b,
                           double *__restrict__ c) {
  const long long i = (long long)blockIdx.x * kBlock + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

__global__ void triad_kernel(long long n, double scalar,
                             const double *__restrict__ b,
                             const double *__restrict__ c,
                             double *__restrict__ a) {
  const long long i = (long long)blockIdx.x * kBlock + threadIdx.x;
  if (i < n)
    a[i] = b[i] + scalar * c[i];
}

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

// Pass 1: each block writes the sum of a[i]*b[i] over its grid-stride range.
__global__ void dot_partial_kernel(long long n, const double *__restrict__ a,
                                   const double *__restrict__ b,
                                   double *__restrict__ partial) {
  double sum = 0.0;
  const long long stride = (long long)gridDim.x * kBlock;
  for (long long i = (long long)blockIdx.x * kBlock + threadIdx.x; i < n;
       i += stride)
    sum += a[i] * b[i];
  sum = block_sum(sum);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sum;
}

// Pass 2: one block adds the per-block partial sums.
__global__ void dot_final_kernel(int nparts, const double *__restrict__ partial,
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
  const long n = argc > 1 ? atol(argv[1]) : 1L << 26;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const double scalar = 0.4;

  std::vector<double> a(n), b(n), c(n);
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0 + (double)(i % 16) / 16.0;
    b[i] = 2.0 - (double)(i % 8) / 8.0;
    c[i] = 0.5;
  }

  int device = 0, sms = 0, dot_blocks_per_sm = 0;
  CHECK(cudaGetDevice(&device));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &dot_blocks_per_sm, dot_partial_kernel, kBlock, 0));
  const long long nll = n;
  const unsigned grid = (unsigned)((nll + kBlock - 1) / kBlock);
  long long dot_grid_ll = (long long)sms * dot_blocks_per_sm;
  if (dot_grid_ll > grid)
    dot_grid_ll = grid;
  const int dot_grid = (int)dot_grid_ll;

  const size_t bytes = (size_t)n * sizeof(double);
  double *d_a, *d_b, *d_c, *d_partial, *d_dot;
  CHECK(cudaMalloc(&d_a, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMalloc(&d_c, bytes));
  CHECK(cudaMalloc(&d_partial, dot_grid * sizeof(double)));
  CHECK(cudaMalloc(&d_dot, sizeof(double)));
  CHECK(cudaMemcpy(d_a, a.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_c, c.data(), bytes, cudaMemcpyHostToDevice));
  CHECK(cudaDeviceSynchronize());

  enum { COPY, SCALE, ADD, TRIAD, DOT, NKERNELS };
  double best[NKERNELS];
  for (int k = 0; k < NKERNELS; ++k)
    best[k] = 1e30;
  double dot = 0.0;

  // Repetition 0 is the untimed warm-up.
  for (int r = 0; r <= reps; ++r) {
    double t[NKERNELS + 1];
    t[0] = now_seconds();

    copy_kernel<<<grid, kBlock>>>(nll, d_a, d_c);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    t[1] = now_seconds();

    scale_kernel<<<grid, kBlock>>>(nll, scalar, d_c, d_b);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    t[2] = now_seconds();

    add_kernel<<<grid, kBlock>>>(nll, d_a, d_b, d_c);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    t[3] = now_seconds();

    triad_kernel<<<grid, kBlock>>>(nll, scalar, d_b, d_c, d_a);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    t[4] = now_seconds();

    // The reduction result comes back to the host, as in the directive forms.
    dot_partial_kernel<<<dot_grid, kBlock>>>(nll, d_a, d_b, d_partial);
    CHECK(cudaGetLastError());
    dot_final_kernel<<<1, kBlock>>>(dot_grid, d_partial, d_dot);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&dot, d_dot, sizeof(double), cudaMemcpyDeviceToHost));
    t[5] = now_seconds();

    if (r > 0)
      for (int k = 0; k < NKERNELS; ++k)
        if (t[k + 1] - t[k] < best[k])
          best[k] = t[k + 1] - t[k];
  }

  CHECK(cudaMemcpy(a.data(), d_a, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b.data(), d_b, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(c.data(), d_c, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_c));
  CHECK(cudaFree(d_partial));
  CHECK(cudaFree(d_dot));

  const char *label[NKERNELS] = {"copy", "scale", "add", "triad", "dot"};
  const double words[NKERNELS] = {2.0, 2.0, 3.0, 3.0, 2.0};
  const double flops[NKERNELS] = {0.0, 1.0, 1.0, 2.0, 2.0};
  for (int k = 0; k < NKERNELS; ++k)
    fprintf(stderr, "BENCH kernel=%s seconds=%.6e bytes=%.0f flops=%.0f\n",
            label[k], best[k], words[k] * 8.0 * (double)n,
            flops[k] * (double)n);

  double sa = 0.0, sb = 0.0, sc = 0.0;
  for (long i = 0; i < n; ++i) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
  }
  printf("stream: n = %ld, reps = %d\n", n, reps);
  printf("sum(a) = %.12e\n", sa);
  printf("sum(b) = %.12e\n", sb);
  printf("sum(c) = %.12e\n", sc);
  printf("dot = %.12e\n", dot);
  return 0;
}
