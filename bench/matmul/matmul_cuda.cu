// matmul_cuda.cu - benchmark: dense double matrix multiply C = A * B
// (hand-written CUDA, the expert baseline for matmul_acc/matmul_omp).
//
// Measures one N x N row-major multiply with a shared-memory tiled,
// register-blocked kernel: a 256-thread block computes a 64 x 64 tile of C,
// each thread a 4 x 4 micro-tile held in registers (rows and columns taken as
// pairs 32 apart, so shared-memory reads are 16-byte, conflict-free and the
// stores to C are coalesced). A (stored transposed) and B pass through shared
// memory in 16-wide k slices; the next slice is fetched into registers while
// the current one is used. Any N works (edge tiles are zero-padded). Same
// data, warm-up, timing and output as the directive forms.
//
// Usage: matmul_cuda [N [REPS]]   (default N = 2048, REPS = 5)
// stdout: checksums and sample entries of C (exact: see init below).
// stderr: BENCH kernel=matmul seconds=<per multiply> bytes=<3*N*N*8>
//         flops=<2*N^3>
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

constexpr int BM = 64;                     // rows of C per block
constexpr int BN = 64;                     // columns of C per block
constexpr int BK = 16;                     // k slice held in shared memory
constexpr int TX = 16;                     // threads along the columns
constexpr int TY = 16;                     // threads along the rows
constexpr int THREADS = TX * TY;           // 256; each computes 4 x 4 of C
constexpr int A_LOADS = BM * BK / THREADS; // 4 elements of A per thread
constexpr int B_LOADS = BK * BN / THREADS; // 4 elements of B per thread
constexpr int APAD = 2; // keeps 16-byte alignment, spreads transposed stores

static_assert(BM == 4 * TY && BN == 4 * TX, "4 x 4 micro-tiles");
static_assert(THREADS % BK == 0 && THREADS % BN == 0, "load mapping");

__global__ void __launch_bounds__(THREADS, 2)
    matmul_kernel(int n, const double *__restrict__ a,
                  const double *__restrict__ b, double *__restrict__ c) {
  __shared__ __align__(16) double As[BK][BM + APAD]; // A slice, transposed
  __shared__ __align__(16) double Bs[BK][BN];

  const int tid = threadIdx.x;
  const int tx = tid % TX, ty = tid / TX;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;

  // Global -> register loads. Element e = tid + l * THREADS of the A slice
  // (BM x BK) is row e / BK, column e % BK: a warp reads two 128-byte row
  // segments. Of the B slice (BK x BN) it is row e / BN, column e % BN: a
  // warp reads one 256-byte segment. Rows (of A) and columns (of B) outside
  // the matrix are fixed per thread; the k bound moves with the slice.
  const int a_row = row0 + tid / BK, a_col = tid % BK;
  const int b_row = tid / BN, b_col = col0 + tid % BN;
  const double *pa = a + (size_t)a_row * n + a_col;
  const double *pb = b + (size_t)b_row * n + b_col;
  constexpr int A_ROW_STEP = THREADS / BK, B_ROW_STEP = THREADS / BN;
  double ra[A_LOADS], rb[B_LOADS];
  auto fetch = [&](int k0) {
    const bool a_kin = k0 + a_col < n;
#pragma unroll
    for (int l = 0; l < A_LOADS; ++l)
      ra[l] = (a_kin && a_row + l * A_ROW_STEP < n)
                  ? pa[(size_t)l * A_ROW_STEP * n + k0]
                  : 0.0;
    const bool b_cin = b_col < n;
#pragma unroll
    for (int l = 0; l < B_LOADS; ++l)
      rb[l] = (b_cin && k0 + b_row + l * B_ROW_STEP < n)
                  ? pb[(size_t)(k0 + l * B_ROW_STEP) * n]
                  : 0.0;
  };
  auto stash = [&]() {
#pragma unroll
    for (int l = 0; l < A_LOADS; ++l)
      As[a_col][tid / BK + l * A_ROW_STEP] = ra[l];
#pragma unroll
    for (int l = 0; l < B_LOADS; ++l)
      Bs[b_row + l * B_ROW_STEP][tid % BN] = rb[l];
  };

  // This thread's rows: 2ty, 2ty+1, 2ty+32, 2ty+33 (columns likewise with tx).
  double acc[4][4] = {};
  fetch(0);
  for (int k0 = 0; k0 < n; k0 += BK) {
    stash();
    __syncthreads();
    if (k0 + BK < n)
      fetch(k0 + BK); // in flight while this slice is multiplied
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      const double2 a0 = *reinterpret_cast<const double2 *>(&As[kk][2 * ty]);
      const double2 a1 =
          *reinterpret_cast<const double2 *>(&As[kk][2 * ty + BM / 2]);
      const double2 b0 = *reinterpret_cast<const double2 *>(&Bs[kk][2 * tx]);
      const double2 b1 =
          *reinterpret_cast<const double2 *>(&Bs[kk][2 * tx + BN / 2]);
      const double av[4] = {a0.x, a0.y, a1.x, a1.y};
      const double bv[4] = {b0.x, b0.y, b1.x, b1.y};
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] = fma(av[i], bv[j], acc[i][j]);
    }
    __syncthreads();
  }

