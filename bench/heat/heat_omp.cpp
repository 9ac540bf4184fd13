// heat_omp.cpp - benchmark: explicit 5-point stencil for the 2-D heat equation
// (OpenMP offload, unstructured data lifetime).
//
// Measures one explicit time step on the N x N interior points of the unit
// square (zero Dirichlet boundary just outside the grid): a
// `target teams distribute parallel for collapse(2)` computing u_tmp from u.
// The grids are mapped once with `target enter data` in init_device(), each
// step finds them through the implicit zero-length mapping of the pointers,
// the host swaps the u/u_tmp pointers after each step, `target update from`
// brings the final field back after the clock stops and `target exit data`
// releases the device copies. Nothing moves between host and device while the
// clock runs.
//
// Every form runs 2 untimed warm-up steps, then REPS timed steps.
//
// Usage: heat_omp [N] [REPS]   (defaults 8000 and 50)
// stderr: BENCH kernel=heat seconds=<s per step> bytes=<B> flops=<F>
//   bytes: read u, write u_tmp: 16 * N*N;
//   flops: 3 adds for the neighbour sum, 2 multiplies, 1 add: 6 * N*N.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

static const double pi = 3.14159265358979323846;

// Sets u to sin(pi x) sin(3 pi y) (1 + x y) and makes u and u_tmp present.
static void init_device(int n, double *u, double *u_tmp) {
  const size_t nn = (size_t)n * n;
  const double h = 1.0 / (n + 1);
  for (int i = 0; i < n; ++i) {
    const double y = (i + 1) * h;
    const double sy = sin(3.0 * pi * y);
    for (int j = 0; j < n; ++j) {
      const double x = (j + 1) * h;
      u[(size_t)i * n + j] = sin(pi * x) * sy * (1.0 + x * y);
      u_tmp[(size_t)i * n + j] = 0.0;
    }
  }
  // clang-format off
#pragma omp target enter data map(to: u[0:nn]) map(alloc: u_tmp[0:nn])
  // clang-format on
}

// One explicit step u -> u_tmp on data already present on the device.
static void step(int n, double r, const double *u, double *u_tmp) {
  const double c = 1.0 - 4.0 * r;
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const size_t k = (size_t)i * n + j;
      const double north = i > 0 ? u[k - n] : 0.0;
      const double south = i < n - 1 ? u[k + n] : 0.0;
      const double west = j > 0 ? u[k - 1] : 0.0;
      const double east = j < n - 1 ? u[k + 1] : 0.0;
      u_tmp[k] = c * u[k] + r * (north + south + west + east);
    }
  }
}

// Brings the current field back and releases both device copies.
static void fini_device(int n, double *u, double *u_tmp) {
  const size_t nn = (size_t)n * n;
  // clang-format off
#pragma omp target update from(u[0:nn])
#pragma omp target exit data map(release: u[0:nn], u_tmp[0:nn])
  // clang-format on
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
  const size_t nn = (size_t)n * n;

  double *u = new double[nn];
  double *u_tmp = new double[nn];
  double *const u_first = u, *const tmp_first = u_tmp;

  init_device(n, u, u_tmp);

  for (int t = 0; t < warmup; ++t) {
    step(n, r, u, u_tmp);
    double *tmp = u;
    u = u_tmp;
    u_tmp = tmp;
  }

  const std::chrono::steady_clock::time_point t0 =
      std::chrono::steady_clock::now();
  for (int t = 0; t < reps; ++t) {
    step(n, r, u, u_tmp);
    double *tmp = u;
    u = u_tmp;
    u_tmp = tmp;
  }
  const std::chrono::steady_clock::time_point t1 =
      std::chrono::steady_clock::now();
  const double seconds = std::chrono::duration<double>(t1 - t0).count() / reps;
  fprintf(stderr, "BENCH kernel=heat seconds=%.6e bytes=%lld flops=%lld\n",
          seconds, 16LL * (long long)nn, 6LL * (long long)nn);

  fini_device(n, u, u_tmp);

  double sum = 0.0, sumsq = 0.0;
  for (size_t k = 0; k < nn; ++k) {
    sum += u[k];
    sumsq += u[k] * u[k];
  }
  printf("heat: n = %d, steps = %d, r = %.12e\n", n, warmup + reps, r);
  printf("result in the buffer that began as %s\n",
         u == u_first ? "u" : "u_tmp");
  printf("sum = %.12e, sum of squares = %.12e\n", sum, sumsq);
  const int a = n / 6, b = n / 2, c = n - 1;
  printf("u[%d][%d] = %.12e, u[%d][%d] = %.12e, u[%d][%d] = %.12e\n", a, b,
         u[(size_t)a * n + b], b, a, u[(size_t)b * n + a], c, c,
         u[(size_t)c * n + c]);

  delete[] u_first;
  delete[] tmp_first;
  return 0;
}
