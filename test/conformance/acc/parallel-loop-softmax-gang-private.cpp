// Gang bodies with several inner vector loops that depend on each other:
// a row softmax (inner max reduction, then a sum of exponentials that uses
// the max, then a normalising loop that uses both); an array declared in
// the gang loop body and shared by the gang's vector loops (written by one
// inner loop, read in reverse by the next); and "parallel loop gang
// private(row)" of a fixed-size array used the same way.
#include <cmath>
#include <cstdio>

static const int R = 64, C = 96;
static int errors = 0;

static void expect(const char *what, int i, double got, double want) {
  if (std::fabs(got - want) > 1e-12 * (1.0 + std::fabs(want))) {
    if (errors < 8)
      std::printf("%s[%d]: got %.17g want %.17g\n", what, i, got, want);
    ++errors;
  }
}

int main() {
  static double x[R][C], p[R][C], rev[R][C], rev2[R][C];
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      x[r][c] = std::sin(0.3 * r + 0.07 * c) * (1 + r % 5);

#pragma acc parallel loop gang copyin(x) copyout(p)
  for (int r = 0; r < R; ++r) {
    double mx = -1e300;
#pragma acc loop vector reduction(max:mx)
    for (int c = 0; c < C; ++c)
      mx = std::fmax(mx, x[r][c]);
    double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
    for (int c = 0; c < C; ++c)
      sum += std::exp(x[r][c] - mx);
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      p[r][c] = std::exp(x[r][c] - mx) / sum;
  }

#pragma acc parallel loop gang copyin(x) copyout(rev)
  for (int r = 0; r < R; ++r) {
    double row[C];
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      row[c] = 2.0 * x[r][c];
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      rev[r][c] = row[C - 1 - c];
  }

  double row[C];
#pragma acc parallel loop gang private(row) copyin(x) copyout(rev2)
  for (int r = 0; r < R; ++r) {
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      row[c] = x[r][c] + r;
#pragma acc loop vector
    for (int c = 0; c < C; ++c)
      rev2[r][c] = row[(c + 1) % C] - row[c];
  }

  for (int r = 0; r < R; ++r) {
    double mx = -1e300, sum = 0.0;
    for (int c = 0; c < C; ++c)
      mx = std::fmax(mx, x[r][c]);
    for (int c = 0; c < C; ++c)
      sum += std::exp(x[r][c] - mx);
    for (int c = 0; c < C; ++c) {
      expect("p", r * C + c, p[r][c], std::exp(x[r][c] - mx) / sum);
      expect("rev", r * C + c, rev[r][c], 2.0 * x[r][C - 1 - c]);
      expect("rev2", r * C + c, rev2[r][c], (x[r][(c + 1) % C] + r) - (x[r][c] + r));
    }
  }
  if (errors)
    std::printf("parallel-loop-softmax-gang-private: %d errors\n", errors);
  return errors != 0;
}
