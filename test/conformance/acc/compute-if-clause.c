/* The if clause, true and false, on compute and data constructs:
   "parallel loop if(cond)" and "serial if(cond)" run on
   the device when cond is true and on the host when it is false (seen
   through acc_on_device in the region), both giving the right results;
   "data copyin(...) if(0)" makes nothing present (acc_is_present), and
   a compute construct inside then maps the data itself; "enter data
   if(1)" / "exit data if(1)". Runtime conditions come from variables. */
#include <stdio.h>
#include <openacc.h>

#define N 1000

static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main(void) {
  acc_init(acc_device_default);
  const int dev = acc_get_num_devices(acc_device_not_host) > 0;
  static int a[N], b[N];
  int on[6] = {-1, -1, -1, -1, -1, -1};
  int yes = N > 10, no = N < 10;
  for (int i = 0; i < N; ++i)
    a[i] = i;

#pragma acc parallel loop if(yes) copyin(a[0:N]) copyout(b[0:N]) copy(on[0:1])
  for (int i = 0; i < N; ++i) {
    b[i] = a[i] + 1;
    if (i == 0)
      on[0] = acc_on_device(acc_device_not_host);
  }
  for (int i = 0; i < N; ++i)
    expect("b1", i, b[i], i + 1);

#pragma acc parallel loop if(no) copyin(a[0:N]) copyout(b[0:N]) copy(on[1:1])
  for (int i = 0; i < N; ++i) {
    b[i] = a[i] + 2;
    if (i == 0)
      on[1] = acc_on_device(acc_device_not_host);
  }
  for (int i = 0; i < N; ++i)
    expect("b2", i, b[i], i + 2);

  int s = 0;
#pragma acc serial if(yes) copyin(a[0:N]) copy(s, on[4:1])
  {
    on[4] = acc_on_device(acc_device_not_host);
    for (int i = 0; i < N; ++i)
      s += a[i] % 3;
  }
  int s2 = 0;
#pragma acc serial if(no) copyin(a[0:N]) copy(s2, on[5:1])
  {
    on[5] = acc_on_device(acc_device_not_host);
    for (int i = 0; i < N; ++i)
      s2 += a[i] % 5;
  }
  int ws = 0, ws2 = 0;
  for (int i = 0; i < N; ++i) {
    ws += i % 3;
    ws2 += i % 5;
  }
  expect("s", 0, s, ws);
  expect("s2", 0, s2, ws2);
  expect("on parallel if(1)", 0, on[0], dev);
  expect("on parallel if(0)", 0, on[1], 0);
  expect("on serial if(1)", 0, on[4], dev);
  expect("on serial if(0)", 0, on[5], 0);

  /* data if(0): nothing present; the nested construct copies itself */
#pragma acc data copyin(a[0:N]) if(no)
  {
    if (dev)
      expect("present in data if(0)", 0, acc_is_present(a, sizeof a) != 0, 0);
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; ++i)
      a[i] += 10;
  }
#pragma acc data copyin(a[0:N]) if(yes)
  {
    if (dev)
      expect("present in data if(1)", 0, acc_is_present(a, sizeof a) != 0, 1);
  }
#pragma acc enter data copyin(a[0:N]) if(yes)
  if (dev)
    expect("present after enter if(1)", 0, acc_is_present(a, sizeof a) != 0, 1);
#pragma acc parallel loop present(a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] *= 2;
#pragma acc exit data copyout(a[0:N]) if(yes)
  for (int i = 0; i < N; ++i)
    expect("a", i, a[i], 2 * (i + 10));

  if (errors)
    printf("compute-if-clause: %d errors\n", errors);
  return errors != 0;
}
