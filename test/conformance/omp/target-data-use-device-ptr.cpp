// use_device_ptr and use_device_addr on target data: the device address of
// mapped data is taken inside a target data body and used afterwards, while
// an enclosing target data keeps the data mapped, by target regions with
// is_device_ptr and by omp_target_memcpy; use_device_addr on a fixed-size
// array and on a scalar.
#include <cstdio>
#include <omp.h>

static int errors;
#define CHECK(c)                                                          \
  do {                                                                    \
    if (!(c) && errors++ < 10)                                            \
      std::printf("FAIL: %s\n", #c);                                     \
  } while (0)

constexpr int N = 2048;

int main() {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double *a = new double[N];
  for (int i = 0; i < N; ++i) a[i] = i;

#pragma omp target data map(tofrom: a[0:N])
  {
    double *da = nullptr;
#pragma omp target data use_device_ptr(a)
    {
      da = a;
    }
    CHECK(da != nullptr);
    CHECK(omp_target_is_present(a, dev));

#pragma omp target teams distribute parallel for is_device_ptr(da)
    for (int i = 0; i < N; ++i)
      da[i] = da[i] * 2.0 + 1.0;

    double part[16];
    CHECK(omp_target_memcpy(part, da, 16 * sizeof(double), 0, 100 * sizeof(double), host, dev) == 0);
    for (int k = 0; k < 16; ++k)
      CHECK(part[k] == 2.0 * (100 + k) + 1.0);
  }
  for (int i = 0; i < N; ++i)
    CHECK(a[i] == 2.0 * i + 1.0);

  // use_device_addr on a fixed-size array
  static int arr[N];
  for (int i = 0; i < N; ++i) arr[i] = i % 10;
#pragma omp target data map(tofrom: arr)
  {
    int *darr = nullptr;
#pragma omp target data use_device_addr(arr)
    {
      darr = &arr[0];
    }
    CHECK(darr != nullptr);
#pragma omp target teams distribute parallel for is_device_ptr(darr)
    for (int i = 0; i < N; ++i)
      darr[i] += 100;
  }
  for (int i = 0; i < N; ++i)
    CHECK(arr[i] == i % 10 + 100);

  // use_device_addr on a scalar
  long counter = 5;
#pragma omp target data map(tofrom: counter)
  {
    long *dc = nullptr;
#pragma omp target data use_device_addr(counter)
    {
      dc = &counter;
    }
#pragma omp target is_device_ptr(dc)
    {
      *dc += 37;
    }
  }
  CHECK(counter == 42);

  delete[] a;
  return errors != 0;
}
