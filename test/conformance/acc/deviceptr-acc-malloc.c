/* deviceptr with device memory from acc_malloc: "parallel loop
   deviceptr(d)" fills it, "kernels deviceptr(d)" and "serial deviceptr"
   read it, acc_memcpy_from_device / acc_memcpy_to_device move data between
   the host and the acc_malloc'd block, a "parallel deviceptr(...)" with a
   "loop" inside, and acc_free at the end.
   acc_deviceptr / acc_hostptr of data mapped by "enter data". */
#include <stdio.h>
#include <openacc.h>

#define N 4000

int main(void) {
  int errors = 0;
  acc_init(acc_device_default);
  double *d = (double *)acc_malloc(N * sizeof(double));
  double *e = (double *)acc_malloc(N * sizeof(double));
  static double host[N], back[N];
  double sum = 0.0;
  if (d == NULL || e == NULL) {
    printf("acc_malloc failed\n");
    return 1;
  }

#pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < N; ++i)
    d[i] = 0.5 * i;

#pragma acc kernels deviceptr(d, e)
  {
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      e[i] = d[i] + 1.0;
  }

#pragma acc serial deviceptr(e) copy(sum)
  {
    for (int i = 0; i < N; i += 100)
      sum += e[i];
  }

  acc_memcpy_from_device(back, e, N * sizeof(double));

  for (int i = 0; i < N; ++i)
    host[i] = 3.0 * i;
  acc_memcpy_to_device(d, host, N * sizeof(double));
#pragma acc parallel loop deviceptr(d, e)
  for (int i = 0; i < N; ++i)
    e[i] = d[i] - 1.0;
#pragma acc parallel deviceptr(e)
  {
#pragma acc loop gang vector
    for (int i = 0; i < N; ++i)
      e[i] *= 2.0;
  }
  acc_memcpy_from_device(host, e, N * sizeof(double));
  acc_free(d);
  acc_free(e);

  double ws = 0.0;
  for (int i = 0; i < N; ++i) {
    if (back[i] != 0.5 * i + 1.0 || host[i] != 2.0 * (3.0 * i - 1.0)) {
      if (errors < 5)
        printf("%d: back %g host %g\n", i, back[i], host[i]);
      ++errors;
    }
    if (i % 100 == 0)
      ws += 0.5 * i + 1.0;
  }
  if (sum != ws) {
    printf("sum %g want %g\n", sum, ws);
    ++errors;
  }

  /* acc_deviceptr and acc_hostptr round trip */
  static float m[64];
#pragma acc enter data create(m[0:64])
  void *dp = acc_deviceptr(m);
  if (dp == NULL || acc_hostptr(dp) != (void *)m) {
    printf("deviceptr/hostptr round trip failed\n");
    ++errors;
  }
  float *fp = (float *)dp;
#pragma acc parallel loop deviceptr(fp)
  for (int i = 0; i < 64; ++i)
    fp[i] = (float)i;
#pragma acc exit data copyout(m[0:64])
  for (int i = 0; i < 64; ++i)
    if (m[i] != (float)i) {
      printf("m[%d] %g\n", i, m[i]);
      ++errors;
      break;
    }

  if (errors)
    printf("deviceptr-acc-malloc: %d errors\n", errors);
  return errors != 0;
}
