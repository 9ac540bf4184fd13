/* Clauses of the "parallel" construct (not combined with loop), each used
   where it means something checkable: copy, copyin, copyout, create,
   present, no_create of present data, the present_or_* spellings,
   default(none) / default(present), if, num_gangs / num_workers /
   vector_length, private / firstprivate / reduction, async and wait
   (with and without queue numbers). Each region holds a "loop gang
   vector" (or worker/vector levels) over the data. */
#include <stdio.h>

#define N 2500

static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  static int a[N], b[N], c[N], d[N], e[N], f[N];
  int n = N, k = 3;
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 1;
  }

#pragma acc parallel copy(b[0:N]) copyin(a[0:N]) copyout(c[0:N]) create(d[0:N]) \
    num_gangs(10) num_workers(2) vector_length(64)
  {
#pragma acc loop gang worker vector
    for (int i = 0; i < N; ++i) {
      d[i] = a[i] + b[i];
      c[i] = d[i] * 2;
      b[i] = -b[i];
    }
  }
  for (int i = 0; i < N; ++i) {
    expect("b", i, b[i], -1);
    expect("c", i, c[i], 2 * (i + 1));
  }

#pragma acc data copyin(a[0:N]) copy(e[0:N])
  {
#pragma acc parallel present(a[0:N]) no_create(e[0:N]) firstprivate(k) vector_length(128)
    {
#pragma acc loop gang vector
      for (int i = 0; i < N; ++i)
        e[i] = a[i] * k;
    }
#pragma acc parallel default(present) async(1)
    {
#pragma acc loop gang vector
      for (int i = 0; i < N; ++i)
        e[i] += 1;
    }
#pragma acc parallel default(none) present(a[0:N], e[0:N]) firstprivate(n) wait(1) async(2)
    {
#pragma acc loop gang vector
      for (int i = 0; i < n; ++i)
        e[i] -= a[i];
    }
#pragma acc parallel present(e[0:N]) wait
    {
#pragma acc loop
      for (int i = 0; i < N; ++i)
        e[i] *= 2;
    }
  }
  for (int i = 0; i < N; ++i)
    expect("e", i, e[i], 2 * (2 * i + 1));

  int use = 1;
  long long sum = 0;
  int t = 0;
#pragma acc parallel present_or_copyin(a[0:N]) present_or_copyout(f[0:N]) present_or_create(d[0:N]) \
    present_or_copy(b[0:N]) if(use) reduction(+:sum) private(t)
  {
#pragma acc loop gang vector reduction(+:sum) private(t)
    for (int i = 0; i < N; ++i) {
      t = a[i] % 7;
      d[i] = t;
      f[i] = d[i] + b[i];
      sum += f[i];
    }
  }
  long long ws = 0;
  for (int i = 0; i < N; ++i) {
    expect("f", i, f[i], i % 7 - 1);
    ws += i % 7 - 1;
  }
  expect("sum", 0, sum, ws);
  if (errors)
    printf("parallel-clause-sweep: %d errors\n", errors);
  return errors != 0;
}
