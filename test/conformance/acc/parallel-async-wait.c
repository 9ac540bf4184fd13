/* async and wait combinations: "parallel loop async(1)" and "async(2)" on
   independent arrays followed by "wait(1, 2)" directive; a chain on one
   queue (kernel, then "update self async(q)", then "wait(q)"); a construct
   with "async(3) wait(1)" that must see queue 1's result; "kernels
   async" without argument and "wait" with no argument; "serial async";
   "enter data copyin async" / "exit data copyout async" with a "wait"
   clause on the exit data; and "wait(q) async(r)" (queue r waits for q). */
#include <stdio.h>

#define N 4096

static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  static int a[N], b[N], c[N], d[N], e[N];
  int s = 0;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2 * i;
    c[i] = d[i] = e[i] = 0;
  }

#pragma acc data copy(a[0:N], b[0:N]) create(c[0:N])
  {
#pragma acc parallel loop async(1) present(a[0:N])
    for (int i = 0; i < N; ++i)
      a[i] += 1;
#pragma acc parallel loop async(2) present(b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] *= 3;
    /* c needs both queues' results */
#pragma acc parallel loop async(3) wait(1, 2) present(a[0:N], b[0:N], c[0:N])
    for (int i = 0; i < N; ++i)
      c[i] = a[i] + b[i];
#pragma acc update self(c[0:N]) async(3)
#pragma acc wait(3)
#pragma acc wait(1, 2)
  }

  /* kernels async (default queue), serial async, plain wait */
#pragma acc kernels loop independent async copyout(d[0:N])
  for (int i = 0; i < N; ++i)
    d[i] = i % 7;
#pragma acc serial async(4) copy(s)
  {
    for (int i = 0; i < 10; ++i)
      s += i;
  }
#pragma acc wait

  /* enter data async, compute on the same queue, exit data waits */
#pragma acc enter data copyin(e[0:N]) async(5)
#pragma acc parallel loop present(e[0:N]) async(5)
  for (int i = 0; i < N; ++i)
    e[i] = 3 * i + 1;
#pragma acc exit data copyout(e[0:N]) async(6) wait(5)
#pragma acc wait(6)

  /* queue 8 waits for queue 7 on the device, the host waits for 8 only */
  static int f[N];
#pragma acc enter data create(f[0:N])
#pragma acc parallel loop present(f[0:N]) async(7)
  for (int i = 0; i < N; ++i)
    f[i] = i;
#pragma acc wait(7) async(8)
#pragma acc parallel loop present(f[0:N]) async(8)
  for (int i = 0; i < N; ++i)
    f[i] += 100;
#pragma acc update self(f[0:N]) async(8)
#pragma acc wait(8)
#pragma acc exit data delete(f[0:N])

  for (int i = 0; i < N; ++i) {
    expect("a", i, a[i], i + 1);
    expect("b", i, b[i], 6 * i);
    expect("c", i, c[i], i + 1 + 6 * i);
    expect("d", i, d[i], i % 7);
    expect("e", i, e[i], 3 * i + 1);
    expect("f", i, f[i], i + 100);
  }
  expect("s", 0, s, 45);
  if (errors)
    printf("parallel-async-wait: %d errors\n", errors);
  return errors != 0;
}
