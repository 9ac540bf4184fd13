// "parallel" and "kernels" regions with code between their loops: scalars
// computed in the region before a loop (from constants and from
// firstprivate values) and used as loop bounds and coefficients, a loop
// whose reduction result is used by the next loop of the same region,
// a "parallel num_gangs(1)" region whose sequential code writes an array
// element, and a kernels region assigning a scalar between loops.
#include <cstdio>

static const int N = 1500;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int a[N], b[N], c[N];
  int scale = 3;
  for (int i = 0; i < N; ++i)
    a[i] = i % 11;

  long long total = 0;
#pragma acc parallel copyin(a) copyout(b) firstprivate(scale) reduction(+:total)
  {
    int half = N / 2;
    int k = scale * 2 + 1;
#pragma acc loop gang vector
    for (int i = 0; i < half; ++i)
      b[i] = a[i] * k;
#pragma acc loop gang vector
    for (int i = half; i < N; ++i)
      b[i] = -a[i];
#pragma acc loop gang vector reduction(+:total)
    for (int i = 0; i < N; ++i)
      total += a[i];
  }

  int sum = 0;
  int shift = 0;
#pragma acc kernels copyin(a) copyout(c) copy(sum, shift)
  {
    for (int i = 0; i < N; ++i)
      sum += a[i];
    shift = sum % 7;
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      c[i] = a[i] + shift;
  }

  int flags[4] = {0, 0, 0, 0};
#pragma acc parallel num_gangs(1) copy(flags)
  {
    flags[1] = 11;
#pragma acc loop
    for (int i = 0; i < 4; ++i)
      if (i != 1)
        flags[i] = i * 2;
    flags[3] += flags[1];
  }

  long long wt = 0;
  int ws = 0;
  for (int i = 0; i < N; ++i) {
    expect("b", i, b[i], i < N / 2 ? a[i] * 7 : -a[i]);
    wt += a[i];
    ws += a[i];
  }
  expect("total", 0, total, wt);
  expect("sum", 0, sum, ws);
  expect("shift", 0, shift, ws % 7);
  for (int i = 0; i < N; ++i)
    expect("c", i, c[i], a[i] + ws % 7);
  expect("flags0", 0, flags[0], 0);
  expect("flags1", 1, flags[1], 11);
  expect("flags2", 2, flags[2], 4);
  expect("flags3", 3, flags[3], 6 + 11);
  if (errors)
    std::printf("parallel-region-sequential-parts: %d errors\n", errors);
  return errors != 0;
}
