/* no_create on data that is not present: a "parallel loop" with
   no_create(b[0:N], unused[0:N]) where b is present (from an enclosing
   data region) and unused is absent; the kernel touches unused only behind
   a flag that is false, so the absent array must not be created or copied
   and the construct must run (OpenACC 3.3 2.7.10: the host address is
   used). Also "serial no_create" and "kernels no_create" of absent data,
   and acc_is_present afterwards. */
#include <stdio.h>
#include <openacc.h>

#define N 1000

int main(void) {
  acc_init(acc_device_default);
  int dev = acc_get_num_devices(acc_device_not_host) > 0;
  static double b[N], unused[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    b[i] = i;
    unused[i] = -5.0;
  }
  int touch = 0;
#pragma acc data copy(b[0:N])
  {
#pragma acc parallel loop no_create(b[0:N], unused[0:N]) copyin(touch)
    for (int i = 0; i < N; ++i) {
      b[i] += 0.5;
      if (touch)
        unused[i] = 0.0;
    }
#pragma acc serial no_create(unused[0:N]) present(b[0:N])
    {
      if (touch)
        unused[0] = 1.0;
      b[0] += 1.0;
    }
#pragma acc kernels no_create(unused[0:N]) present(b[0:N])
    {
      for (int i = 0; i < N; ++i)
        if (touch)
          unused[i] = 2.0;
        else
          b[i] += 1.0;
    }
  }
  if (dev && acc_is_present(unused, sizeof unused)) {
    printf("no_create left unused present\n");
    ++errors;
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != i + 1.5 + (i == 0 ? 1.0 : 0.0) || unused[i] != -5.0) {
      if (errors < 5)
        printf("%d: b %g unused %g\n", i, b[i], unused[i]);
      ++errors;
    }
  if (errors)
    printf("data-no-create-absent: %d errors\n", errors);
  return errors != 0;
}
