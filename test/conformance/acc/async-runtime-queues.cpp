// Asynchronous queues with the runtime routines: acc_async_test /
// acc_async_test_all after acc_wait_all (both true), acc_wait(q) on a
// queue fed by "parallel loop async(q)" and "update self async(q)",
// acc_wait_async (queue 2 waits for queue 1), polling acc_async_test
// until a queue is done, acc_async_sync as an async argument
// (synchronous), acc_init(acc_device_default), and an "async(q)" with q a runtime variable in a loop
// over several chunks of one array (a pipeline).
#include <cstdio>
#include <openacc.h>

static const int N = 8192;
static const int CHUNKS = 4;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  // libgomp needs an initialised device for acc_wait_all when the program
  // is built without -fopenacc (directives ignored)
  acc_init(acc_device_default);
  static double x[N], y[N];
  for (int i = 0; i < N; ++i)
    x[i] = i % 10;

  // pipeline: chunk c on queue c+1
  const int len = N / CHUNKS;
#pragma acc data create(x[0:N], y[0:N])
  {
    for (int c = 0; c < CHUNKS; ++c) {
      int q = c + 1;
      int lo = c * len;
#pragma acc update device(x[lo:len]) async(q)
#pragma acc parallel loop present(x[0:N], y[0:N]) async(q)
      for (int i = lo; i < lo + len; ++i)
        y[i] = 2.0 * x[i] + c;
#pragma acc update self(y[lo:len]) async(q)
    }
    acc_wait_all();
    expect("test_all", 0, acc_async_test_all() != 0, 1);
    for (int c = 0; c < CHUNKS; ++c)
      expect("test", c, acc_async_test(c + 1) != 0, 1);
  }

  static int a[N];
#pragma acc enter data create(a[0:N])
#pragma acc parallel loop present(a[0:N]) async(1)
  for (int i = 0; i < N; ++i)
    a[i] = i;
  acc_wait_async(1, 2);
#pragma acc parallel loop present(a[0:N]) async(2)
  for (int i = 0; i < N; ++i)
    a[i] *= 2;
#pragma acc update self(a[0:N]) async(2)
  acc_wait(2);

  static int b[N];
#pragma acc parallel loop async(9) copyout(b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = -i;
  while (!acc_async_test(9))
    ;
  static int c2[N];
#pragma acc parallel loop async(acc_async_sync) copyout(c2[0:N])
  for (int i = 0; i < N; ++i)
    c2[i] = i + 5;
#pragma acc exit data delete(a[0:N])

  for (int i = 0; i < N; ++i) {
    double want = 2.0 * (i % 10) + i / len;
    if (y[i] != want) {
      if (errors < 8)
        std::printf("y[%d] %g want %g\n", i, y[i], want);
      ++errors;
    }
    expect("a", i, a[i], 2 * i);
    expect("b", i, b[i], -i);
    expect("c2", i, c2[i], i + 5);
  }
  if (errors)
    std::printf("async-runtime-queues: %d errors\n", errors);
  return errors != 0;
}
