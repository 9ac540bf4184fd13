// The "serial" and "serial loop" constructs with their clauses: copy,
// copyin, copyout, create, present, firstprivate (scalar), private,
// reduction on the construct, default(none) and default(present),
// if, async/wait, and on "serial loop" also gang/worker/vector, seq,
// independent, auto, collapse, tile, private and reduction. A serial
// region runs one gang of one worker with vector length one, so code
// that relies on order (a running prefix sum) is valid there.
#include <cstdio>

static const int N = 700;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int a[N], pre[N], tmp[N], out[N];
  for (int i = 0; i < N; ++i)
    a[i] = (i * 7) % 13;

  // order-dependent prefix sum in a serial region
  int base = 100;
#pragma acc serial copyin(a[0:N]) copyout(pre[0:N]) create(tmp[0:N]) firstprivate(base)
  {
    for (int i = 0; i < N; ++i)
      tmp[i] = a[i] + 1;
    int run = base;
    for (int i = 0; i < N; ++i) {
      run += tmp[i];
      pre[i] = run;
    }
  }

  int red = 0, x = 9;
#pragma acc serial copyin(a[0:N]) reduction(+:red) private(x) default(none)
  {
    x = 2;
    for (int i = 0; i < N; ++i)
      red += a[i] * x;
  }

#pragma acc data copyin(a[0:N]) copyout(out[0:N])
  {
#pragma acc serial present(a[0:N], out[0:N]) async(3)
    {
      for (int i = 0; i < N; ++i)
        out[i] = a[i] * a[i];
    }
#pragma acc serial default(present) wait(3) if(N > 1)
    {
      for (int i = 0; i < N; i += 2)
        out[i] = -out[i];
    }
  }

  int s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  static int g[20][35], t[20][35];
#pragma acc serial loop gang worker vector copyin(a[0:N]) reduction(+:s1)
  for (int i = 0; i < N; ++i)
    s1 += a[i];
#pragma acc serial loop seq copyin(a[0:N]) reduction(max:s2)
  for (int i = 0; i < N; ++i)
    s2 = a[i] > s2 ? a[i] : s2;
#pragma acc serial loop independent copyin(a[0:N]) reduction(+:s3)
  for (int i = 0; i < N; ++i)
    s3 += a[i] & 1;
#pragma acc serial loop auto private(x) copyin(a[0:N]) reduction(+:s4)
  for (int i = 0; i < N; ++i) {
    x = a[i] * 3;
    s4 += x;
  }
#pragma acc serial loop collapse(2) copyout(g)
  for (int i = 0; i < 20; ++i)
    for (int j = 0; j < 35; ++j)
      g[i][j] = i * 35 + j;
#pragma acc serial loop tile(4, 5) copyout(t)
  for (int i = 0; i < 20; ++i)
    for (int j = 0; j < 35; ++j)
      t[i][j] = i - j;

  int run = 100, w1 = 0, w2 = 0, w3 = 0, w4 = 0, wr = 0;
  for (int i = 0; i < N; ++i) {
    run += a[i] + 1;
    expect("pre", i, pre[i], run);
    expect("out", i, out[i], (i % 2 ? 1 : -1) * a[i] * a[i]);
    w1 += a[i];
    w2 = a[i] > w2 ? a[i] : w2;
    w3 += a[i] & 1;
    w4 += 3 * a[i];
    wr += 2 * a[i];
  }
  expect("red", 0, red, wr);
  expect("s1", 0, s1, w1);
  expect("s2", 0, s2, w2);
  expect("s3", 0, s3, w3);
  expect("s4", 0, s4, w4);
  for (int i = 0; i < 20; ++i)
    for (int j = 0; j < 35; ++j) {
      expect("g", i * 35 + j, g[i][j], i * 35 + j);
      expect("t", i * 35 + j, t[i][j], i - j);
    }
  if (errors)
    std::printf("serial-clauses: %d errors\n", errors);
  return errors != 0;
}
