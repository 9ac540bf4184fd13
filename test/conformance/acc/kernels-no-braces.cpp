// More constructs nested without braces, in C++: "kernels" whose statement
// is a single for loop; "parallel" + "loop gang" + an inner "loop vector"
// where neither the directives nor the for loops have braces; "data" +
// "host_data use_device" + a plain function call; "data" + "parallel loop
// collapse(2)"; an "if" statement holding a compute construct without
// braces; and an "enter data" / "exit data" pair around a brace-less
// "parallel loop present".
#include <cstdio>

static const int N = 2048;
static const int R = 64, C = 48;
static int errors = 0;

template <typename T> static void expect(const char *what, int i, T got, T want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %g want %g\n", what, i, (double)got, (double)want);
    ++errors;
  }
}

// receives whatever address host_data hands it; only the pointer value is
// stored, never dereferenced on the host
static const void *seen = nullptr;
static void record(const void *p) { seen = p; }

int main() {
  static float x[N], y[N];
  static int m[R][C], t[C][R];
  for (int i = 0; i < N; ++i) {
    x[i] = (float)(i % 33);
    y[i] = 0.0f;
  }
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      m[i][j] = i * 1000 + j;

#pragma acc kernels copyin(x[0:N]) copyout(y[0:N])
  for (int i = 0; i < N; ++i)
    y[i] = 3.0f * x[i] + 1.0f;

  static int dbl[R][C];
#pragma acc parallel copyin(m) copyout(dbl)
#pragma acc loop gang
  for (int i = 0; i < R; ++i)
#pragma acc loop vector
    for (int j = 0; j < C; ++j)
      dbl[i][j] = 2 * m[i][j] + i;

#pragma acc data copyin(m) copyout(t)
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      t[j][i] = m[i][j];

#pragma acc data copyin(x[0:N])
#pragma acc host_data use_device(x)
  record(x);
  // on a separate device, the address is not the host one; with shared
  // memory it may be: only require that something was recorded
  if (seen == nullptr) {
    std::printf("host_data: nothing recorded\n");
    ++errors;
  }

  bool use_device = N > 100;
  static float z[N];
  if (use_device)
#pragma acc parallel loop copyin(y[0:N]) copyout(z[0:N])
    for (int i = 0; i < N; ++i)
      z[i] = y[i] - x[i];
  else
    for (int i = 0; i < N; ++i)
      z[i] = -1.0f;

  static float w[N];
#pragma acc enter data copyin(x[0:N]) create(w[0:N])
#pragma acc parallel loop present(x[0:N], w[0:N])
  for (int i = 0; i < N; ++i)
    w[i] = x[i] * x[i];
#pragma acc exit data copyout(w[0:N]) delete(x[0:N])

  for (int i = 0; i < N; ++i) {
    expect("y", i, y[i], 3.0f * x[i] + 1.0f);
    expect("z", i, z[i], 3.0f * x[i] + 1.0f - x[i]);
    expect("w", i, w[i], x[i] * x[i]);
  }
  for (int i = 0; i < R; ++i) {
    for (int j = 0; j < C; ++j) {
      expect("dbl", i * C + j, dbl[i][j], 2 * m[i][j] + i);
      expect("t", i * C + j, t[j][i], m[i][j]);
    }
  }
  if (errors)
    std::printf("kernels-no-braces: %d errors\n", errors);
  return errors != 0;
}
