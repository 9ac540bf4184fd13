// saxpy_omp.cpp - single-precision y = a*x + y (OpenMP offload).
//
// Follows the SAXPY example of seed 003 (CINECA "Programming paradigms for GPU
// devices"): malloc'ed float arrays and a saxpy() function, here offloaded with
// `target teams distribute parallel for` and an explicit launch shape
// (num_teams/thread_limit smaller than the trip count, so each GPU thread runs
// several iterations). The result is checked against a host computation with a
// tolerance (a GPU may fuse a*x+y into one FMA).
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for num_teams(64) thread_limit(128) \
    map(to: x[0:n]) map(tofrom: y[0:n]) firstprivate(a)
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 20;
  const float a = 3.0f;
  float *x = (float *)malloc(n * sizeof(float));
  float *y = (float *)malloc(n * sizeof(float));
  float *y0 = (float *)malloc(n * sizeof(float));

  for (int i = 0; i < n; ++i) {
    x[i] = 0.01f * (float)(i % 100);
    y[i] = 1.0f + (float)(i % 7);
    y0[i] = y[i];
  }

  saxpy(n, a, x, y);
  saxpy(n, -0.5f, x, y);  // y = y0 + 2.5 x overall

  int errors = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float expected = y0[i] + 2.5f * x[i];
    if (std::fabs(y[i] - expected) > 1e-5f * (1.0f + std::fabs(expected)))
      ++errors;
    checksum += y[i];
  }

  printf("saxpy (OpenMP): n = %d\n", n);
  printf("y[0] = %.6f, y[37] = %.6f, y[%d] = %.6f\n", y[0], y[37], n - 1, y[n - 1]);
  printf("checksum = %.10g\n", checksum);
  printf("errors above tolerance: %d\n", errors);

  free(x);
  free(y);
  free(y0);
  return errors == 0 ? 0 : 1;
}
