// The OpenACC 3.3 "zero" modifier on copyout: "copyout(zero: b[0:n])" on a
// "parallel loop" that only adds into some elements of b, on a "data"
// region whose kernels scatter-add into the array with atomics, and on a
// "kernels" construct; the untouched elements come back as zero. Without
// a separate device memory (directives ignored, host fallback) the host
// values stay where nothing is written, so discrete() picks the expected
// values.
#include <cstdio>
#ifdef _OPENACC
#include <openacc.h>
static bool discrete() { return acc_get_num_devices(acc_device_not_host) > 0; }
#else
static bool discrete() { return false; }
#endif

static const int N = 4096;

int main() {
  static int b[N], c[N];
  static double h[32];
  int errors = 0;
  for (int i = 0; i < N; ++i)
    b[i] = c[i] = -1;
  for (int k = 0; k < 32; ++k)
    h[k] = 0.5;

  // only even elements are touched
#pragma acc parallel loop copyout(zero: b[0:N])
  for (int i = 0; i < N; i += 2)
    b[i] += i + 1;

#pragma acc data copyout(zero: h[0:32])
  {
#pragma acc parallel loop present(h[0:32])
    for (int i = 0; i < N; ++i) {
#pragma acc atomic
      h[(i * 7) % 32] += 0.25;
    }
  }

#pragma acc kernels copyout(zero: c[0:N])
  {
    for (int i = 0; i < N / 2; ++i)
      c[i] = 3 * i;
  }

  const bool dev = discrete();
  for (int i = 0; i < N; ++i) {
    int wb = (i % 2 == 0) ? (dev ? 0 : -1) + i + 1 : (dev ? 0 : -1);
    int wc = i < N / 2 ? 3 * i : (dev ? 0 : -1);
    if (b[i] != wb || c[i] != wc) {
      if (errors < 5)
        std::printf("%d: b %d/%d c %d/%d\n", i, b[i], wb, c[i], wc);
      ++errors;
    }
  }
  for (int k = 0; k < 32; ++k) {
    double want = (dev ? 0.0 : 0.5) + 0.25 * (N / 32);
    if (h[k] != want) {
      std::printf("h[%d] %g want %g\n", k, h[k], want);
      ++errors;
    }
  }
  if (errors)
    std::printf("data-copyout-zero: %d errors\n", errors);
  return errors != 0;
}
