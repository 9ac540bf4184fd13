// A Jacobi solver as real codes write it: a "data copy(A) create(Anew)"
// region around a while loop that runs until the error (a max reduction
// over a collapsed "parallel loop") is small or an iteration limit is
// hit; a second "parallel loop" copies Anew back; pointer swapping
// variant with two present arrays and "update self" of the error every
// few iterations. The iteration counts and fields must match the host.
#include <cmath>
#include <cstdio>

static const int NX = 48, NY = 40;
static const double TOL = 2e-3;
static const int MAXIT = 400;

static int solve_host(double *A, double *B) {
  int it = 0;
  double err = 1.0;
  while (err > TOL && it < MAXIT) {
    err = 0.0;
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j) {
        B[i * NY + j] = 0.25 * (A[(i - 1) * NY + j] + A[(i + 1) * NY + j] + A[i * NY + j - 1] +
                                A[i * NY + j + 1]);
        err = std::fmax(err, std::fabs(B[i * NY + j] - A[i * NY + j]));
      }
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j)
        A[i * NY + j] = B[i * NY + j];
    ++it;
  }
  return it;
}

static void init(double *A) {
  for (int i = 0; i < NX; ++i)
    for (int j = 0; j < NY; ++j)
      A[i * NY + j] = (i == 0) ? 1.0 : ((j == 0) ? 0.5 : 0.0);
}

int main() {
  static double A[NX * NY], Anew[NX * NY], H[NX * NY], Hnew[NX * NY];
  int errors = 0;
  init(A);
  init(Anew);
  init(H);
  init(Hnew);
  int want_it = solve_host(H, Hnew);

  int it = 0;
  double err = 1.0;
#pragma acc data copy(A) copyin(Anew)
  while (err > TOL && it < MAXIT) {
    err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err)
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j) {
        Anew[i * NY + j] = 0.25 * (A[(i - 1) * NY + j] + A[(i + 1) * NY + j] +
                                   A[i * NY + j - 1] + A[i * NY + j + 1]);
        err = std::fmax(err, std::fabs(Anew[i * NY + j] - A[i * NY + j]));
      }
#pragma acc parallel loop collapse(2)
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j)
        A[i * NY + j] = Anew[i * NY + j];
    ++it;
  }
  if (it != want_it) {
    std::printf("iterations %d want %d\n", it, want_it);
    ++errors;
  }
  for (int k = 0; k < NX * NY; ++k)
    if (std::fabs(A[k] - H[k]) > 1e-12) {
      if (errors < 5)
        std::printf("A[%d] %g want %g\n", k, A[k], H[k]);
      ++errors;
    }

  // pointer swap variant: both buffers present, swap host pointers
  static double P[NX * NY], Q[NX * NY];
  init(P);
  init(Q);
  double *cur = P, *nxt = Q;
  int steps = 0;
#pragma acc data copy(P, Q)
  {
    for (steps = 0; steps < 60; ++steps) {
#pragma acc parallel loop gang present(cur[0:NX*NY], nxt[0:NX*NY])
      for (int i = 1; i < NX - 1; ++i) {
#pragma acc loop vector
        for (int j = 1; j < NY - 1; ++j)
          nxt[i * NY + j] = 0.25 * (cur[(i - 1) * NY + j] + cur[(i + 1) * NY + j] +
                                    cur[i * NY + j - 1] + cur[i * NY + j + 1]);
      }
      double *t = cur;
      cur = nxt;
      nxt = t;
    }
  }
  // host reference of the swap variant
  static double R1[NX * NY], R2[NX * NY];
  init(R1);
  init(R2);
  double *hc = R1, *hn = R2;
  for (int s = 0; s < 60; ++s) {
    for (int i = 1; i < NX - 1; ++i)
      for (int j = 1; j < NY - 1; ++j)
        hn[i * NY + j] = 0.25 * (hc[(i - 1) * NY + j] + hc[(i + 1) * NY + j] +
                                 hc[i * NY + j - 1] + hc[i * NY + j + 1]);
    double *t = hc;
    hc = hn;
    hn = t;
  }
  for (int k = 0; k < NX * NY; ++k)
    if (std::fabs(cur[k] - hc[k]) > 1e-12 || std::fabs(nxt[k] - hn[k]) > 1e-12) {
      if (errors < 8)
        std::printf("swap %d: %g/%g\n", k, cur[k], hc[k]);
      ++errors;
    }
  if (errors)
    std::printf("data-jacobi-convergence: %d errors\n", errors);
  return errors != 0;
}
