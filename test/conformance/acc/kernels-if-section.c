/* A "kernels" region with several statements (a scalar assignment and a
   loop) and a data clause naming one element of an array as a section,
   copy(on[k:1]), with if(1) and if(0): the assignment records
   acc_on_device, the loop computes; the region runs on the device for
   if(1) and on the host for if(0). Also a kernels region with a section
   copyout(b[lo:len]) of the middle of an array written by two loops. */
#include <stdio.h>
#include <openacc.h>

#define N 1000

int main(void) {
  acc_init(acc_device_default);
  const int dev = acc_get_num_devices(acc_device_not_host) > 0;
  static int a[N], b[N];
  int on[4] = {-1, -1, -1, -1};
  int yes = N > 10, no = N < 10;
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = -1;
  }

#pragma acc kernels if(yes) copyin(a[0:N]) copyout(b[0:N]) copy(on[2:1])
  {
    on[2] = acc_on_device(acc_device_not_host);
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * 3;
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != 3 * i) { ++errors; break; }

#pragma acc kernels if(no) copyin(a[0:N]) copyout(b[0:N]) copy(on[3:1])
  {
    on[3] = acc_on_device(acc_device_not_host);
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * 4;
  }
  for (int i = 0; i < N; ++i)
    if (b[i] != 4 * i) { ++errors; break; }
  if (on[2] != dev || on[3] != 0 || on[0] != -1 || on[1] != -1) {
    printf("on: %d %d %d %d\n", on[0], on[1], on[2], on[3]);
    ++errors;
  }

  int lo = N / 4, len = N / 2;
#pragma acc kernels copyin(a[0:N]) copyout(b[lo:len])
  {
    for (int i = lo; i < lo + len; ++i)
      b[i] = a[i] + 7;
    for (int i = lo; i < lo + len; i += 2)
      b[i] = -b[i];
  }
  for (int i = 0; i < N; ++i) {
    int want = (i < lo || i >= lo + len) ? 4 * i : ((i - lo) % 2 == 0 ? -(i + 7) : i + 7);
    if (b[i] != want) {
      if (errors < 5)
        printf("b[%d] %d want %d\n", i, b[i], want);
      ++errors;
    }
  }
  if (errors)
    printf("kernels-if-section: %d errors\n", errors);
  return errors != 0;
}
