// laplace2d_cuda.cu - benchmark: Jacobi iteration for the 2-D Laplace equation
// (hand-written CUDA).
//
// The hand-written counterpart of laplace2d_acc.cpp / laplace2d_omp.cpp, same
// algorithm and output. One Jacobi iteration on an N x N grid of doubles is
// two kernels: jacobi_kernel computes the new interior values into Anew and
// the largest change (max-reduction: warp shuffles, one shared-memory slot per
// warp, then one atomicMax per block on the bit pattern of the block maximum,
// valid because the changes are >= 0), and copy_kernel copies them back into
// A. Both grids live on the device for the whole run; only the 8-byte error
// comes back each iteration for the convergence test. Thread blocks are 32 x 8
// with threadIdx.x along the contiguous dimension.
//
// The tolerance is so small that the loop never stops early: 2 untimed
// iterations, then REPS timed ones.
//
// Usage: laplace2d_cuda [N] [REPS]   (defaults 4096 and 100)
// stderr: BENCH kernel=laplace2d seconds=<s per iteration> bytes=<B> flops=<F>
//   bytes: 8 * (N*N + 3*(N-2)^2) (stencil reads A, writes Anew's interior;
//          copy reads Anew's interior, writes A's interior);
//   flops: 6 * (N-2)^2 (3 adds + 1 multiply, 1 subtract + 1 max).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: CUDA error %s: %s\n", __FILE__, __LINE__,        \
              cudaGetErrorName(err_), cudaGetErrorString(err_));               \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

constexpr int BX = 32, BY = 8;
constexpr int NWARPS = BX * BY / 32;

__global__ void __launch_bounds__(BX *BY)
    jacobi_kernel(int n, const double *__restrict__ A,
                  double *__restrict__ Anew,
                  unsigned long long *__restrict__ max_bits) {
  const int i = blockIdx.x * BX + threadIdx.x + 1;
  const int j = blockIdx.y * BY + threadIdx.y + 1;
  double err = 0.0;
  if (i < n - 1 && j < n - 1) {
    const size_t k = (size_t)j * n + i;
    const double c = A[k];
    const double v = 0.25 * (A[k + 1] + A[k - 1] + A[k - n] + A[k + n]);
    Anew[k] = v;
    err = fabs(v - c);
  }

  // Block maximum: within each warp, then across the warps of the block.
  for (int off = 16; off > 0; off >>= 1)
    err = fmax(err, __shfl_down_sync(0xffffffffu, err, off));
  __shared__ double warp_max[NWARPS];
  const int tid = threadIdx.y * BX + threadIdx.x;
  const int lane = tid & 31, warp = tid >> 5;
  if (lane == 0)
    warp_max[warp] = err;
  __syncthreads();
  if (warp == 0) {
    err = lane < NWARPS ? warp_max[lane] : 0.0;
    for (int off = NWARPS / 2; off > 0; off >>= 1)
      err = fmax(err, __shfl_down_sync(0xffffffffu, err, off));
    // Non-negative doubles order like their bit patterns as unsigned integers.
    if (lane == 0 && err > 0.0)
      atomicMax(max_bits, (unsigned long long)__double_as_longlong(err));
  }
}

__global__ void __launch_bounds__(BX *BY)
    copy_kernel(int n, double *__restrict__ A,
                const double *__restrict__ Anew) {
  const int i = blockIdx.x * BX + threadIdx.x + 1;
  const int j = blockIdx.y * BY + threadIdx.y + 1;
  if (i < n - 1 && j < n - 1) {
    const size_t k = (size_t)j * n + i;
    A[k] = Anew[k];
  }
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 100;
  if (n < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 3] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const int warmup = 2;
  const int iter_max = warmup + reps;
  const double tol = 1.0e-300; // never reached: all iterations run
  const double pi = 3.14159265358979323846;
  const size_t nn = (size_t)n * n;

  double *A = new double[nn];
  for (size_t k = 0; k < nn; ++k)
    A[k] = 0.0;
  for (int j = 0; j < n; ++j) {
    const double y = (double)j / (double)(n - 1);
    A[(size_t)j * n] = sin(pi * y);
    A[(size_t)j * n + n - 1] = 4.0 * y * (1.0 - y);
  }

  double *d_A, *d_Anew;
  unsigned long long *d_max;
  CHECK(cudaMalloc(&d_A, nn * sizeof(double)));
  CHECK(cudaMalloc(&d_Anew, nn * sizeof(double)));
  CHECK(cudaMalloc(&d_max, sizeof(unsigned long long)));
  CHECK(cudaMemcpy(d_A, A, nn * sizeof(double), cudaMemcpyHostToDevice));
  // Anew's edges are never read; its interior is written before it is read.

  const dim3 block(BX, BY);
  const dim3 grid((n - 2 + BX - 1) / BX, (n - 2 + BY - 1) / BY);

  double error = 1.0;
  int iter = 0;
  std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now();
  while (error > tol && iter < iter_max) {
    if (iter == warmup) {
      CHECK(cudaDeviceSynchronize());
      t0 = std::chrono::steady_clock::now();
    }
    CHECK(cudaMemsetAsync(d_max, 0, sizeof(unsigned long long)));
    jacobi_kernel<<<grid, block>>>(n, d_A, d_Anew, d_max);
    CHECK(cudaGetLastError());
    copy_kernel<<<grid, block>>>(n, d_A, d_Anew);
    CHECK(cudaGetLastError());
    unsigned long long bits;
    CHECK(cudaMemcpy(&bits, d_max, sizeof bits, cudaMemcpyDeviceToHost));
    memcpy(&error, &bits, sizeof error);
    ++iter;
  }
  CHECK(cudaDeviceSynchronize());
  const std::chrono::steady_clock::time_point t1 =
      std::chrono::steady_clock::now();
  const int timed = iter > warmup ? iter - warmup : 1;
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / timed;
  const long long interior = (long long)(n - 2) * (n - 2);
  fprintf(stderr, "BENCH kernel=laplace2d seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 8LL * ((long long)nn + 3 * interior), 6 * interior);

  CHECK(cudaMemcpy(A, d_A, nn * sizeof(double), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_A));
  CHECK(cudaFree(d_Anew));
  CHECK(cudaFree(d_max));

  double sum = 0.0, sumsq = 0.0;
  for (size_t k = 0; k < nn; ++k) {
    sum += A[k];
    sumsq += A[k] * A[k];
  }
  printf("laplace2d: n = %d, iterations = %d\n", n, iter);
  printf("final error = %.12e\n", error);
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  const int r0 = n / 2, r1 = n / 3;
  printf("A[%d][1] = %.12e, A[%d][2] = %.12e, A[%d][%d] = %.12e\n", r0,
         A[(size_t)r0 * n + 1], r0, A[(size_t)r0 * n + 2], r1, n - 2,
         A[(size_t)r1 * n + n - 2]);

  delete[] A;
  return 0;
}
