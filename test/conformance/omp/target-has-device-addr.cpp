// has_device_addr (OpenMP 5.1): a list item whose storage already is on the
// device. A C++ reference bound to memory from omp_target_alloc is listed
// in has_device_addr on a bare target, target teams distribute parallel
// for, target parallel for and target teams loop; the region takes the
// address of the reference to index the device buffer; results come back
// with omp_target_memcpy and through a reduction.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 3000;

int main() {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double *d = static_cast<double *>(omp_target_alloc(N * sizeof(double), dev));
  CHECK(d != nullptr);
  if (!d) return 1;
  double &r = d[0];

#pragma omp target has_device_addr(r)
  {
    double *q = &r;
    for (int i = 0; i < N; ++i)
      q[i] = i;
  }
#pragma omp target teams distribute parallel for has_device_addr(r)
  for (int i = 0; i < N; ++i)
    (&r)[i] = (&r)[i] * 2.0;
#pragma omp target parallel for has_device_addr(r)
  for (int i = 0; i < N; ++i)
    (&r)[i] += 1.0;
  double s = 0.0;
#pragma omp target teams loop has_device_addr(r) reduction(+: s)
  for (int i = 0; i < N; ++i)
    s += (&r)[i];
  CHECK(s == 2.0 * N * (N - 1) / 2.0 + N);

  static double h[N];
  CHECK(omp_target_memcpy(h, d, N * sizeof(double), 0, 0, host, dev) == 0);
  for (int i = 0; i < N; ++i)
    CHECK(h[i] == 2.0 * i + 1.0);

  // a reference to one element: a device scalar updated in place
  double &cell = d[5];
#pragma omp target has_device_addr(cell)
  cell = cell * 10.0;
  double c5 = 0.0;
  CHECK(omp_target_memcpy(&c5, d, sizeof(double), 0, 5 * sizeof(double), host, dev) == 0);
  CHECK(c5 == 110.0);

  omp_target_free(d, dev);
  return errors != 0;
}
