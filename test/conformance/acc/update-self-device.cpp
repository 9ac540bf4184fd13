// "update self/host/device" inside data regions: the host changes its copy
// and "update device" sends part of it (a section in the middle), a kernel
// computes, "update self" brings back a section and "update host" another;
// "update ... if(cond)" with the condition false leaves both copies alone
// and with it true transfers; "update self(...) if_present" on data that is
// not present does nothing; iterated time steps with an update each step.
// Where there is no separate device memory (directives ignored, host
// fallback) the copies are one, so discrete() picks the expected values.
#include <cstdio>
#ifdef _OPENACC
#include <openacc.h>
static bool discrete() { return acc_get_num_devices(acc_device_not_host) > 0; }
#else
static bool discrete() { return false; }
#endif

static const int N = 1000;
static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %g want %g\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  const bool dev = discrete();
  static double a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = 0;
  }

#pragma acc data copyin(a[0:N]) create(b[0:N])
  {
    // change the host copy; only [100, 300) goes to the device
    for (int i = 0; i < N; ++i)
      a[i] = -1.0;
#pragma acc update device(a[100:200])
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] = a[i] * 2.0;
#pragma acc update self(b[0:500])
#pragma acc update host(b[500:500])
    for (int i = 0; i < N; ++i) {
      double ai = (i >= 100 && i < 300) ? -1.0 : (dev ? (double)i : -1.0);
      expect("b", i, b[i], ai * 2.0);
    }

    // update with if(false): nothing moves
    for (int i = 0; i < N; ++i)
      a[i] = 7.0;
    int no = 0;
#pragma acc update device(a[0:N]) if(no)
#pragma acc parallel loop present(a[0:N], b[0:N])
    for (int i = 0; i < N; ++i)
      b[i] = a[i] + 1.0;
    for (int i = 0; i < N; ++i)
      b[i] = 0.0;
#pragma acc update self(b[0:N]) if(no != 0)
    for (int i = 0; i < N; ++i)
      expect("b-if-false", i, b[i], 0.0);
    int yes = 1;
#pragma acc update self(b[0:N]) if(yes)
    for (int i = 0; i < N; ++i) {
      double ai = (i >= 100 && i < 300) ? -1.0 : (double)i;
      expect("b-if-true", i, b[i], dev ? ai + 1.0 : 0.0);
    }

    // time steps: the host adds a source term between kernels
#pragma acc update device(a[0:N])
    for (int step = 0; step < 5; ++step) {
#pragma acc parallel loop present(a[0:N])
      for (int i = 0; i < N; ++i)
        a[i] = a[i] * 0.5 + 1.0;
#pragma acc update self(a[0:10])
      a[0] += 100.0;
#pragma acc update device(a[0:1])
    }
#pragma acc update self(a[0:N])
  }
  double w0 = 7.0, w = 7.0;
  for (int step = 0; step < 5; ++step) {
    w0 = w0 * 0.5 + 1.0 + 100.0;
    w = w * 0.5 + 1.0;
  }
  expect("a0", 0, a[0], w0);
  for (int i = 1; i < N; ++i)
    expect("a", i, a[i], w);

  // if_present: c is not present, nothing happens
  static double c[N];
  for (int i = 0; i < N; ++i)
    c[i] = 3.0;
#pragma acc update self(c[0:N]) if_present
#pragma acc update device(c[0:N]) if_present
  for (int i = 0; i < N; ++i)
    expect("c", i, c[i], 3.0);

  if (errors)
    std::printf("update-self-device: %d errors\n", errors);
  return errors != 0;
}
