// OpenACC runtime routines, checked so that the program passes both with a
// separate device and with host fallback: acc_init / acc_shutdown,
// acc_get_num_devices, acc_get_device_type, acc_get_device_num /
// acc_set_device_num, acc_on_device inside and outside compute regions,
// acc_copyin / acc_copyout / acc_create / acc_delete and their effect on
// acc_is_present, acc_update_device / acc_update_self on a part of an
// array, data mapped by routines used by directives (present) and data
// mapped by directives released by routines, acc_copyout_finalize /
// acc_delete_finalize, and acc_map_data / acc_unmap_data with acc_malloc'd
// memory.
#include <cstdio>
#include <openacc.h>

static const int N = 1000;
static int errors = 0;

static void expect(const char *what, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s: got %lld want %lld\n", what, got, want);
    ++errors;
  }
}

int main() {
  acc_init(acc_device_default);
  const int ndev = acc_get_num_devices(acc_device_not_host);
  const bool dev = ndev > 0;
  expect("host devices", acc_get_num_devices(acc_device_host) >= 1, 1);
  expect("on host", acc_on_device(acc_device_host) != 0, 1);
  acc_device_t t = acc_get_device_type();
  if (dev) {
    expect("device type not host", t != acc_device_host, 1);
    int num = acc_get_device_num(t);
    expect("device num in range", num >= 0 && num < ndev, 1);
    acc_set_device_num(num, t);
    expect("device num kept", acc_get_device_num(t), num);
  }

  static double a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i;
    b[i] = -1.0;
  }
  double *da = (double *)acc_copyin(a, sizeof a);
  expect("copyin result", da != nullptr, 1);
  expect("a present", acc_is_present(a, sizeof a) != 0, 1);
  if (dev) {
    expect("a+1 past end", acc_is_present(a, sizeof a + sizeof(double)) != 0, 0);
    expect("b absent", acc_is_present(b, sizeof b) != 0, 0);
  }

  int on[2] = {-1, -1};
#pragma acc parallel loop present(a[0:N]) copy(on)
  for (int i = 0; i < N; ++i) {
    a[i] = a[i] * 2.0;
    if (i == 0) {
      on[0] = acc_on_device(acc_device_not_host);
      on[1] = acc_on_device(acc_device_host);
    }
  }
  expect("on not_host in region", on[0] != 0, dev);
  expect("on host in region", on[1] != 0, !dev);

  // update part of a: [10, 20) only
  acc_update_self(a + 10, 10 * sizeof(double));
  for (int i = 0; i < N; ++i) {
    double want = (i >= 10 && i < 20) || !dev ? 2.0 * i : (double)i;
    if (a[i] != want) {
      expect("partial update self", (long long)a[i], (long long)want);
      break;
    }
  }
  for (int i = 0; i < N; ++i)
    a[i] = 1000.0 + i;
  acc_update_device(a, 5 * sizeof(double));
#pragma acc parallel loop present(a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] += 1.0;
  acc_copyout(a, sizeof a);
  expect("a absent after copyout", dev ? acc_is_present(a, sizeof a) != 0 : 0, 0);
  for (int i = 0; i < N; ++i) {
    double want = (i < 5 || !dev) ? 1001.0 + i : 2.0 * i + 1.0;
    if (a[i] != want) {
      expect("copyout", (long long)a[i], (long long)want);
      break;
    }
  }

  // create + delete, and data entered by a directive released by a routine
  acc_create(b, sizeof b);
  expect("b present", acc_is_present(b, sizeof b) != 0, 1);
#pragma acc parallel loop present(b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = 3.0 * i;
  acc_update_self(b, sizeof b);
  acc_delete(b, sizeof b);
  for (int i = 0; i < N; ++i)
    if (b[i] != 3.0 * i) {
      expect("b", (long long)b[i], 3 * i);
      break;
    }
  static int c[N];
#pragma acc enter data copyin(c[0:N])
#pragma acc enter data copyin(c[0:N])
  acc_delete_finalize(c, sizeof c);
  if (dev)
    expect("c absent after delete_finalize", acc_is_present(c, sizeof c) != 0, 0);
  acc_copyin(c, sizeof c);
  acc_copyin(c, sizeof c);
#pragma acc parallel loop present(c[0:N])
  for (int i = 0; i < N; ++i)
    c[i] = i + 7;
  acc_copyout_finalize(c, sizeof c);
  for (int i = 0; i < N; ++i)
    if (c[i] != i + 7) {
      expect("c", c[i], i + 7);
      break;
    }

  // map_data: own device memory attached to a host array
  if (dev) {
    static float h[N];
    void *d = acc_malloc(sizeof h);
    acc_map_data(h, d, sizeof h);
    expect("h mapped", acc_is_present(h, sizeof h) != 0, 1);
    expect("deviceptr of mapped", acc_deviceptr(h) == d, 1);
#pragma acc parallel loop present(h[0:N])
    for (int i = 0; i < N; ++i)
      h[i] = 0.5f * i;
    acc_update_self(h, sizeof h);
    acc_unmap_data(h);
    acc_free(d);
    for (int i = 0; i < N; ++i)
      if (h[i] != 0.5f * i) {
        expect("h", (long long)h[i], i / 2);
        break;
      }
  }
  acc_shutdown(acc_device_default);
  if (errors)
    std::printf("acc-runtime-routines: %d errors\n", errors);
  return errors != 0;
}