#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const int r = row0 + 2 * ty + (i & 1) + (i >> 1) * (BM / 2);
    if (r >= n)
      continue;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const int col = col0 + 2 * tx + (j & 1) + (j >> 1) * (BN / 2);
      if (col < n)
        c[(size_t)r * n + col] = acc[i][j];
    }
  }
}

void matmul(int n, const double *d_a, const double *d_b, double *d_c) {
  const dim3 grid((n + BN - 1) / BN, (n + BM - 1) / BM);
  matmul_kernel<<<grid, THREADS>>>(n, d_a, d_b, d_c);
  CHECK(cudaGetLastError());
}

} // namespace

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 5;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  const size_t nn = (size_t)n * n;
  const size_t bytes = nn * sizeof(double);
  double *a = new double[nn];
  double *b = new double[nn];
  double *c = new double[nn];

  // Small binary fractions (multiples of 1/8 and 1/4): every product and
  // every partial sum is exact in double, so C is the same whatever the
  // summation order or FMA contraction.
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      a[(size_t)i * n + j] = 0.125 * (double)((i * 5 + j * 3) % 16 - 8);
      b[(size_t)i * n + j] = 0.25 * (double)((i * 7 + j * 11) % 13 - 6);
      c[(size_t)i * n + j] = 0.0;
    }

  double *d_a, *d_b, *d_c;
  CHECK(cudaMalloc(&d_a, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMalloc(&d_c, bytes));
  CHECK(cudaMemcpy(d_a, a, bytes, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_b, b, bytes, cudaMemcpyHostToDevice));

  matmul(n, d_a, d_b, d_c); // warm-up
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r)
    matmul(n, d_a, d_b, d_c);
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / reps;

  CHECK(cudaMemcpy(c, d_c, bytes, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  CHECK(cudaFree(d_c));

  // Checksums, and a few entries recomputed on the host.
  double sum = 0.0, abs_sum = 0.0, trace = 0.0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      sum += c[(size_t)i * n + j];
      abs_sum += std::fabs(c[(size_t)i * n + j]);
    }
    trace += c[(size_t)i * n + i];
  }
  double max_err = 0.0;
  for (int s = 0; s < 16; ++s) {
    const int i = (int)((s * 7919L) % n), j = (int)((s * 104729L + 13) % n);
    double ref = 0.0;
    for (int k = 0; k < n; ++k)
      ref += a[(size_t)i * n + k] * b[(size_t)k * n + j];
    max_err = std::fmax(max_err, std::fabs(c[(size_t)i * n + j] - ref));
  }

  printf("matmul n=%d\n", n);
  printf("sum(C)=%.12e sum(|C|)=%.12e trace(C)=%.12e\n", sum, abs_sum, trace);
  printf("C[0][0]=%.12e C[n/2][n/3]=%.12e C[n-1][n-1]=%.12e\n", c[0],
         c[(size_t)(n / 2) * n + n / 3], c[nn - 1]);
  printf("max sampled error=%.12e\n", max_err);

  fprintf(stderr, "BENCH kernel=matmul seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 3LL * n * n * 8, 2LL * n * n * n);

  delete[] a;
  delete[] b;
  delete[] c;
  return max_err == 0.0 ? 0 : 1;
}
