// heat_cuda.cu - benchmark: explicit 5-point stencil for the 2-D heat equation
// (hand-written CUDA).
//
// The hand-written counterpart of heat_acc.cpp / heat_omp.cpp, same algorithm
// and output. One explicit time step on the N x N interior points of the unit
// square (zero Dirichlet boundary just outside the grid) is one kernel,
// heat_kernel, computing u_tmp from u with 32 x 8 thread blocks (threadIdx.x
// along the contiguous dimension). Both grids are uploaded once before the
// clock starts, the host swaps the device pointers after each step and the
// final field is copied back after the clock stops.
//
// 2 untimed warm-up steps, then REPS timed steps.
//
// Usage: heat_cuda [N] [REPS]   (defaults 8000 and 50)
// stderr: BENCH kernel=heat seconds=<s per step> bytes=<B> flops=<F>
//   bytes: read u, write u_tmp: 16 * N*N;
//   flops: 3 adds for the neighbour sum, 2 multiplies, 1 add: 6 * N*N.
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

static const double pi = 3.14159265358979323846;

constexpr int BX = 32, BY = 8;

// One explicit step u -> u_tmp; points outside the grid count as 0.
__global__ void __launch_bounds__(BX *BY)
    heat_kernel(int n, double r, double c, const double *__restrict__ u,
                double *__restrict__ u_tmp) {
  const int j = blockIdx.x * BX + threadIdx.x;
  const int i = blockIdx.y * BY + threadIdx.y;
  if (i >= n || j >= n)
    return;
  const size_t k = (size_t)i * n + j;
  const double north = i > 0 ? u[k - n] : 0.0;
  const double south = i < n - 1 ? u[k + n] : 0.0;
  const double west = j > 0 ? u[k - 1] : 0.0;
  const double east = j < n - 1 ? u[k + 1] : 0.0;
  u_tmp[k] = c * u[k] + r * (north + south + west + east);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 8000;
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  if (n < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 3] [REPS >= 1]\n", argv[0]);
    return 2;
  }
  const int warmup = 2;
  const double r = 0.2; // alpha dt / h^2, stable for r <= 1/4
  const double c = 1.0 - 4.0 * r;
  const size_t nn = (size_t)n * n;

  // Initial field sin(pi x) sin(3 pi y) (1 + x y).
  double *u = new double[nn];
  const double h = 1.0 / (n + 1);
  for (int i = 0; i < n; ++i) {
    const double y = (i + 1) * h;
    const double sy = sin(3.0 * pi * y);
    for (int j = 0; j < n; ++j) {
      const double x = (j + 1) * h;
      u[(size_t)i * n + j] = sin(pi * x) * sy * (1.0 + x * y);
    }
  }

  double *d_u, *d_tmp;
  CHECK(cudaMalloc(&d_u, nn * sizeof(double)));
  CHECK(cudaMalloc(&d_tmp, nn * sizeof(double)));
  double *const d_first = d_u;
  CHECK(cudaMemcpy(d_u, u, nn * sizeof(double), cudaMemcpyHostToDevice));
  // d_tmp is written completely by every step before it is read.

  const dim3 block(BX, BY);
  const dim3 grid((n + BX - 1) / BX, (n + BY - 1) / BY);

  for (int t = 0; t < warmup; ++t) {
    heat_kernel<<<grid, block>>>(n, r, c, d_u, d_tmp);
    CHECK(cudaGetLastError());
    double *tmp = d_u;
    d_u = d_tmp;
    d_tmp = tmp;
  }
  CHECK(cudaDeviceSynchronize());

  const std::chrono::steady_clock::time_point t0 =
      std::chrono::steady_clock::now();
  for (int t = 0; t < reps; ++t) {
    heat_kernel<<<grid, block>>>(n, r, c, d_u, d_tmp);
    CHECK(cudaGetLastError());
    double *tmp = d_u;
    d_u = d_tmp;
    d_tmp = tmp;
  }
  CHECK(cudaDeviceSynchronize());
  const std::chrono::steady_clock::time_point t1 =
      std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / reps;
  fprintf(stderr, "BENCH kernel=heat seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 16LL * (long long)nn, 6LL * (long long)nn);

  CHECK(cudaMemcpy(u, d_u, nn * sizeof(double), cudaMemcpyDeviceToHost));
  const bool in_first = d_u == d_first;
  CHECK(cudaFree(d_u));
  CHECK(cudaFree(d_tmp));

  double sum = 0.0, sumsq = 0.0;
  for (size_t k = 0; k < nn; ++k) {
    sum += u[k];
    sumsq += u[k] * u[k];
  }
  printf("heat: n = %d, steps = %d, r = %.12e\n", n, warmup + reps, r);
  printf("result in the buffer that began as %s\n", in_first ? "u" : "u_tmp");
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  const int a = n / 6, b = n / 2, e = n - 1;
  printf("u[%d][%d] = %.12e, u[%d][%d] = %.12e, u[%d][%d] = %.12e\n", a, b,
         u[(size_t)a * n + b], b, a, u[(size_t)b * n + a], e, e,
         u[(size_t)e * n + e]);

  delete[] u;
  return 0;
}
