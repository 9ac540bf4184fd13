// Inner-loop reductions at the worker and worker-vector levels on float and
// double for + * max min: "parallel loop gang" bodies set a scalar temp, an
// inner "loop worker reduction(op:temp)" or "loop worker vector
// reduction(op:temp)" combines a row, and temp is stored per row. Also a
// gang/worker/vector triple nest (worker loop over rows of a block, vector
// loop over columns) computing a batched matrix-vector product, with
// num_workers and vector_length set on the construct.
#include <cmath>
#include <cstdio>

static const int ROWS = 96;
static const int COLS = 128;
static int errors = 0;

static void expect(const char *what, int row, double got, double want, double tol) {
  if (std::fabs(got - want) > tol * (1.0 + std::fabs(want))) {
    if (errors < 8)
      std::printf("%s row %d: got %.17g want %.17g\n", what, row, got, want);
    ++errors;
  }
}

int main() {
  static double a[ROWS * COLS];
  static float f[ROWS * COLS];
  double dsum[ROWS], dprod[ROWS], dmax[ROWS], dmin[ROWS];
  float fsum[ROWS], fprod[ROWS], fmax_[ROWS], fmin_[ROWS];
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      int k = i * COLS + j;
      a[k] = std::sin(0.01 * k) * 10.0 + (i % 7);
      f[k] = 1.0f + 0.001f * (float)((i * 3 + j) % 17 - 8);
    }

#pragma acc parallel loop gang num_workers(8) copyin(a[0:ROWS*COLS]) copyout(dsum[0:ROWS], dmax[0:ROWS], dmin[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    double temp = 0.0;
#pragma acc loop worker reduction(+:temp)
    for (int j = 0; j < COLS; ++j)
      temp += a[i * COLS + j];
    dsum[i] = temp;
    double hi = -1e300, lo = 1e300;
#pragma acc loop worker reduction(max:hi) reduction(min:lo)
    for (int j = 0; j < COLS; ++j) {
      hi = std::fmax(hi, a[i * COLS + j]);
      lo = std::fmin(lo, a[i * COLS + j]);
    }
    dmax[i] = hi;
    dmin[i] = lo;
  }

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a[0:ROWS*COLS]) copyout(dprod[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    double temp = 1.0;
#pragma acc loop worker vector reduction(*:temp)
    for (int j = 0; j < COLS; ++j)
      temp *= 1.0 + a[i * COLS + j] * 1e-3;
    dprod[i] = temp;
  }

#pragma acc parallel loop gang copyin(f[0:ROWS*COLS]) copyout(fsum[0:ROWS], fprod[0:ROWS], fmax_[0:ROWS], fmin_[0:ROWS])
  for (int i = 0; i < ROWS; ++i) {
    float s = 0.0f, p = 1.0f, hi = -1e30f, lo = 1e30f;
#pragma acc loop worker vector reduction(+:s) reduction(*:p) reduction(max:hi) reduction(min:lo)
    for (int j = 0; j < COLS; ++j) {
      float v = f[i * COLS + j];
      s += v;
      p *= v;
      hi = v > hi ? v : hi;
      lo = v < lo ? v : lo;
    }
    fsum[i] = s;
    fprod[i] = p;
    fmax_[i] = hi;
    fmin_[i] = lo;
  }

  // batched matrix-vector product: gang per matrix, worker per row, vector
  // over the columns
  const int NB = 6, NR = 32, NC = 64;
  static double mat[6 * 32 * 64];
  double vec[64], out[6 * 32];
  for (int k = 0; k < NB * NR * NC; ++k)
    mat[k] = (double)(k % 23) * 0.25 - 2.0;
  for (int c = 0; c < NC; ++c)
    vec[c] = 1.0 / (1 + c);
#pragma acc parallel loop gang num_gangs(NB) num_workers(8) vector_length(32) copyin(mat, vec) copyout(out)
  for (int b = 0; b < NB; ++b) {
#pragma acc loop worker
    for (int r = 0; r < NR; ++r) {
      double temp = 0.0;
#pragma acc loop vector reduction(+:temp)
      for (int c = 0; c < NC; ++c)
        temp += mat[(b * NR + r) * NC + c] * vec[c];
      out[b * NR + r] = temp;
    }
  }

  for (int i = 0; i < ROWS; ++i) {
    double s = 0.0, p = 1.0, hi = -1e300, lo = 1e300;
    float fs = 0.0f, fp = 1.0f, fh = -1e30f, fl = 1e30f;
    for (int j = 0; j < COLS; ++j) {
      int k = i * COLS + j;
      s += a[k];
      p *= 1.0 + a[k] * 1e-3;
      hi = std::fmax(hi, a[k]);
      lo = std::fmin(lo, a[k]);
      fs += f[k];
      fp *= f[k];
      fh = f[k] > fh ? f[k] : fh;
      fl = f[k] < fl ? f[k] : fl;
    }
    expect("dsum", i, dsum[i], s, 1e-12);
    expect("dprod", i, dprod[i], p, 1e-12);
    expect("dmax", i, dmax[i], hi, 0.0);
    expect("dmin", i, dmin[i], lo, 0.0);
    expect("fsum", i, fsum[i], fs, 1e-5);
    expect("fprod", i, fprod[i], fp, 1e-5);
    expect("fmax", i, fmax_[i], fh, 0.0);
    expect("fmin", i, fmin_[i], fl, 0.0);
  }
  for (int b = 0; b < NB; ++b)
    for (int r = 0; r < NR; ++r) {
      double t = 0.0;
      for (int c = 0; c < NC; ++c)
        t += mat[(b * NR + r) * NC + c] * vec[c];
      expect("batched", b * NR + r, out[b * NR + r], t, 1e-12);
    }
  if (errors)
    std::printf("parallel-loop-reduction-inner-worker: %d errors\n", errors);
  return errors != 0;
}
