// stencil3d_cuda.cu - benchmark: 3-D 7-point Jacobi-style stencil
// (hand-written CUDA).
//
// The hand-written counterpart of stencil3d_acc.cpp / stencil3d_omp.cpp, same
// algorithm and output. One out-of-place sweep over the interior of an
// N x N x N grid of doubles is one kernel, sweep_kernel, computing
//   unew = (1 - 6 r) u + r (sum of the 6 face neighbours of u),  r = 1/8,
// one point per thread in 32 x 4 x 2 thread blocks (threadIdx.x along the
// contiguous dimension). The face z = 0 is held at 1, the other faces at 0;
// both grids carry the same boundary and are uploaded once before the clock
// starts, the host swaps the device pointers after each sweep and the final
// field is copied back after the clock stops.
//
// 2 untimed warm-up sweeps, then REPS timed sweeps.
//
// Usage: stencil3d_cuda [N] [REPS]   (defaults 512 and 20)
// stderr: BENCH kernel=stencil3d seconds=<s per sweep> bytes=<B> flops=<F>
//   bytes: read u, write the interior of unew: 8 * (N^3 + (N-2)^3);
//   flops: 5 adds for the neighbour sum, 2 multiplies, 1 add: 8 * (N-2)^3.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                            \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "%s:%d: CUDA error %s: %s\n", __FILE__, __LINE__,        \
              cudaGetErrorName(err_), cudaGetErrorString(err_));               \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

constexpr int BX = 32, BY = 4, BZ = 2;

__global__ void __launch_bounds__(BX *BY *BZ)
    sweep_kernel(int n, double r, double c, const double *__restrict__ u,
                 double *__restrict__ unew) {
  const int i = blockIdx.x * BX + threadIdx.x + 1;
  const int j = blockIdx.y * BY + threadIdx.y + 1;
  const int k = blockIdx.z * BZ + threadIdx.z + 1;
  if (i >= n - 1 || j >= n - 1 || k >= n - 1)
    return;
  const size_t plane = (size_t)n * n;
  const size_t p = ((size_t)k * n + j) * n + i;
  unew[p] = c * u[p] + r * (u[p - 1] + u[p + 1] + u[p - n] + u[p + n] +
                            u[p - plane] + u[p + plane]);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 512;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  if (n < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 3] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const int warmup = 2;
  const double pi = 3.14159265358979323846;
  const double r = 0.125;
  const double c = 1.0 - 6.0 * r;
  const size_t plane = (size_t)n * n;
  const size_t nnn = plane * n;

  // Interior sin(pi x) sin(pi y) sin(pi z); the face z = 0 at 1, others at 0.
  double *u = new double[nnn];
  double *s = new double[n];
  for (int i = 0; i < n; ++i)
    s[i] = sin(pi * (double)i / (double)(n - 1));
  for (int k = 0; k < n; ++k)
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) {
        const size_t p = ((size_t)k * n + j) * n + i;
        const bool edge = k == 0 || k == n - 1 || j == 0 || j == n - 1 ||
                          i == 0 || i == n - 1;
        u[p] = k == 0 ? 1.0 : edge ? 0.0 : s[i] * s[j] * s[k];
      }
  delete[] s;

  // Both device grids start as the same field, so both carry the boundary.
  double *d_u, *d_unew;
  CHECK(cudaMalloc(&d_u, nnn * sizeof(double)));
  CHECK(cudaMalloc(&d_unew, nnn * sizeof(double)));
  CHECK(cudaMemcpy(d_u, u, nnn * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_unew, u, nnn * sizeof(double), cudaMemcpyHostToDevice));

  const dim3 block(BX, BY, BZ);
  const dim3 grid((n - 2 + BX - 1) / BX, (n - 2 + BY - 1) / BY,
                  (n - 2 + BZ - 1) / BZ);

  for (int t = 0; t < warmup; ++t) {
    sweep_kernel<<<grid, block>>>(n, r, c, d_u, d_unew);
    CHECK(cudaGetLastError());
    double *tmp = d_u;
    d_u = d_unew;
    d_unew = tmp;
  }
  CHECK(cudaDeviceSynchronize());

  const std::chrono::steady_clock::time_point t0 =
      std::chrono::steady_clock::now();
  for (int t = 0; t < reps; ++t) {
    sweep_kernel<<<grid, block>>>(n, r, c, d_u, d_unew);
    CHECK(cudaGetLastError());
    double *tmp = d_u;
    d_u = d_unew;
    d_unew = tmp;
  }
  CHECK(cudaDeviceSynchronize());
  const std::chrono::steady_clock::time_point t1 =
      std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / reps;

  const long long interior = (long long)(n - 2) * (n - 2) * (n - 2);
  fprintf(stderr, "BENCH kernel=stencil3d seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 8LL * ((long long)nnn + interior), 8LL * interior);

  CHECK(cudaMemcpy(u, d_u, nnn * sizeof(double), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_u));
  CHECK(cudaFree(d_unew));

  double sum = 0.0, sumsq = 0.0;
  for (size_t p = 0; p < nnn; ++p) {
    sum += u[p];
    sumsq += u[p] * u[p];
  }
  const int h = n / 2, a = n / 3, b = n / 4;
  printf("stencil3d: n = %d, sweeps = %d\n", n, warmup + reps);
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  printf("u[1][%d][%d] = %.12e, u[%d][%d][%d] = %.12e, u[%d][%d][%d] = %.12e\n",
         h, h, u[plane + (size_t)h * n + h], h, h, h,
         u[(size_t)h * plane + (size_t)h * n + h], a, b, n - 2,
         u[(size_t)a * plane + (size_t)b * n + n - 2]);

  delete[] u;
  return 0;
}
