// deviceptr on a "data" construct and on "declare": pointers to acc_malloc
// memory listed in "data deviceptr(d, e)" are device pointers in every
// compute construct inside the region, which use them without clauses
// ("parallel loop", "kernels", "serial"); a function with
// "declare deviceptr(p)" for its pointer parameter runs a kernel on it
// without a clause. Data moves with acc_memcpy_to/from_device.
#include <cstdio>
#include <openacc.h>

static const int N = 2000;

static void add_one(double *p, int n) {
  double *q = p;
#pragma acc declare deviceptr(q)
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    q[i] += 1.0;
}

int main() {
  acc_init(acc_device_default);
  double *d = (double *)acc_malloc(N * sizeof(double));
  double *e = (double *)acc_malloc(N * sizeof(double));
  static double host[N];
  int errors = 0;
  for (int i = 0; i < N; ++i)
    host[i] = 3.0 * i;
  acc_memcpy_to_device(d, host, N * sizeof(double));
  double first = 0.0;
#pragma acc data deviceptr(d, e)
  {
#pragma acc parallel loop
    for (int i = 0; i < N; ++i)
      e[i] = d[i] - 1.0;
#pragma acc kernels
    {
      for (int i = 0; i < N; ++i)
        d[i] = 2.0 * e[i];
    }
#pragma acc serial copy(first)
    {
      first = d[1] + e[1];
    }
  }
  add_one(d, N);
  acc_memcpy_from_device(host, d, N * sizeof(double));
  acc_free(d);
  acc_free(e);
  for (int i = 0; i < N; ++i)
    if (host[i] != 2.0 * (3.0 * i - 1.0) + 1.0) {
      if (errors < 5)
        std::printf("host[%d] %g\n", i, host[i]);
      ++errors;
    }
  if (first != 4.0 + 2.0) {
    std::printf("first %g\n", first);
    ++errors;
  }
  if (errors)
    std::printf("data-deviceptr: %d errors\n", errors);
  return errors != 0;
}
