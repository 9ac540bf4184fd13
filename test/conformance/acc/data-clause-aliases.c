/* The older data clause spellings on every construct that takes them:
   pcopy, pcopyin, pcopyout, pcreate and present_or_copy,
   present_or_copyin, present_or_copyout, present_or_create on "parallel",
   "parallel loop", "kernels", "kernels loop", "serial", "serial loop",
   "data", and pcopyin/pcreate/present_or_copyin/present_or_create on
   "enter data". They mean copy/copyin/copyout/create (OpenACC 3.3), and
   inside a data region that already has the data they use it. */
#include <stdio.h>

#define N 600

static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  static int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 1;
    c[i] = d[i] = e[i] = f[i] = g[i] = h[i] = 0;
  }

#pragma acc parallel pcopyin(a[0:N]) pcopy(b[0:N]) pcopyout(c[0:N]) pcreate(d[0:N])
  {
#pragma acc loop
    for (int i = 0; i < N; ++i) {
      d[i] = a[i] * 2;
      c[i] = d[i] + b[i];
      b[i] += 1;
    }
  }
  for (int i = 0; i < N; ++i) {
    expect("parallel b", i, b[i], 2);
    expect("parallel c", i, c[i], 2 * i + 1);
  }

#pragma acc parallel loop present_or_copyin(a[0:N]) present_or_copy(b[0:N]) \
    present_or_copyout(e[0:N]) present_or_create(d[0:N])
  for (int i = 0; i < N; ++i) {
    d[i] = a[i] + b[i];
    e[i] = d[i] * 3;
    b[i] = 0;
  }
  for (int i = 0; i < N; ++i) {
    expect("parallel loop b", i, b[i], 0);
    expect("parallel loop e", i, e[i], 3 * (i + 2));
  }

#pragma acc kernels pcopyin(a[0:N]) pcopyout(f[0:N]) pcreate(d[0:N]) present_or_copy(b[0:N])
  {
    for (int i = 0; i < N; ++i)
      d[i] = a[i] - 1;
    for (int i = 0; i < N; ++i)
      f[i] = d[i] + 100;
    for (int i = 0; i < N; ++i)
      b[i] = 7;
  }
  for (int i = 0; i < N; ++i) {
    expect("kernels f", i, f[i], i + 99);
    expect("kernels b", i, b[i], 7);
  }

#pragma acc kernels loop independent present_or_copyin(a[0:N]) pcopy(g[0:N]) present_or_create(d[0:N]) present_or_copyout(h[0:N])
  for (int i = 0; i < N; ++i) {
    d[i] = a[i] % 4;
    g[i] += d[i];
    h[i] = g[i] * 2;
  }
  for (int i = 0; i < N; ++i) {
    expect("kernels loop g", i, g[i], i % 4);
    expect("kernels loop h", i, h[i], 2 * (i % 4));
  }

  int s = 0, t = 0;
#pragma acc serial pcopyin(a[0:N]) pcopy(s) pcreate(d[0:N]) pcopyout(t)
  {
    for (int i = 0; i < N; ++i)
      d[i] = a[i];
    for (int i = 0; i < N; ++i)
      s += d[i];
    t = 5;
  }
  expect("serial s", 0, s, N * (N - 1) / 2);
  expect("serial t", 0, t, 5);

#pragma acc serial loop present_or_copyin(a[0:N]) present_or_copy(c[0:N]) present_or_create(d[0:N]) present_or_copyout(e[0:N])
  for (int i = 0; i < N; ++i) {
    d[i] = c[i];
    c[i] = a[i];
    e[i] = d[i] - a[i];
  }
  for (int i = 0; i < N; ++i) {
    expect("serial loop c", i, c[i], i);
    expect("serial loop e", i, e[i], i + 1);
  }

  /* data region with the aliases; nested constructs find the data present */
#pragma acc data pcopyin(a[0:N]) pcopy(b[0:N]) pcopyout(c[0:N]) pcreate(d[0:N])
  {
#pragma acc data present_or_copyin(a[0:N]) present_or_copy(b[0:N]) present_or_copyout(c[0:N]) present_or_create(d[0:N])
    {
#pragma acc parallel loop pcopy(b[0:N]) pcreate(d[0:N]) pcopyout(c[0:N]) pcopyin(a[0:N])
      for (int i = 0; i < N; ++i) {
        d[i] = a[i] + b[i];
        c[i] = d[i];
        b[i] = -1;
      }
    }
  }
  for (int i = 0; i < N; ++i) {
    expect("data b", i, b[i], -1);
    expect("data c", i, c[i], i + 7);
  }

#pragma acc enter data pcopyin(a[0:N]) pcreate(d[0:N])
#pragma acc enter data present_or_copyin(b[0:N]) present_or_create(h[0:N])
#pragma acc parallel loop present(a[0:N], b[0:N], d[0:N], h[0:N])
  for (int i = 0; i < N; ++i) {
    d[i] = a[i] * b[i];
    h[i] = d[i] + 1;
  }
#pragma acc exit data copyout(h[0:N]) delete(a[0:N], b[0:N], d[0:N])
  for (int i = 0; i < N; ++i)
    expect("enter h", i, h[i], -i + 1);

  if (errors)
    printf("data-clause-aliases: %d errors\n", errors);
  return errors != 0;
}
