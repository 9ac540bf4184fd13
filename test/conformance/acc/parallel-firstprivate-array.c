/* firstprivate of a fixed-size array: "parallel num_gangs(n)
   firstprivate(t)" where t is "int t[8]" - every gang gets its own copy
   initialised from the host values, the gang-redundant code modifies its
   copy, a "loop gang" reads it, and the host's t is unchanged afterwards;
   the same on a combined "parallel loop firstprivate(coef)" with a double
   array used as read-only coefficients, and firstprivate of a scalar
   changed on the host between two constructs. With the directives
   ignored (no _OPENACC) the region's code runs on the host's own t, so
   the host-side check expects the modified values there. */
#include <stdio.h>

#ifdef _OPENACC
#define PRIVATE_COPIES 1
#else
#define PRIVATE_COPIES 0
#endif

#define N 1024

int main(void) {
  int t[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  double coef[4] = {0.5, -1.0, 2.0, 0.25};
  static int out[N];
  static double poly[N];
  int errors = 0;

#pragma acc parallel num_gangs(4) firstprivate(t) copyout(out[0:N])
  {
    /* each gang changes its own copy the same way */
    t[0] = t[0] * 10;
    t[7] = t[7] + t[0];
#pragma acc loop gang
    for (int i = 0; i < N; ++i)
      out[i] = t[i % 8] + i;
  }

#pragma acc parallel loop firstprivate(coef) copyout(poly[0:N])
  for (int i = 0; i < N; ++i) {
    double x = i * 0.01;
    poly[i] = coef[0] + x * (coef[1] + x * (coef[2] + x * coef[3]));
  }

  int base = 3;
  static int r1[N], r2[N];
#pragma acc parallel loop firstprivate(base) copyout(r1[0:N])
  for (int i = 0; i < N; ++i)
    r1[i] = base * i;
  base = 5;
#pragma acc parallel loop firstprivate(base) copyout(r2[0:N])
  for (int i = 0; i < N; ++i)
    r2[i] = base * i;

  for (int k = 0; k < 8; ++k)
    if (t[k] != (PRIVATE_COPIES ? k + 1 : (k == 0 ? 10 : (k == 7 ? 18 : k + 1)))) {
      printf("host t[%d] changed: %d\n", k, t[k]);
      ++errors;
    }
  for (int i = 0; i < N; ++i) {
    int want = (i % 8 == 0 ? 10 : (i % 8 == 7 ? 18 : i % 8 + 1)) + i;
    double x = i * 0.01;
    double wp = 0.5 + x * (-1.0 + x * (2.0 + x * 0.25));
    if (out[i] != want || poly[i] != wp || r1[i] != 3 * i || r2[i] != 5 * i) {
      if (errors < 5)
        printf("%d: out %d/%d poly %g/%g r %d %d\n", i, out[i], want, poly[i], wp, r1[i], r2[i]);
      ++errors;
    }
  }
  if (errors)
    printf("parallel-firstprivate-array: %d errors\n", errors);
  return errors != 0;
}
