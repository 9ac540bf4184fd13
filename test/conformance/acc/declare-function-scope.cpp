// "declare" in function scope: each data clause the directive takes, on
// local arrays of the function (the data lives until the function
// returns): copy, copyin, copyout, create, present (data mapped before
// with acc_copyin, read back with acc_update_self), and the present_or_* / p*
// spellings (pcopy, pcopyin, pcopyout, pcreate, present_or_copy,
// present_or_copyin, present_or_copyout, present_or_create). Compute constructs in the function use the arrays
// without clauses; results are checked after the function returns.
#include <cstdio>
#include <openacc.h>

static const int N = 512;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

static void plain_clauses(int *out) {
  int a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 2 * i;
    c[i] = -1;
  }
#pragma acc declare copy(a) copyin(b) copyout(c) create(d)
#pragma acc parallel loop
  for (int i = 0; i < N; ++i) {
    d[i] = b[i] + 1;
    a[i] += 5;
  }
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    c[i] = d[i] * 2;
  // copyout/copy happen when the function returns; read them through
  // update to check here
#pragma acc update self(a, c)
  for (int i = 0; i < N; ++i)
    out[i] = a[i] + c[i];
}

static void legacy_clauses(int *out) {
  int p1[N], p2[N], p3[N], p4[N], q1[N], q2[N], q3[N], q4[N];
  for (int i = 0; i < N; ++i) {
    p1[i] = i;
    p2[i] = 1;
    q1[i] = 2 * i;
    q2[i] = 3;
  }
#pragma acc declare pcopy(p1) pcopyin(p2) pcopyout(p3) pcreate(p4)
#pragma acc declare present_or_copy(q1) present_or_copyin(q2) present_or_copyout(q3) present_or_create(q4)
#pragma acc parallel loop
  for (int i = 0; i < N; ++i) {
    p4[i] = p1[i] + p2[i];
    q4[i] = q1[i] * q2[i];
    p3[i] = p4[i] + q4[i];
    q3[i] = p3[i] - 1;
    p1[i] = -p1[i];
    q1[i] = 0;
  }
#pragma acc update self(p1, p3, q1, q3)
  for (int i = 0; i < N; ++i)
    out[i] = p1[i] + p3[i] + q1[i] + q3[i];
}

static void uses_present(int *out) {
  int w[N];
  for (int i = 0; i < N; ++i)
    w[i] = i + 1;
  acc_copyin(w, sizeof w);
#pragma acc declare present(w)
#pragma acc parallel loop
  for (int i = 0; i < N; ++i)
    w[i] *= 3;
  // the declare region still holds a structured reference: acc_copyout
  // only drops the dynamic one, so fetch the values with an update first
  acc_update_self(w, sizeof w);
  acc_copyout(w, sizeof w);
  for (int i = 0; i < N; ++i)
    out[i] = w[i];
}

int main() {
  static int out1[N], out2[N], v[N];
  acc_init(acc_device_default);
  plain_clauses(out1);
  legacy_clauses(out2);
  uses_present(v);
  for (int i = 0; i < N; ++i) {
    expect("plain", i, out1[i], i + 5 + 2 * (2 * i + 1));
    int p3 = i + 1 + 6 * i;
    expect("legacy", i, out2[i], -i + p3 + 0 + p3 - 1);
    expect("present", i, v[i], 3 * (i + 1));
  }
  if (errors)
    std::printf("declare-function-scope: %d errors\n", errors);
  return errors != 0;
}
