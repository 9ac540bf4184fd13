// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: not %acc2cuda %s -o %t.cu -- -DBAD 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: acc2cuda-check: EQUAL: {{.*}}constant-expression-args.c
// The arguments of collapse and tile are integer constant expressions
// (OpenACC 3.3 2.9.1, 2.9.8): literals after macro expansion, enumerators,
// const integer variables, and arithmetic on them. A variable is not one.
#include <stdio.h>
#define DEPTH 2
#define BS 4
enum { TileX = 8 };
static const int TileY = 2 * 2;
int main(void) {
  enum { Three = 3 };
  static double a[8][8][8], b[16][16];
  int n = 8;
#pragma acc parallel loop collapse(Three) copyout(a)
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < 8; ++k)
        a[i][j][k] = i * 64 + j * 8 + k;
#pragma acc parallel loop tile(TileX, TileY) copyout(b)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      b[i][j] = i - j;
#pragma acc parallel loop tile(BS * 2, (BS + 4) / 2) copy(b)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      b[i][j] += 1;
#pragma acc parallel loop collapse(4 - 2) copy(b)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      b[i][j] -= 0.5;
#pragma acc parallel loop collapse(+DEPTH) copy(b)
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      b[i][j] *= 2;
  double s = 0;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      for (int k = 0; k < 8; ++k)
        s += a[i][j][k] * (k + 1);
  for (int i = 0; i < 16; ++i)
    for (int j = 0; j < 16; ++j)
      s += b[i][j] * (i + 2 * j);
  printf("%.1f\n", s);
#ifdef BAD
#pragma acc parallel loop collapse(n) copyout(a)
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      a[i][j][0] = 0;
#pragma acc parallel loop collapse(2 - 2) copyout(a)
  for (int i = 0; i < 8; ++i)
    a[i][0][0] = 0;
#pragma acc parallel loop tile(4 / 0) copyout(a)
  for (int i = 0; i < 8; ++i)
    a[i][0][0] = 0;
#endif
  return 0;
}
// ERR: constant-expression-args.c:47:36: error: the argument of 'collapse' must be a positive integer constant [A2C1006]
// ERR: constant-expression-args.c:51:36: error: the argument of 'collapse' must be a positive integer constant [A2C1006]
// ERR: constant-expression-args.c:54:32: error: the sizes of 'tile' must be positive integer constants or '*' [A2C1006]
