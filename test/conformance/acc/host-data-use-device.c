/* host_data use_device: inside the construct the listed names hold device
   addresses. The addresses are recorded, compared with acc_deviceptr, and
   used afterwards by a "parallel loop deviceptr(pa, pb)" (a device-side
   copy between two present arrays) while the data is still present. "host_data ... if(0)" keeps the host
   address; "if_present" with absent data keeps the host address too. */
#include <stdio.h>
#include <openacc.h>

#define N 1500

int main(void) {
  acc_init(acc_device_default);
  static double a[N], b[N];
  static double c[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = i * 1.5;
    b[i] = 0.0;
    c[i] = -1.0;
  }
  double *pa = NULL, *pb = NULL;

#pragma acc data copyin(a[0:N]) copyout(b[0:N])
  {
#pragma acc host_data use_device(a, b)
    {
      pa = a;
      pb = b;
    }
    if (pa != (double *)acc_deviceptr(a) || pb != (double *)acc_deviceptr(b)) {
      printf("use_device address differs from acc_deviceptr\n");
      ++errors;
    }
#pragma acc parallel loop deviceptr(pa, pb)
    for (int i = 0; i < N; ++i)
      pb[i] = pa[i] + 1.0;

    double *q = NULL;
    int no = 0;
#pragma acc host_data use_device(a) if(no)
    {
      q = a;
    }
    if (q != a) {
      printf("host_data if(0) changed the address\n");
      ++errors;
    }
  }

  double *r = NULL;
#pragma acc host_data use_device(c) if_present
  {
    r = c;
  }
  if (r != c) {
    printf("host_data if_present on absent data changed the address\n");
    ++errors;
  }

  for (int i = 0; i < N; ++i)
    if (b[i] != i * 1.5 + 1.0) {
      if (errors < 5)
        printf("b[%d] %g\n", i, b[i]);
      ++errors;
    }
  if (errors)
    printf("host-data-use-device: %d errors\n", errors);
  return errors != 0;
}
