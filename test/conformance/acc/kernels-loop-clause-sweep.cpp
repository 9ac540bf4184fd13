// Clauses of "kernels loop" and "kernels" not exercised elsewhere: copy,
// create, present, no_create, deviceptr, attach, default(none) /
// default(present), if, async / wait, auto, seq, private, reduction and
// the p* / present_or_* spellings on "kernels loop"; async, wait, pcopy and
// present_or_copyin / present_or_copyout / present_or_create on "kernels".
#include <cstdio>
#include <openacc.h>

static const int N = 1800;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

struct holder {
  int *p;
};

int main() {
  acc_init(acc_device_default);
  static int a[N], b[N], c[N], d[N], e[N], g[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2;
  }
  int use = N > 0;

#pragma acc kernels loop independent copy(b[0:N]) copyin(a[0:N]) create(c[0:N]) if(use)
  for (int i = 0; i < N; ++i) {
    c[i] = a[i] + 1;
    b[i] *= c[i];
  }
  for (int i = 0; i < N; ++i)
    expect("b", i, b[i], 2 * (i + 1));

  int *dp = (int *)acc_malloc(N * sizeof(int));
#pragma acc kernels loop independent deviceptr(dp) copyin(a[0:N])
  for (int i = 0; i < N; ++i)
    dp[i] = a[i] * 3;
#pragma acc kernels loop independent deviceptr(dp) copyout(d[0:N])
  for (int i = 0; i < N; ++i)
    d[i] = dp[i] + 1;
  acc_free(dp);
  for (int i = 0; i < N; ++i)
    expect("d", i, d[i], 3 * i + 1);

  int n = N;
  int t = 0;
  long long s = 0;
#pragma acc data copyin(a[0:N]) copy(e[0:N])
  {
#pragma acc kernels loop independent present(a[0:N]) no_create(e[0:N]) async(1)
    for (int i = 0; i < N; ++i)
      e[i] = a[i];
#pragma acc kernels loop independent default(present) wait(1) async(2)
    for (int i = 0; i < N; ++i)
      e[i] += 5;
#pragma acc kernels loop gang vector default(none) present(e[0:N]) copyin(n) copy(s) private(t) \
    reduction(+:s) wait(2)
    for (int i = 0; i < n; ++i) {
      t = e[i] % 4;
      s += t;
    }
#pragma acc kernels loop seq present(e[0:N])
    for (int i = 1; i < N; ++i)
      e[i] = e[i] - e[i - 1] + e[i - 1];
#pragma acc kernels loop auto present(e[0:N])
    for (int i = 0; i < N; ++i)
      e[i] *= 2;
  }
  long long ws = 0;
  for (int i = 0; i < N; ++i) {
    expect("e", i, e[i], 2 * (i + 5));
    ws += (i + 5) % 4;
  }
  expect("s", 0, s, ws);

  holder h;
  h.p = g;
#pragma acc enter data copyin(h)
#pragma acc enter data create(g[0:N])
#pragma acc kernels loop independent attach(h.p) present(h)
  for (int i = 0; i < N; ++i)
    h.p[i] = i * 5;
#pragma acc exit data copyout(g[0:N])
#pragma acc exit data delete(h)
  for (int i = 0; i < N; ++i)
    expect("g", i, g[i], 5 * i);

  static int p1[N], p2[N], p3[N], p4[N];
  for (int i = 0; i < N; ++i)
    p1[i] = i;
#pragma acc kernels loop independent pcopyin(p1[0:N]) pcopyout(p2[0:N]) pcreate(p3[0:N]) present_or_copy(p4[0:N])
  for (int i = 0; i < N; ++i) {
    p3[i] = p1[i] * p1[i];
    p2[i] = p3[i] + 1;
    p4[i] = p2[i] - p1[i];
  }
  for (int i = 0; i < N; ++i) {
    expect("p2", i, p2[i], i * i + 1);
    expect("p4", i, p4[i], i * i + 1 - i);
  }

  static int q1[N], q2[N], q3[N], q4[N];
  for (int i = 0; i < N; ++i)
    q1[i] = i + 1;
#pragma acc kernels present_or_copyin(q1[0:N]) present_or_copyout(q2[0:N]) present_or_create(q3[0:N]) \
    pcopy(q4[0:N]) async(3)
  {
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      q3[i] = 2 * q1[i];
#pragma acc loop independent
    for (int i = 0; i < N; ++i) {
      q2[i] = q3[i] - 1;
      q4[i] += q2[i];
    }
  }
#pragma acc kernels copy(q4[0:N]) wait(3)
  {
#pragma acc loop independent
    for (int i = 0; i < N; ++i)
      q4[i] += 1;
  }
  for (int i = 0; i < N; ++i) {
    expect("q2", i, q2[i], 2 * (i + 1) - 1);
    expect("q4", i, q4[i], 2 * (i + 1));
  }
  if (errors)
    std::printf("kernels-loop-clause-sweep: %d errors\n", errors);
  return errors != 0;
}
