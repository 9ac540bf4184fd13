// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda-strip %s %t.cpp
// RUN: %acc2cuda %t.cpp -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Objects built in a target region whose constructors the compiler writes
// (implicit ones, = default) or the program writes with a member
// initializer list: the constructors of their members get device versions,
// the implicit ones get no mark (there is no text to mark; nvcc makes them
// callable where their callees are).
// CHECK: acc2cuda-check: EQUAL: {{.*}}member-constructors-omp.cpp
#include <cstdio>

template <int Dim> struct Coord {
  // CODE: template <bool B = (Dim > 0)> __host__ __device__ Coord() : c(Dim * 10) {}
  template <bool B = (Dim > 0)> Coord() : c(Dim * 10) {}
  // CODE: __host__ __device__ explicit Coord(int v) : c(v + Dim) {}
  explicit Coord(int v) : c(v + Dim) {}
  int c;
};

// CODE: template <int Dim> struct Cell {
template <int Dim> struct Cell {
  Coord<Dim> at; // the implicit constructor calls Coord's
  int tag = 7;
};

struct Pair {
  // CODE: __host__ __device__ Pair(int a) : first(a), second(a * 2) {}
  Pair(int a) : first(a), second(a * 2) {}
  Coord<1> first;
  Coord<2> second;
};

struct Defaulted {
  // CODE: __host__ __device__ Defaulted() = default;
  Defaulted() = default;
  Coord<3> inner;
};

int main() {
  const int n = 8;
  int out[n][4];
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < n; ++i) {
    Cell<2> cell;
    Pair p(i);
    Defaulted d;
    out[i][0] = cell.at.c + cell.tag;
    out[i][1] = p.first.c;
    out[i][2] = p.second.c;
    out[i][3] = d.inner.c;
  }
  long sum = 0;
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < 4; ++k)
      sum += out[i][k] * (k + 1);
  std::printf("out[3] = %d %d %d %d, sum %ld\n", out[3][0], out[3][1],
              out[3][2], out[3][3], sum);
  return 0;
}
