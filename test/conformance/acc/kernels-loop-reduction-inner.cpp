// Reductions in kernels regions: "kernels loop gang" with an inner
// "loop vector reduction(+:temp)" (row sums) and "loop worker
// reduction(max:m)"; a "kernels" region whose "loop independent" gang loop
// holds an inner reduction and whose next loop nest uses the results; a
// "kernels loop reduction(min:...)" on the outer loop; and an implicit
// scalar reduction (sum += ...) in a kernels loop without a reduction
// clause, which kernels allows to be detected.
#include <cstdio>

static const int R = 90, C = 70;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int m[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      m[i][j] = (i * 13 + j * 29) % 47 - 20;
  int rows[R], peaks[R];
  long long scaled[R];

#pragma acc kernels loop gang independent copyin(m) copyout(rows, peaks)
  for (int i = 0; i < R; ++i) {
    int temp = 0;
#pragma acc loop vector reduction(+:temp)
    for (int j = 0; j < C; ++j)
      temp += m[i][j];
    rows[i] = temp;
    int pk = -1000;
#pragma acc loop worker reduction(max:pk)
    for (int j = 0; j < C; ++j)
      pk = m[i][j] > pk ? m[i][j] : pk;
    peaks[i] = pk;
  }

  int lo = 1000;
  long long total = 0;
#pragma acc kernels copyin(m) copyout(scaled)
  {
#pragma acc loop gang independent
    for (int i = 0; i < R; ++i) {
      long long t = 0;
#pragma acc loop vector independent reduction(+:t)
      for (int j = 0; j < C; ++j)
        t += (long long)m[i][j] * (j + 1);
      scaled[i] = t;
    }
#pragma acc loop independent reduction(min:lo)
    for (int i = 0; i < R; ++i)
      lo = scaled[i] < lo ? (int)scaled[i] : lo;
    for (int i = 0; i < R; ++i)
      total += scaled[i];
  }

  long long wt = 0;
  int wl = 1000;
  for (int i = 0; i < R; ++i) {
    int s = 0, pk = -1000;
    long long t = 0;
    for (int j = 0; j < C; ++j) {
      s += m[i][j];
      pk = m[i][j] > pk ? m[i][j] : pk;
      t += (long long)m[i][j] * (j + 1);
    }
    expect("rows", i, rows[i], s);
    expect("peaks", i, peaks[i], pk);
    expect("scaled", i, scaled[i], t);
    wt += t;
    wl = t < wl ? (int)t : wl;
  }
  expect("lo", 0, lo, wl);
  expect("total", 0, total, wt);
  if (errors)
    std::printf("kernels-loop-reduction-inner: %d errors\n", errors);
  return errors != 0;
}
