/* Dynamic data lifetimes: "enter data copyin" twice raises the dynamic
   reference count, one "exit data delete" leaves the data present, a
   second removes it; "exit data delete(...) finalize" removes data entered
   three times at once; "exit data copyout(...) finalize"; enter data
   "create" then compute then "exit data copyout"; "enter data ... if(0)"
   and "exit data ... if(0)" do nothing; and data entered in one function
   and used by compute constructs ("present") in another. Presence is
   checked with acc_is_present where device memory is separate. */
#include <stdio.h>
#include <openacc.h>

#define N 2048

static int errors = 0;
static int dev;

static void expect(const char *what, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      printf("%s: got %lld want %lld\n", what, got, want);
    ++errors;
  }
}

static void present_check(const char *what, void *p, size_t bytes, int want) {
  if (dev)
    expect(what, acc_is_present(p, bytes) != 0, want);
}

static void scale(double *v, int n, double f) {
#pragma acc parallel loop present(v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] *= f;
}

static void setup(double *v, int n) {
#pragma acc enter data copyin(v[0:n])
}

static void teardown(double *v, int n) {
#pragma acc exit data copyout(v[0:n])
}

int main(void) {
  acc_init(acc_device_default);
  dev = acc_get_num_devices(acc_device_not_host) > 0;
  static double a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 1.0;
    c[i] = 2.0;
    d[i] = 0.5 * i;
  }

  /* two enters, two exits */
#pragma acc enter data copyin(a[0:N])
#pragma acc enter data copyin(a[0:N])
  present_check("a after 2 enters", a, sizeof a, 1);
#pragma acc exit data delete(a[0:N])
  present_check("a after 1 exit", a, sizeof a, 1);
#pragma acc exit data delete(a[0:N])
  present_check("a after 2 exits", a, sizeof a, 0);

  /* three enters, one finalize */
#pragma acc enter data copyin(b[0:N])
#pragma acc enter data copyin(b[0:N])
#pragma acc enter data create(b[0:N])
#pragma acc parallel loop present(b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = i + 0.25;
#pragma acc exit data delete(b[0:N]) finalize
  present_check("b after finalize", b, sizeof b, 0);
  /* b was deleted, not copied out */
  for (int i = 0; i < N; ++i)
    if (b[i] != (dev ? 1.0 : i + 0.25)) {
      expect("b kept", (long long)(b[i] * 4), (long long)((dev ? 1.0 : i + 0.25) * 4));
      break;
    }

  /* copyout with finalize after two enters */
#pragma acc enter data copyin(c[0:N])
#pragma acc enter data copyin(c[0:N])
#pragma acc parallel loop present(c[0:N])
  for (int i = 0; i < N; ++i)
    c[i] += i;
#pragma acc exit data copyout(c[0:N]) finalize
  present_check("c after copyout finalize", c, sizeof c, 0);
  for (int i = 0; i < N; ++i)
    if (c[i] != 2.0 + i) {
      expect("c", (long long)c[i], 2 + i);
      break;
    }

  /* if(0): nothing entered */
  int zero = 0;
#pragma acc enter data copyin(d[0:N]) if(zero)
  present_check("d after if(0)", d, sizeof d, 0);

  /* enter in one function, use in another, exit in a third */
  setup(d, N);
  present_check("d after setup", d, sizeof d, 1);
  scale(d, N, 4.0);
  scale(d, N, 0.5);
#pragma acc exit data copyout(d[0:N]) if(zero)
  present_check("d after exit if(0)", d, sizeof d, 1);
  teardown(d, N);
  present_check("d after teardown", d, sizeof d, 0);
  for (int i = 0; i < N; ++i)
    if (d[i] != i) {
      expect("d", (long long)d[i], i);
      break;
    }

  /* enter data create, compute, exit copyout of a part only */
  static int e[N];
#pragma acc enter data create(e[0:N])
#pragma acc parallel loop present(e[0:N])
  for (int i = 0; i < N; ++i)
    e[i] = i * i % 1000;
#pragma acc exit data copyout(e[0:N])
  for (int i = 0; i < N; ++i)
    if (e[i] != i * i % 1000) {
      expect("e", e[i], i * i % 1000);
      break;
    }

  if (errors)
    printf("enter-exit-data-finalize: %d errors\n", errors);
  return errors != 0;
}
