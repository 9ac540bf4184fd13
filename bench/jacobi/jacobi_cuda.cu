// jacobi_cuda.cu - benchmark: dense Jacobi solver for A x = b (hand-written
// CUDA, the expert baseline for jacobi_acc/jacobi_omp).
//
// Measures one Jacobi sweep x_new[i] = (b[i] - sum_{j != i} A[i][j] x[j]) /
// A[i][i] over a dense, diagonally dominant N x N matrix in two layouts:
//  - jacobi_row (row-major A): a warp per row; the lanes stride along the row
//    (each load instruction reads 256 contiguous bytes, four in flight per
//    lane), then a shuffle reduction.
//  - jacobi_col (column-major A): a thread per row, so a warp reads 32
//    neighbouring entries of a column (coalesced). A single thread per row
//    would leave N threads, too few to fill the GPU, so each block's 32 rows
//    are shared by 16 warps that each take every 16th column, and the 16
//    partial sums of a row are added in shared memory.
// A, b, x and x_new stay on the device; the host swaps the x/x_new pointers
// after each sweep. Same data, warm-up (2 sweeps), timing and output as the
// directive forms.
//
// Usage: jacobi_cuda [N [REPS]]   (default N = 8192, REPS = 50)
// stdout: per layout, checksum, sample entries and residual norm of x.
// stderr: BENCH kernel=jacobi_row|jacobi_col seconds=<per sweep>
//         bytes=<N*N*8 + 3*N*8> flops=<2*N*N>
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

