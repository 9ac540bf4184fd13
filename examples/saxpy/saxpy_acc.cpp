// saxpy_acc.cpp - single-precision y = a*x + y (OpenACC).
//
// Follows the SAXPY example of seed 003 (CINECA "Programming paradigms for GPU
// devices"): malloc'ed float arrays and a saxpy() function. Here the function
// uses an OpenACC `parallel` construct containing one `loop gang vector`, with
// explicit data clauses (pointers have no implicit extent) and the scalar
// passed as firstprivate. The result is checked against a host computation
// with a tolerance (a GPU may fuse a*x+y into one FMA).
#include <cmath>
#include <cstdio>
#include <cstdlib>

static void saxpy(int n, float a, const float *x, float *y) {
#pragma acc parallel copyin(x[0:n]) copy(y[0:n]) firstprivate(a)
  {
#pragma acc loop gang vector
    for (int i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
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

  printf("saxpy (OpenACC): n = %d\n", n);
  printf("y[0] = %.6f, y[37] = %.6f, y[%d] = %.6f\n", y[0], y[37], n - 1, y[n - 1]);
  printf("checksum = %.10g\n", checksum);
  printf("errors above tolerance: %d\n", errors);

  free(x);
  free(y);
  free(y0);
  return errors == 0 ? 0 : 1;
}
