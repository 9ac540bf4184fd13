// device_type and its short form dtype on every directive that takes them:
// "parallel", "parallel loop", "kernels", "kernels loop", "serial",
// "serial loop", "loop" and "routine". Sections for nvidia, for other
// devices (host, radeon, multicore, an unknown name) and for "*" hold
// num_gangs/num_workers/vector_length, async/wait, and loop clauses
// (gang/worker/vector, seq, independent, auto, collapse, tile). Whatever
// section applies, the results are the same.
#include <cstdio>

static const int N = 1200;
static const int R = 30, C = 40;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

#pragma acc routine device_type(nvidia) seq device_type(*) seq
static int twice(int x) { return 2 * x; }

#pragma acc routine dtype(host) seq dtype(nvidia) seq
static int thrice(int x) { return 3 * x; }

int main() {
  static int a[N], b[N], c[N], d[N], e[N], f[N];
  static int m[R][C], t[R][C];
  long long s = 0;

#pragma acc parallel loop copyout(a) device_type(nvidia) vector_length(64) num_gangs(8) \
    device_type(host) vector_length(1) device_type(*) num_workers(2)
  for (int i = 0; i < N; ++i)
    a[i] = twice(i);

#pragma acc parallel copyout(b) device_type(radeon) num_gangs(2) dtype(nvidia) num_gangs(16) num_workers(4)
  {
#pragma acc loop gang device_type(nvidia) vector device_type(multicore) seq
    for (int i = 0; i < N; ++i)
      b[i] = thrice(i);
  }

#pragma acc kernels copyout(c) device_type(nvidia) num_gangs(32) vector_length(128) dtype(*) num_workers(1)
  {
#pragma acc loop independent device_type(nvidia) gang vector dtype(host) seq
    for (int i = 0; i < N; ++i)
      c[i] = i - 5;
  }

#pragma acc kernels loop copyout(d) device_type(*) independent dtype(nvidia) gang(num: 4) vector(length: 32)
  for (int i = 0; i < N; ++i)
    d[i] = i * i % 101;

#pragma acc serial copyout(e) device_type(nvidia) async(1) dtype(host) async(2)
  {
    for (int i = 0; i < N; ++i)
      e[i] = i ^ 3;
  }
#pragma acc wait

#pragma acc serial loop copyout(f) reduction(+:s) dtype(*) seq device_type(nvidia) auto
  for (int i = 0; i < N; ++i) {
    f[i] = i + 1;
    s += i;
  }

#pragma acc parallel loop copyout(m) device_type(nvidia) collapse(2) device_type(host) collapse(1)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      m[i][j] = i * C + j;

#pragma acc parallel loop copyout(t) dtype(nvidia) tile(8, 4) dtype(*) tile(2, 2) \
    device_type(nvidia) wait async(5)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      t[i][j] = j - i;
#pragma acc wait(5)

#pragma acc parallel loop copyin(a) copy(b) device_type(unknown_vendor_xyz) num_gangs(3) device_type(nvidia) independent
  for (int i = 0; i < N; ++i)
    b[i] += a[i];

  for (int i = 0; i < N; ++i) {
    expect("a", i, a[i], 2 * i);
    expect("b", i, b[i], 5 * i);
    expect("c", i, c[i], i - 5);
    expect("d", i, d[i], i * i % 101);
    expect("e", i, e[i], i ^ 3);
    expect("f", i, f[i], i + 1);
  }
  expect("s", 0, s, (long long)N * (N - 1) / 2);
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      expect("m", i * C + j, m[i][j], i * C + j);
      expect("t", i * C + j, t[i][j], j - i);
    }
  if (errors)
    std::printf("device-type-clauses: %d errors\n", errors);
  return errors != 0;
}
