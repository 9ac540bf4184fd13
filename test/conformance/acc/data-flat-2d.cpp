// Two-dimensional data kept in one block: a flat array indexed with a row
// stride (data clause on the whole block, the kernel computes i*C+j), a
// statically sized 2-D array with a section of some of its rows
// (copy(m[10:20][0:C])), a pointer to rows "double (*p)[C]" with a
// section p[0:R], and row pointers into the flat block used only on the
// host for checking.
#include <cstdio>

static const int R = 60, C = 70;

int main() {
  int errors = 0;
  double *blk = new double[R * C];
  for (int k = 0; k < R * C; ++k)
    blk[k] = k % 100;
  static double m[R][C];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      m[i][j] = -1.0;
  double (*p)[C] = new double[R][C];

#pragma acc parallel loop gang copy(blk[0:R*C])
  for (int i = 0; i < R; ++i) {
#pragma acc loop vector
    for (int j = 0; j < C; ++j)
      blk[i * C + j] = blk[i * C + j] * 2 + i;
  }

#pragma acc parallel loop collapse(2) copy(m[10:20][0:C])
  for (int i = 10; i < 30; ++i)
    for (int j = 0; j < C; ++j)
      m[i][j] = i * j;

#pragma acc parallel loop collapse(2) copyin(blk[0:R*C]) copyout(p[0:R])
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      p[i][j] = blk[i * C + j] + 0.5;

  double *rows[R];
  for (int i = 0; i < R; ++i)
    rows[i] = blk + i * C;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      double want = ((i * C + j) % 100) * 2 + i;
      double wm = (i >= 10 && i < 30) ? i * j : -1.0;
      if (rows[i][j] != want || m[i][j] != wm || p[i][j] != want + 0.5) {
        if (errors < 5)
          std::printf("(%d,%d): %g %g %g\n", i, j, rows[i][j], m[i][j], p[i][j]);
        ++errors;
      }
    }
  delete[] blk;
  delete[] p;
  if (errors)
    std::printf("data-flat-2d: %d errors\n", errors);
  return errors != 0;
}
