// collapse and tile: "parallel loop collapse(2)" and "collapse(3)" over
// rectangular nests (with non-zero lower bounds and a stride), a collapsed
// nest with a reduction, "kernels loop collapse(2) independent",
// "serial loop collapse(2)", "loop collapse(2)" inside "parallel", and
// "tile(8, 8)", "tile(32, 4)", "tile(*, *)" and a three-level tile on
// "parallel loop" / "kernels loop" / "loop". Every element is written once.
#include <cstdio>

static const int NI = 40, NJ = 36, NK = 20;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 8)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

static int f(int i, int j, int k) { return i * 10000 + j * 100 + k; }

int main() {
  static int a[NI][NJ][NK], b[NI][NJ], c[NI][NJ], d[NI][NJ], e[NI][NJ][NK];
  static int t1[NI][NJ], t2[NI][NJ], t3[NI][NJ], t4[NI][NJ][NK], t5[NI][NJ];
  long long sum = 0;

#pragma acc parallel loop collapse(3) copyout(a)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      for (int k = 0; k < NK; ++k)
        a[i][j][k] = f(i, j, k);

  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      b[i][j] = -1;
  // lower bounds 2 and 1, stride 2 on the inner loop
#pragma acc parallel loop collapse(2) copy(b)
  for (int i = 2; i < NI; ++i)
    for (int j = 1; j < NJ; j += 2)
      b[i][j] = i * j;

#pragma acc parallel loop collapse(2) reduction(+:sum) copyin(a)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      sum += a[i][j][NK - 1] - a[i][j][0];

#pragma acc kernels loop collapse(2) independent copyin(a) copyout(c)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      c[i][j] = a[i][j][1] + 1;

#pragma acc serial loop collapse(2) copyout(d)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      d[i][j] = i - j;

#pragma acc parallel copyin(a) copyout(e)
  {
#pragma acc loop gang collapse(2)
    for (int i = 0; i < NI; ++i)
      for (int j = 0; j < NJ; ++j)
#pragma acc loop vector
        for (int k = 0; k < NK; ++k)
          e[i][j][k] = 2 * a[i][j][k];
  }

#pragma acc parallel loop tile(8, 8) copyout(t1)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      t1[i][j] = i + 2 * j;

#pragma acc kernels loop tile(32, 4) copyout(t2)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      t2[i][j] = i * NJ + j;

#pragma acc parallel loop tile(*, *) copyout(t3)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      t3[i][j] = i ^ j;

#pragma acc parallel copyin(a) copyout(t4)
  {
#pragma acc loop tile(4, 4, 4)
    for (int i = 0; i < NI; ++i)
      for (int j = 0; j < NJ; ++j)
        for (int k = 0; k < NK; ++k)
          t4[i][j][k] = a[i][j][k] + 1;
  }

#pragma acc parallel loop gang tile(16, 2) copyout(t5)
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j)
      t5[i][j] = (i + 1) * (j + 1);

  long long ws = 0;
  for (int i = 0; i < NI; ++i)
    for (int j = 0; j < NJ; ++j) {
      int idx = i * NJ + j;
      for (int k = 0; k < NK; ++k) {
        expect("a", idx * NK + k, a[i][j][k], f(i, j, k));
        expect("e", idx * NK + k, e[i][j][k], 2 * f(i, j, k));
        expect("t4", idx * NK + k, t4[i][j][k], f(i, j, k) + 1);
      }
      expect("b", idx, b[i][j], (i >= 2 && j % 2 == 1) ? i * j : -1);
      expect("c", idx, c[i][j], f(i, j, 1) + 1);
      expect("d", idx, d[i][j], i - j);
      expect("t1", idx, t1[i][j], i + 2 * j);
      expect("t2", idx, t2[i][j], i * NJ + j);
      expect("t3", idx, t3[i][j], i ^ j);
      expect("t5", idx, t5[i][j], (i + 1) * (j + 1));
      ws += NK - 1;
    }
  expect("sum", 0, sum, ws);
  if (errors)
    std::printf("parallel-loop-collapse-tile: %d errors\n", errors);
  return errors != 0;
}
