// heat_acc.cpp - explicit finite-difference solution of the 2-D heat equation
// (OpenACC, unstructured data lifetime).
//
// The OpenACC counterpart of heat_omp.cpp, after the heat stencil of seed 004
// (IWOMP23 "Programming Your GPU with OpenMP") and the enter/exit data
// directives of seed 002: the grids are made present once with `enter data`
// in an initialisation function, each time step is a 5-point stencil kernel in
// another function that relies on default(present), the host swaps the
// u/u_tmp pointers between steps, `update self` brings back the final field,
// and `exit data delete` in a finalisation function frees the device copies.
//
// The unknowns are the n x n interior points of the unit square with a zero
// (Dirichlet) boundary just outside. The initial field sin(pi x) sin(2 pi y)
// is an eigenfunction of the Laplacian, so the exact solution is the same
// shape decaying as exp(-5 pi^2 alpha t); the program reports the error
// against it, the total heat at a few steps (a reduction on the device) and
// checksums of the final field.
//
// u_tmp is only created: every step writes all of it before it is read, so
// only u is uploaded. After an odd number of steps u points at the buffer that
// began as u_tmp; `update self(u[...])` uses the current mapping of that host
// range, so it fetches the right one.
#include <cmath>
#include <cstdio>

static const double pi = 3.14159265358979323846;

// Sets u to the initial field and makes u and u_tmp present on the device.
static void initialize(int n, double dx, double *u, double *u_tmp) {
  for (int i = 0; i < n; ++i) {
    double y = (i + 1) * dx;
    for (int j = 0; j < n; ++j) {
      double x = (j + 1) * dx;
      u[i * n + j] = sin(pi * x) * sin(2.0 * pi * y);
      u_tmp[i * n + j] = 0.0;
    }
  }
#pragma acc enter data copyin(u[0:n*n]) create(u_tmp[0:n*n])
}

// One explicit time step u -> u_tmp on data already present on the device.
static void solve(int n, double r, const double *u, double *u_tmp) {
  const double r2 = 1.0 - 4.0 * r;
#pragma acc parallel loop collapse(2) default(present)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      double north = (i > 0) ? u[(i - 1) * n + j] : 0.0;
      double south = (i < n - 1) ? u[(i + 1) * n + j] : 0.0;
      double west = (j > 0) ? u[i * n + j - 1] : 0.0;
      double east = (j < n - 1) ? u[i * n + j + 1] : 0.0;
      u_tmp[i * n + j] = r2 * u[i * n + j] + r * (north + south + west + east);
    }
  }
}

// Sum of |u| times the cell area, on the device; only the sum comes back.
static double total_heat(int n, double dx, const double *u) {
  double sum = 0.0;
#pragma acc parallel loop reduction(+:sum) present(u[0:n*n])
  for (int k = 0; k < n * n; ++k)
    sum += fabs(u[k]);
  return sum * dx * dx;
}

// Releases the device copies; the host copies stay valid.
static void finalize(int n, double *u, double *u_tmp) {
#pragma acc exit data delete(u[0:n*n], u_tmp[0:n*n])
}

int main() {
  const int n = 256;         // interior points per side
  const int nsteps = 301;    // odd: the result ends in the buffer u_tmp began as
  const double alpha = 0.1;  // diffusivity
  const double dx = 1.0 / (n + 1);
  const double r = 0.2;      // alpha dt / dx^2, stable for r <= 1/4
  const double dt = r * dx * dx / alpha;

  double *u = new double[n * n];
  double *u_tmp = new double[n * n];
  double *const u_host = u, *const u_tmp_host = u_tmp;

  printf("heat (OpenACC): %d x %d interior points, %d steps, r = %.2f\n", n, n,
         nsteps, r);

  initialize(n, dx, u, u_tmp);
  printf("step %4d: total heat %.10g\n", 0, total_heat(n, dx, u));

  for (int t = 1; t <= nsteps; ++t) {
    solve(n, r, u, u_tmp);
    double *tmp = u;
    u = u_tmp;
    u_tmp = tmp;
    if (t % 100 == 0)
      printf("step %4d: total heat %.10g\n", t, total_heat(n, dx, u));
  }

#pragma acc update self(u[0:n*n])
  finalize(n, u, u_tmp);

  // Error against the exact solution and checksums, on the host.
  const double time = nsteps * dt;
  const double decay = exp(-5.0 * pi * pi * alpha * time);
  double err2 = 0.0, sum = 0.0, sumsq = 0.0;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      double exact = decay * sin(pi * (j + 1) * dx) * sin(2.0 * pi * (i + 1) * dx);
      double e = u[i * n + j] - exact;
      err2 += e * e;
      sum += fabs(u[i * n + j]);
      sumsq += u[i * n + j] * u[i * n + j];
    }
  }
  double l2err = sqrt(err2 * dx * dx);

  printf("result in the array that began as %s\n", u == u_host ? "u" : "u_tmp");
  const int row = n / 4, col = n / 2; // a point near the maximum
  printf("t = %.10g, u[%d][%d] = %.10g, exact %.10g\n", time, row, col,
         u[row * n + col],
         decay * sin(pi * (col + 1) * dx) * sin(2.0 * pi * (row + 1) * dx));
  printf("sum |u| = %.10g, sum u^2 = %.10g\n", sum, sumsq);
  printf("L2 error: %.4e\n", l2err);

  int ok = l2err < 1.0e-4;
  delete[] u_host;
  delete[] u_tmp_host;
  return ok ? 0 : 1;
}
