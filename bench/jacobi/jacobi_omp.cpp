// jacobi_omp.cpp - benchmark: dense Jacobi solver for A x = b (OpenMP offload).
//
// Measures one Jacobi sweep x_new[i] = (b[i] - sum_{j != i} A[i][j] x[j]) /
// A[i][i] over a dense, diagonally dominant N x N matrix, written as a user
// would. The matrix is stored in two layouts, measured one after the other:
// row-major (jacobi_row: `target teams distribute` over the rows, a team per
// row whose threads share the row's sum, a nested `parallel for reduction`,
// and read neighbouring addresses) and column-major (jacobi_col: `target
// teams distribute parallel for` over the rows, each row's sum a sequential
// j loop into a local; neighbouring rows' threads read neighbouring
// addresses). A, b, x and x_new stay on
// the device in one `target data` region per layout (the kernels' pointers
// find them there: OpenMP's implicit zero-length mapping); the host swaps the
// x/x_new pointers after each sweep. 2 untimed sweeps warm up, then REPS
// sweeps are timed together.
//
// Usage: jacobi_omp [N [REPS]]   (default N = 8192, REPS = 50)
// stdout: per layout, checksum, sample entries and residual norm of x.
// stderr: BENCH kernel=jacobi_row|jacobi_col seconds=<per sweep>
//         bytes=<N*N*8 + 3*N*8> flops=<2*N*N>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

static const int WARMUP_SWEEPS = 2;

// Off-diagonal entries depend on |i - j| only: w(d) = 1 / (2 + d). The
// diagonal is 1.1 times its row's off-diagonal sum plus 1, so the iteration
// converges, slowly enough that 50 sweeps do not reach rounding level.
static void init_system(int n, bool col_major, double *A, double *b) {
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

static void sweep_row(int n, const double *A, const double *b, const double *x,
                      double *xnew) {
#pragma omp target teams distribute
  for (int i = 0; i < n; ++i) {
    double sigma = 0.0;
#pragma omp parallel for reduction(+ : sigma)
    for (int j = 0; j < n; ++j)
      if (j != i)
        sigma += A[i * n + j] * x[j];
    xnew[i] = (b[i] - sigma) / A[i * n + i];
  }
}

static void sweep_col(int n, const double *A, const double *b, const double *x,
                      double *xnew) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i) {
    double sigma = 0.0;
    for (int j = 0; j < n; ++j)
      if (j != i)
        sigma += A[j * n + i] * x[j];
    xnew[i] = (b[i] - sigma) / A[i * n + i];
  }
}

static void sweep(bool col_major, int n, const double *A, const double *b,
                  const double *x, double *xnew) {
  if (col_major)
    sweep_col(n, A, b, x, xnew);
  else
    sweep_row(n, A, b, x, xnew);
}

// WARMUP_SWEEPS + reps sweeps from x = 0, the result copied into x0. Returns
// the seconds per timed sweep.
static double solve(bool col_major, int n, int reps, const double *A,
                    const double *b, double *x0, double *x1) {
  for (int i = 0; i < n; ++i) {
    x0[i] = 0.0;
    x1[i] = 0.0;
  }
  double *x = x0, *xnew = x1;
  double seconds = 0.0;
  // clang-format off
#pragma omp target data map(to: A[0:n*n], b[0:n], x[0:n], xnew[0:n])
  // clang-format on
  {
    for (int s = 0; s < WARMUP_SWEEPS; ++s) {
      sweep(col_major, n, A, b, x, xnew);
      double *t = x;
      x = xnew;
      xnew = t;
    }
    auto t0 = std::chrono::steady_clock::now();
    for (int s = 0; s < reps; ++s) {
      sweep(col_major, n, A, b, x, xnew);
      double *t = x;
      x = xnew;
      xnew = t;
    }
    auto t1 = std::chrono::steady_clock::now();
    seconds = std::chrono::duration<double>(t1 - t0).count() / reps;
    // clang-format off
#pragma omp target update from(x[0:n])
    // clang-format on
  }
  if (x != x0)
    for (int i = 0; i < n; ++i)
      x0[i] = x[i];
  return seconds;
}

// Prints the solution's checksum, a few entries and the residual norm
// ||b - A x||_2 (computed on the host), and the BENCH line.
static void report(const char *label, bool col_major, int n, double seconds,
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

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 8192;
  const int reps = argc > 2 ? atoi(argv[2]) : 50;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N >= 1 [REPS >= 1]]\n", argv[0]);
    return 2;
  }
  double *A = new double[(size_t)n * n];
  double *b = new double[n];
  double *x0 = new double[n];
  double *x1 = new double[n];

  printf("jacobi n=%d sweeps=%d\n", n, WARMUP_SWEEPS + reps);
  for (int layout = 0; layout < 2; ++layout) {
    const bool col_major = layout == 1;
    init_system(n, col_major, A, b);
    const double seconds = solve(col_major, n, reps, A, b, x0, x1);
    report(col_major ? "jacobi_col" : "jacobi_row", col_major, n, seconds, A, b,
           x0);
  }

  delete[] A;
  delete[] b;
  delete[] x0;
  delete[] x1;
  return 0;
}
