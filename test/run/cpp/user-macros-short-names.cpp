// RUN: %python %S/../Inputs/short_names.py %runtime_include %t.h | FileCheck %s --check-prefix=LIST
// RUN: %acc2cuda --target=host %s -o %t.host.cpp
// RUN: %host_cxx %sim_cxxflags -include %t.h %t.host.cpp -o %t %sim_ldflags
// RUN: %t | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile -include %t.h %t.cu -o %t.o
//
// Users pass their sizes as macros (`nvcc -DN=1000 -DT=4 out.cu`). Every
// short name the runtime spells (template parameters T, N, V, locals It, Op)
// is defined to junk before the output here, as -D would, and the output
// still builds for the simulator and with nvcc: runtime.h hides user macros
// from its own code (short_names_push.h) and gives them back after. The
// script also fails when a runtime header uses a short name the list lacks.
// LIST: runtime hides {{[0-9]+}} short names
// CHECK: 249750 499.5 334 499.5
#include <stdio.h>
#include <vector>
#define SIZE 1000
template <typename Elem> struct Grid {
  std::vector<Elem> cells;
  explicit Grid(int count) : cells(count) {}
};
int main() {
  Grid<double> grid(SIZE);
  double total = 0, largest = -1;
  int hits = 0;
  double *cells = grid.cells.data();
#pragma acc parallel loop copyout(cells[0:SIZE]) reduction(+:total) reduction(max:largest) reduction(+:hits)
  for (int idx = 0; idx < SIZE; idx++) {
    cells[idx] = idx * 0.5;
    total += cells[idx];
    largest = largest > cells[idx] ? largest : cells[idx];
    hits += idx % 3 == 0;
  }
  printf("%g %g %d %g\n", total, largest, hits, cells[SIZE - 1]);
  return 0;
}
