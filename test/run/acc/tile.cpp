// RUN: %acc2cuda-check %s 2>&1 | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// tile(...) on a loop nest: the tiled loops are collapsed (a parallel
// loop's iterations may run in any order) and a block is one tile, the
// first size across the innermost loop (threadIdx.x). `*` and sizes that do
// not fit a block leave the shape to the runtime; vector_length wins over
// the tile. tile on an inner loop directive, a kernels loop and one loop.
// CHECK: acc2cuda-check: EQUAL: {{.*}}tile.cpp

#include <cstdio>

#define N 70
#define M 45
#define L 9

int main() {
  static double a[N][M], b[N][M], c[L][L][L], d[N * M];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      a[i][j] = (i * 3 + j * 7) % 10 - 4.5;

#pragma acc parallel loop tile(32, 8) copyin(a) copyout(b)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      b[i][j] = 2 * a[i][j] + i - j;
  // CODE:       // #pragma acc parallel loop tile(32, 8) copyin(a) copyout(b)
  // CODE:       const dim3 acc2cuda_block(32, 8, 1); // the tile
  // CODE-NEXT:  const dim3 acc2cuda_grid =
  // CODE-NEXT:      acc2cuda_c.grid_shape(acc2cuda_block, acc2cuda_n1, acc2cuda_n0, 1);

#pragma acc parallel loop tile(*, *) copy(b)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      b[i][j] += 1;
  // CODE:       // #pragma acc parallel loop tile(*, *) copy(b)
  // CODE:       acc2cuda_c.block_shape(256, acc2cuda_n1, acc2cuda_n0, 2);

#pragma acc parallel loop tile(4, 4, 2) copyout(c)
  for (int x = 0; x < L; ++x)
    for (int y = 0; y < L; ++y)
      for (int z = 0; z < L; ++z)
        c[x][y][z] = x * 100 + y * 10 + z;
  // CODE:       // #pragma acc parallel loop tile(4, 4, 2) copyout(c)
  // CODE:       const dim3 acc2cuda_block(4, 4, 2); // the tile

#pragma acc parallel loop tile(64, 64) vector_length(128) copy(b)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      b[i][j] *= 0.5;
  // CODE:       // #pragma acc parallel loop tile(64, 64) vector_length(128) copy(b)
  // CODE:       acc2cuda_c.block_shape(128, acc2cuda_n1, acc2cuda_n0, 2);

#pragma acc parallel copy(d)
#pragma acc loop tile(16)
  for (int k = 0; k < N * M; ++k)
    d[k] = k % 13;
  // CODE:       // #pragma acc parallel copy(d)
  // CODE:       acc2cuda_c.block_size(16);

#pragma acc kernels loop independent tile(8, 8) copy(b)
  for (int i = 1; i < N; ++i)
    for (int j = 1; j < M; ++j)
      b[i][j] -= a[i - 1][j - 1];

  double check = 0;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      check += b[i][j] * ((i + j) % 5);
  for (int x = 0; x < L; ++x)
    check += c[x][x][L - 1 - x];
  for (int k = 0; k < N * M; ++k)
    check += d[k];
  printf("%.6f\n", check);
  return 0;
}
