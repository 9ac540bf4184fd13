/* Remaining clause pairs: "serial loop" with copy, create, present,
   no_create, deviceptr, attach, default(none) / default(present), if,
   async, wait and the p* spellings; "serial" with the present_or_*
   spellings; "parallel loop" with attach, auto and seq; "enter data" and
   "update" with wait; and "routine seq nohost" for a function only called
   on the device. */
#include <stdio.h>
#include <openacc.h>

#define N 900

static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

typedef struct {
  int n;
  int *p;
} holder;

#pragma acc routine seq nohost
static int device_only(int x) { return x * 4 - 1; }

int main(void) {
  acc_init(acc_device_default);
  static int a[N], b[N], c[N], d[N], e[N], g[N];
  int n = N, use = 1;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 10;
  }

#pragma acc serial loop copy(b[0:N]) copyin(a[0:N]) create(c[0:N]) if(use)
  for (int i = 0; i < N; ++i) {
    c[i] = a[i] * 2;
    b[i] += c[i];
  }
  for (int i = 0; i < N; ++i)
    expect("b", i, b[i], 10 + 2 * i);

  int *dp = (int *)acc_malloc(N * sizeof(int));
#pragma acc serial loop deviceptr(dp) copyin(a[0:N])
  for (int i = 0; i < N; ++i)
    dp[i] = device_only(a[i]);
#pragma acc serial loop deviceptr(dp) copyout(d[0:N])
  for (int i = 0; i < N; ++i)
    d[i] = dp[i];
  acc_free(dp);
  for (int i = 0; i < N; ++i)
    expect("d", i, d[i], 4 * i - 1);

#pragma acc enter data copyin(a[0:N]) create(e[0:N]) async(4)
#pragma acc enter data copyin(b[0:N]) wait(4)
#pragma acc serial loop present(a[0:N], e[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    e[i] = a[i];
#pragma acc serial loop default(present) wait(1) async(2)
  for (int i = 0; i < N; ++i)
    e[i] += b[i];
#pragma acc serial loop default(none) no_create(e[0:N]) copyin(n) async(3) wait(2)
  for (int i = 0; i < n; ++i)
    e[i] -= 1;
#pragma acc update self(e[0:N]) wait(3)
#pragma acc exit data delete(a[0:N], b[0:N], e[0:N])
  for (int i = 0; i < N; ++i)
    expect("e", i, e[i], i + 10 + 2 * i - 1);

  holder h;
  h.n = N;
  h.p = g;
#pragma acc enter data copyin(h)
#pragma acc enter data create(g[0:N])
#pragma acc serial loop attach(h.p)
  for (int i = 0; i < N; ++i)
    h.p[i] = i + 3;
#pragma acc parallel loop attach(h.p)
  for (int i = 0; i < N; ++i)
    h.p[i] *= 2;
#pragma acc exit data copyout(g[0:N])
#pragma acc exit data delete(h)
  for (int i = 0; i < N; ++i)
    expect("g", i, g[i], 2 * (i + 3));

  static int p1[N], p2[N], p3[N], p4[N];
  for (int i = 0; i < N; ++i) {
    p1[i] = i;
    p4[i] = 1;
  }
#pragma acc serial loop pcopyin(p1[0:N]) pcopyout(p2[0:N]) pcreate(p3[0:N]) pcopy(p4[0:N])
  for (int i = 0; i < N; ++i) {
    p3[i] = p1[i] + 1;
    p2[i] = p3[i] * 2;
    p4[i] += p2[i];
  }
  static int q2[N], q3[N];
#pragma acc serial present_or_copyin(p1[0:N]) present_or_copyout(q2[0:N]) present_or_create(q3[0:N]) \
    present_or_copy(p4[0:N])
  {
    for (int i = 0; i < N; ++i) {
      q3[i] = p1[i] * 3;
      q2[i] = q3[i] + p4[i];
      p4[i] = 0;
    }
  }
  for (int i = 0; i < N; ++i) {
    expect("p2", i, p2[i], 2 * (i + 1));
    expect("q2", i, q2[i], 3 * i + 1 + 2 * (i + 1));
    expect("p4", i, p4[i], 0);
  }

  static int s1[N], s2[N];
#pragma acc parallel loop seq copyout(s1[0:N])
  for (int i = 0; i < N; ++i)
    s1[i] = i % 9;
#pragma acc parallel loop auto copyin(s1[0:N]) copyout(s2[0:N])
  for (int i = 0; i < N; ++i)
    s2[i] = s1[i] * 7;
  for (int i = 0; i < N; ++i)
    expect("s2", i, s2[i], 7 * (i % 9));

  if (errors)
    printf("serial-loop-clause-sweep: %d errors\n", errors);
  return errors != 0;
}