namespace {

const int WARMUP_SWEEPS = 2;
constexpr unsigned FULL_MASK = 0xffffffffu;

// Row-major: warp w of the block handles row blockIdx.x * ROW_WARPS + w.
constexpr int ROW_WARPS = 8;
constexpr int ROW_THREADS = ROW_WARPS * 32;
constexpr int ROW_UNROLL = 4;

__global__ void __launch_bounds__(ROW_THREADS)
    sweep_row_kernel(int n, const double *__restrict__ A,
                     const double *__restrict__ b, const double *__restrict__ x,
                     double *__restrict__ xnew) {
  const int lane = threadIdx.x % 32;
  const int i = blockIdx.x * ROW_WARPS + threadIdx.x / 32;
  if (i >= n) // the whole warp leaves together
    return;
  const double *__restrict__ row = A + (size_t)i * n;

  // Independent partial sums: ROW_UNROLL streaming loads in flight per lane.
  double s[ROW_UNROLL] = {};
  int j = lane;
  for (; j + (ROW_UNROLL - 1) * 32 < n; j += ROW_UNROLL * 32) {
    double v[ROW_UNROLL];
#pragma unroll
    for (int u = 0; u < ROW_UNROLL; ++u)
      v[u] = __ldcs(row + j + u * 32) * __ldg(x + j + u * 32);
#pragma unroll
    for (int u = 0; u < ROW_UNROLL; ++u)
      s[u] += (j + u * 32 != i) ? v[u] : 0.0;
  }
  for (; j < n; j += 32)
    s[0] += (j != i) ? __ldcs(row + j) * __ldg(x + j) : 0.0;

  double sigma = 0.0;
#pragma unroll
  for (int u = 0; u < ROW_UNROLL; ++u)
    sigma += s[u];
#pragma unroll
  for (int offset = 16; offset > 0; offset /= 2)
    sigma += __shfl_xor_sync(FULL_MASK, sigma, offset);
  if (lane == 0)
    xnew[i] = (b[i] - sigma) / row[i];
}

// Column-major: block (COL_ROWS, COL_SLICES); thread (r, c) handles row
// blockIdx.x * COL_ROWS + r over the columns j = c, c + COL_SLICES, ...
constexpr int COL_ROWS = 32;
constexpr int COL_SLICES = 16;
constexpr int COL_UNROLL = 4;

__global__ void __launch_bounds__(COL_ROWS *COL_SLICES)
    sweep_col_kernel(int n, const double *__restrict__ A,
                     const double *__restrict__ b, const double *__restrict__ x,
                     double *__restrict__ xnew) {
  __shared__ double part[COL_SLICES][COL_ROWS + 1];
  const int r = threadIdx.x, c = threadIdx.y;
  const int i = blockIdx.x * COL_ROWS + r;

  double s[COL_UNROLL] = {};
  if (i < n) {
    constexpr int STEP = COL_SLICES * COL_UNROLL;
    int j = c;
    for (; j + (COL_UNROLL - 1) * COL_SLICES < n; j += STEP) {
      double v[COL_UNROLL];
#pragma unroll
      for (int u = 0; u < COL_UNROLL; ++u) {
        const int jj = j + u * COL_SLICES;
        v[u] = __ldcs(A + (size_t)jj * n + i) * __ldg(x + jj);
      }
#pragma unroll
      for (int u = 0; u < COL_UNROLL; ++u)
        s[u] += (j + u * COL_SLICES != i) ? v[u] : 0.0;
    }
    for (; j < n; j += COL_SLICES)
      s[0] += (j != i) ? __ldcs(A + (size_t)j * n + i) * __ldg(x + j) : 0.0;
  }
  double sum = 0.0;
#pragma unroll
  for (int u = 0; u < COL_UNROLL; ++u)
    sum += s[u];
  part[c][r] = sum;
  __syncthreads();

  if (c == 0 && i < n) {
    double sigma = 0.0;
#pragma unroll
    for (int k = 0; k < COL_SLICES; ++k)
      sigma += part[k][r];
    xnew[i] = (b[i] - sigma) / A[(size_t)i * n + i];
  }
}

void sweep(bool col_major, int n, const double *d_A, const double *d_b,
           const double *d_x, double *d_xnew) {
  if (col_major) {
    const dim3 block(COL_ROWS, COL_SLICES);
    sweep_col_kernel<<<(n + COL_ROWS - 1) / COL_ROWS, block>>>(n, d_A, d_b, d_x,
                                                               d_xnew);
  } else {
    sweep_row_kernel<<<(n + ROW_WARPS - 1) / ROW_WARPS, ROW_THREADS>>>(
        n, d_A, d_b, d_x, d_xnew);
  }
  CHECK(cudaGetLastError());
}

// Off-diagonal entries depend on |i - j| only: w(d) = 1 / (2 + d). The
// diagonal is 1.1 times its row's off-diagonal sum plus 1, so the iteration
// converges, slowly enough that 50 sweeps do not reach rounding level.
void init_system(int n, bool col_major, double *A, double *b) {
  double *prefix = new double[n]; // prefix[m] = w(1) + ... + w(m)
  prefix[0] = 0.0;
  for (int d = 1; d < n; ++d)
    prefix[d] = prefix[d - 1] + 1.0 / (2.0 + d);
  for (int r = 0; r < n; ++r)     // r: the slow index of the layout
    for (int s = 0; s < n; ++s) { // s: the fast one
      const int i = col_major ? s : r, j = col_major ? r : s;
      A[(size_t)r * n + s] = i == j
                                 ? 1.1 * (prefix[i] + prefix[n - 1 - i]) + 1.0
                                 : 1.0 / (2.0 + std::abs(i - j));
    }
  for (int i = 0; i < n; ++i)
    b[i] = 1.0 + 0.25 * (double)(i % 7);
  delete[] prefix;
}

// WARMUP_SWEEPS + reps sweeps from x = 0 on the device arrays, the result
// copied into the host array x. Returns the seconds per timed sweep.
double solve(bool col_major, int n, int reps, const double *A, const double *b,
             double *x, double *d_A, double *d_b, double *d_x0, double *d_x1) {
  CHECK(cudaMemcpy(d_A, A, (size_t)n * n * sizeof(double),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b, n * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(d_x0, 0, n * sizeof(double))); // all-zero bits == 0.0
  CHECK(cudaMemset(d_x1, 0, n * sizeof(double)));

  double *d_x = d_x0, *d_xnew = d_x1;
  for (int s = 0; s < WARMUP_SWEEPS; ++s) {
    sweep(col_major, n, d_A, d_b, d_x, d_xnew);
    double *t = d_x;
    d_x = d_xnew;
    d_xnew = t;
  }
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int s = 0; s < reps; ++s) {
    sweep(col_major, n, d_A, d_b, d_x, d_xnew);
    double *t = d_x;
    d_x = d_xnew;
    d_xnew = t;
  }
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();

  CHECK(cudaMemcpy(x, d_x, n * sizeof(double), cudaMemcpyDeviceToHost));
  return std::chrono::duration<double>(t1 - t0).count() / reps;
}

// Prints the solution's checksum, a few entries and the residual norm
// ||b - A x||_2 (computed on the host), and the BENCH line.
void report(const char *label, bool col_major, int n, double seconds,
            const double *A, const double *b, const double *x) {
  double sum = 0.0, rr = 0.0;
  for (int i = 0; i < n; ++i)
    sum += x[i];
  if (col_major) {
    double *r = new double[n];
    for (int i = 0; i < n; ++i)
      r[i] = b[i];
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i)
        r[i] -= A[(size_t)j * n + i] * x[j];
    for (int i = 0; i < n; ++i)
      rr += r[i] * r[i];
    delete[] r;
  } else {
    for (int i = 0; i < n; ++i) {
      double r = b[i];
      for (int j = 0; j < n; ++j)
        r -= A[(size_t)i * n + j] * x[j];
      rr += r * r;
    }
  }
  printf("%s: sum(x)=%.12e x[0]=%.12e x[n/2]=%.12e x[n-1]=%.12e "
         "residual=%.12e\n",
         label, sum, x[0], x[n / 2], x[n - 1], std::sqrt(rr));
  fprintf(stderr, "BENCH kernel=%s seconds=%.6e bytes=%lld flops=%lld\n", label,
          seconds, 8LL * n * n + 3LL * 8 * n, 2LL * n * n);
}

} // namespace

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 8192;
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  double *A = new double[(size_t)n * n];
  double *b = new double[n];
  double *x = new double[n];

  double *d_A, *d_b, *d_x0, *d_x1;
  CHECK(cudaMalloc(&d_A, (size_t)n * n * sizeof(double)));
  CHECK(cudaMalloc(&d_b, n * sizeof(double)));
  CHECK(cudaMalloc(&d_x0, n * sizeof(double)));
  CHECK(cudaMalloc(&d_x1, n * sizeof(double)));

  printf("jacobi n=%d sweeps=%d\n", n, WARMUP_SWEEPS + reps);
  for (int layout = 0; layout < 2; ++layout) {
    const bool col_major = layout == 1;
    init_system(n, col_major, A, b);
    const double seconds =
        solve(col_major, n, reps, A, b, x, d_A, d_b, d_x0, d_x1);
    report(col_major ? "jacobi_col" : "jacobi_row", col_major, n, seconds, A, b,
           x);
  }

  CHECK(cudaFree(d_A));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_x0));
  CHECK(cudaFree(d_x1));
  delete[] A;
  delete[] b;
  delete[] x;
  return 0;
}
