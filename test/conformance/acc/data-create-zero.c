/* The OpenACC 3.3 "zero" modifier on create: "data create(zero: a[0:n])"
   allocates device memory that starts zeroed, so a kernel can accumulate
   into it without initialising it, and the result is copied out with
   "update self". Also "enter data create(zero: ...)" followed by
   accumulation and "exit data copyout", and create(zero:) on a
   "parallel loop". The host copies hold garbage-like values that must not
   reach the device. Without a separate device memory (directives ignored,
   host fallback) nothing is allocated and the host values are what the
   kernels update, so the expected values depend on discrete(). */
#include <stdio.h>
#ifdef _OPENACC
#include <openacc.h>
static int discrete(void) { return acc_get_num_devices(acc_device_not_host) > 0; }
#else
static int discrete(void) { return 0; }
#endif

#define N 2000

int main(void) {
  static int acc1[N], acc2[N], in[N];
  static double hist[16];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    in[i] = i % 37;
    acc1[i] = 12345; /* must not reach the device */
    acc2[i] = -7;
  }
  for (int k = 0; k < 16; ++k)
    hist[k] = 99.0;

#pragma acc data copyin(in[0:N]) create(zero: acc1[0:N])
  {
#pragma acc parallel loop present(acc1[0:N], in[0:N])
    for (int i = 0; i < N; ++i)
      acc1[i] += in[i];
#pragma acc parallel loop present(acc1[0:N], in[0:N])
    for (int i = 0; i < N; ++i)
      acc1[i] += 2 * in[i];
#pragma acc update self(acc1[0:N])
  }

#pragma acc enter data create(zero: acc2[0:N], hist[0:16]) copyin(in[0:N])
#pragma acc parallel loop present(acc2[0:N], in[0:N])
  for (int i = 0; i < N; ++i)
    acc2[i] -= in[i];
#pragma acc parallel loop present(hist[0:16], in[0:N])
  for (int i = 0; i < N; ++i) {
#pragma acc atomic update
    hist[in[i] % 16] += 1.0;
  }
#pragma acc exit data copyout(acc2[0:N], hist[0:16]) delete(in[0:N])

  static int scratch[N];
  int out[64];
  for (int i = 0; i < N; ++i)
    scratch[i] = 5;
#pragma acc parallel loop create(zero: scratch[0:N]) copyout(out[0:64])
  for (int g = 0; g < 64; ++g) {
    int s = 0;
    for (int j = 0; j < N / 64; ++j)
      s += scratch[g * (N / 64) + j];
    out[g] = s;
  }

  const int dev = discrete();
  double want[16];
  for (int k = 0; k < 16; ++k)
    want[k] = dev ? 0.0 : 99.0;
  for (int i = 0; i < N; ++i) {
    if (acc1[i] != (dev ? 0 : 12345) + 3 * in[i] || acc2[i] != (dev ? 0 : -7) - in[i]) {
      if (errors < 5)
        printf("%d: acc1 %d acc2 %d\n", i, acc1[i], acc2[i]);
      ++errors;
    }
    want[in[i] % 16] += 1.0;
  }
  for (int k = 0; k < 16; ++k)
    if (hist[k] != want[k]) {
      printf("hist[%d] %g want %g\n", k, hist[k], want[k]);
      ++errors;
    }
  for (int g = 0; g < 64; ++g)
    if (out[g] != (dev ? 0 : 5 * (N / 64))) {
      if (errors < 5)
        printf("out[%d] %d\n", g, out[g]);
      ++errors;
    }
  if (errors)
    printf("data-create-zero: %d errors\n", errors);
  return errors != 0;
}
