/* Device memory from omp_target_alloc used through is_device_ptr on target
 * teams distribute parallel for, target parallel for and a bare target;
 * omp_target_memcpy host->device, device->device and device->host with
 * offsets; omp_target_free; and a device buffer passed to a function that
 * launches the kernel. */
#include <stdio.h>
#include <omp.h>

#define N 4000

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      printf("FAIL: %s\n", #c);                                          \
  } while (0)

static void axpy_dev(int n, double alpha, const double *x, double *y) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y)
  for (int i = 0; i < n; ++i)
    y[i] = alpha * x[i] + y[i];
}

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double hx[N], hy[N];
  for (int i = 0; i < N; ++i) {
    hx[i] = i;
    hy[i] = 1.0;
  }

  double *dx = (double *)omp_target_alloc(N * sizeof(double), dev);
  double *dy = (double *)omp_target_alloc(N * sizeof(double), dev);
  CHECK(dx != NULL && dy != NULL);
  if (!dx || !dy) return 1;

  CHECK(omp_target_memcpy(dx, hx, N * sizeof(double), 0, 0, dev, host) == 0);
  CHECK(omp_target_memcpy(dy, hy, N * sizeof(double), 0, 0, dev, host) == 0);

  axpy_dev(N, 2.0, dx, dy);
  for (int i = 0; i < N; ++i) hy[i] = -1.0;
  CHECK(omp_target_memcpy(hy, dy, N * sizeof(double), 0, 0, host, dev) == 0);
  for (int i = 0; i < N; ++i)
    CHECK(hy[i] == 2.0 * i + 1.0);

  /* target parallel for on device memory */
#pragma omp target parallel for is_device_ptr(dx)
  for (int i = 0; i < N; ++i)
    dx[i] = dx[i] * 0.5;

  /* bare target reading device memory into a mapped scalar */
  double total = 0.0;
#pragma omp target is_device_ptr(dx) map(tofrom: total)
  {
    for (int i = 0; i < N; ++i)
      total += dx[i];
  }
  CHECK(total == 0.5 * N * (N - 1) / 2.0);

  /* device-to-device copy with offsets, then back to the host */
  CHECK(omp_target_memcpy(dy, dx, 100 * sizeof(double), 10 * sizeof(double),
                          20 * sizeof(double), dev, dev) == 0);
  double part[100];
  CHECK(omp_target_memcpy(part, dy, 100 * sizeof(double), 0, 10 * sizeof(double),
                          host, dev) == 0);
  for (int i = 0; i < 100; ++i)
    CHECK(part[i] == 0.5 * (i + 20));

  /* int buffer, written on the device, copied back */
  int *di = (int *)omp_target_alloc(N * sizeof(int), dev);
  int hi[N];
#pragma omp target teams distribute parallel for is_device_ptr(di)
  for (int i = 0; i < N; ++i)
    di[i] = i * i % 1000;
  CHECK(omp_target_memcpy(hi, di, N * sizeof(int), 0, 0, host, dev) == 0);
  for (int i = 0; i < N; ++i)
    CHECK(hi[i] == i * i % 1000);

  omp_target_free(di, dev);
  omp_target_free(dx, dev);
  omp_target_free(dy, dev);
  return errors != 0;
}
