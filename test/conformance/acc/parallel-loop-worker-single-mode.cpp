// Gang and worker code that writes memory between inner loops (gang- and
// worker-single modes): the gang body stores a per-row base value into an
// array that the following vector loop reads; a worker body computes a
// value, stores it, and its vector loop reads the stored value back; a
// gang body updates a row element after an inner vector loop wrote the
// row (the update must see every vector iteration); and a gang body with
// an "if" around an inner vector loop.
#include <cstdio>

static const int R = 48, W = 8, C = 64;
static int errors = 0;

static void expect(const char *what, int i, long long got, long long want) {
  if (got != want) {
    if (errors < 10)
      std::printf("%s[%d]: got %lld want %lld\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static int base[R], out[R][C], wbase[R][W], out2[R][W][C], row[R][C], cond[R][C];

#pragma acc parallel loop gang copyout(base, out)
  for (int r = 0; r < R; ++r) {
    base[r] = r * 1000;
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      out[r][c] = base[r] + c;
  }

#pragma acc parallel loop gang num_workers(W) vector_length(32) copyout(wbase, out2)
  for (int r = 0; r < R; ++r) {
#pragma acc loop worker
    for (int w = 0; w < W; ++w) {
      wbase[r][w] = r * 100 + w * 10;
#pragma acc loop vector
      for (int c = 0; c < C; ++c)
        out2[r][w][c] = wbase[r][w] + c % 10;
    }
  }

#pragma acc parallel loop gang copyout(row)
  for (int r = 0; r < R; ++r) {
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      row[r][c] = c + r;
    row[r][0] = row[r][C - 1] + row[r][C / 2];
  }

#pragma acc parallel loop gang copyout(cond)
  for (int r = 0; r < R; ++r) {
    if (r % 2 == 0) {
#pragma acc loop vector
      for (int c = 0; c < C; ++c)
        cond[r][c] = 1;
    } else {
#pragma acc loop vector
      for (int c = 0; c < C; ++c)
        cond[r][c] = -c;
    }
  }

  for (int r = 0; r < R; ++r) {
    expect("base", r, base[r], r * 1000);
    for (int c = 0; c < C; ++c) {
      expect("out", r * C + c, out[r][c], r * 1000 + c);
      expect("row", r * C + c, row[r][c], c == 0 ? (C - 1 + r) + (C / 2 + r) : c + r);
      expect("cond", r * C + c, cond[r][c], r % 2 == 0 ? 1 : -c);
    }
    for (int w = 0; w < W; ++w) {
      expect("wbase", r * W + w, wbase[r][w], r * 100 + w * 10);
      for (int c = 0; c < C; ++c)
        expect("out2", (r * W + w) * C + c, out2[r][w][c], r * 100 + w * 10 + c % 10);
    }
  }
  if (errors)
    std::printf("parallel-loop-worker-single-mode: %d errors\n", errors);
  return errors != 0;
}
