/* reduction on the "parallel" construct itself and on the loops inside:
   "parallel reduction(+:s)" with a "loop gang reduction(+:s)" inside,
   "parallel num_gangs(4) reduction(+:count)" where each gang adds one in
   gang-redundant code (the result is the number of gangs), a parallel
   region holding two reduction loops into different variables,
   reduction(max:) / reduction(min:) on double with negative values, and
   "parallel loop gang vector reduction" on float with a tolerance. */
#include <math.h>
#include <stdio.h>

#define N 5000

int main(void) {
  static double v[N];
  static float f[N];
  int errors = 0;
  for (int i = 0; i < N; ++i) {
    v[i] = sin(i * 0.37) * 100.0 - 10.0;
    f[i] = 0.001f * (float)(i % 1000);
  }

  double s = 0.0;
#pragma acc parallel copyin(v[0:N]) reduction(+:s)
  {
#pragma acc loop gang vector reduction(+:s)
    for (int i = 0; i < N; ++i)
      s += v[i];
  }

  int count = 0;
#pragma acc parallel num_gangs(4) reduction(+:count)
  {
    count += 1;
  }

  double hi = -1e300, lo = 1e300;
  long long evens = 0;
#pragma acc parallel copyin(v[0:N]) reduction(max:hi) reduction(min:lo)
  {
#pragma acc loop reduction(max:hi)
    for (int i = 0; i < N; ++i)
      hi = fmax(hi, v[i]);
#pragma acc loop reduction(min:lo)
    for (int i = 0; i < N; ++i)
      lo = fmin(lo, v[i]);
  }
#pragma acc parallel loop copyin(v[0:N]) reduction(+:evens)
  for (int i = 0; i < N; ++i)
    evens += ((long long)v[i]) % 2 == 0;

  float fs = 0.0f;
#pragma acc parallel loop gang vector copyin(f[0:N]) reduction(+:fs)
  for (int i = 0; i < N; ++i)
    fs += f[i];

  double ws = 0.0, wh = -1e300, wl = 1e300, wf = 0.0;
  long long we = 0;
  for (int i = 0; i < N; ++i) {
    ws += v[i];
    wh = fmax(wh, v[i]);
    wl = fmin(wl, v[i]);
    we += ((long long)v[i]) % 2 == 0;
    wf += f[i];
  }
  if (fabs(s - ws) > 1e-9 * (1.0 + fabs(ws))) {
    printf("s %.17g want %.17g\n", s, ws);
    ++errors;
  }
  /* each of the 4 gangs adds one, unless the implementation uses fewer */
  if (count < 1 || count > 4) {
    printf("count %d\n", count);
    ++errors;
  }
  if (hi != wh || lo != wl || evens != we) {
    printf("hi %g/%g lo %g/%g evens %lld/%lld\n", hi, wh, lo, wl, evens, we);
    ++errors;
  }
  if (fabs(fs - wf) > 1e-3 * wf) {
    printf("fs %g want %g\n", fs, wf);
    ++errors;
  }
  if (errors)
    printf("parallel-reduction-construct: %d errors\n", errors);
  return errors != 0;
}
