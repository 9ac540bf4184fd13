// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// Pointers without a data clause: which take the section their loop
// subscripts imply, and which must be present. Elements that hold
// addresses are never copied implicitly (their pointers would be the
// host's).

struct Cell {
  double *next;
  double v;
};
struct Plain {
  double v, w;
};

void f(double **rows, Cell *cells, Plain *plain, double *x, double *y,
       int n, int m) {
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    x[i] = rows[i][0] + cells[i].v + plain[i].w;
  // CHECK: lookup_map(
  // CHECK-NEXT: x, acc2cuda::trip_count_lt(0, n, 1), acc2cuda::MapCopy, "x");
  // CHECK: acc2cuda_c.map(rows, 0, acc2cuda::MapPresent, "rows");
  // CHECK: acc2cuda_c.map(cells, 0, acc2cuda::MapPresent, "cells");
  // CHECK: lookup_map(
  // CHECK-NEXT: plain, acc2cuda::trip_count_lt(0, n, 1), acc2cuda::MapCopyIn, "plain");

  // Two loops of a collapsed nest: each pointer follows its own loop; a
  // subscript mixing both (y[i * m + j]) gives no section.
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 2; j <= m; ++j)
      y[i * m + j] = x[j - 2];
  // CHECK: acc2cuda_c.map(y, 0, acc2cuda::MapPresent, "y");
  // CHECK: lookup_map(
  // CHECK-NEXT: x, acc2cuda::trip_count_le(0, m - 2, 1), acc2cuda::MapCopyIn, "x");

  // Sequential loops: bounds the host knows give the section; a bound the
  // region changes, an inner loop bounded by the outer one's variable or a
  // use after the loop gives none.
#pragma acc serial
  for (int i = 1; i < n; ++i)
    x[i] = x[i - 1] + y[i];
  // CHECK: lookup_map(
  // CHECK-NEXT: x, acc2cuda::trip_count_lt(0, n, 1), acc2cuda::MapCopy, "x");
  // CHECK: lookup_map(
  // CHECK-NEXT: y + (1), acc2cuda::trip_count_lt(1, n, 1), acc2cuda::MapCopyIn, "y");
#pragma acc serial
  {
    for (int i = 0; i < m; ++i)
      x[i] = 0;
    m = 2;
  }
  // CHECK: acc2cuda_c.map(x, 0, acc2cuda::MapPresent, "x");
#pragma acc serial
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < i; ++j)
      y[j] += x[i];
  // CHECK: acc2cuda_c.map(y, 0, acc2cuda::MapPresent, "y");
  // CHECK: lookup_map(
  // CHECK-NEXT: x, acc2cuda::trip_count_lt(0, n, 1), acc2cuda::MapCopyIn, "x");
#pragma acc serial
  {
    int k;
    for (k = 0; k < n; ++k)
      x[k] = 1;
    x[k] = 2;
  }
  // CHECK: acc2cuda_c.map(x, 0, acc2cuda::MapPresent, "x");
}
