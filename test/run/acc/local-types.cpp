// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Types declared inside functions and used in compute constructs: the
// kernels are at file scope, so the types move before the function (with
// the types their members need, and the marks of member functions the
// kernels call); a statement that also declares variables keeps them.
// CHECK: acc2cuda-check: EQUAL: {{.*}}local-types.cpp

#include <cstdio>

namespace physics {
double energy(int n) {
  struct Weight {
    double s, w;
    double get() const { return s * w; }
  };
  typedef struct {
    double x, y;
  } Point;
  struct Body {
    Point at;
    Weight m;
  } bodies[64];
  for (int i = 0; i < n; ++i) {
    bodies[i].at.x = i;
    bodies[i].at.y = 2 * i;
    bodies[i].m.w = 0.5;
  }
  double total = 0;
#pragma acc parallel loop copy(bodies[0:n]) reduction(+ : total)
  for (int i = 0; i < n; ++i) {
    Point p = bodies[i].at;
    bodies[i].m.s = p.x + p.y;
    total += bodies[i].m.get();
  }
  return total + bodies[n - 1].m.s;
}
} // namespace physics

int main() {
  struct Cell {
    int id;
    double v;
  };
  Cell cells[100];
  for (int i = 0; i < 100; ++i)
    cells[i] = {i, 0.0};
#pragma omp target teams distribute parallel for map(tofrom : cells)
  for (int i = 0; i < 100; ++i)
    cells[i].v = cells[i].id * 1.5;
  double sum = 0;
  for (int i = 0; i < 100; ++i)
    sum += cells[i].v;
  printf("%g %g\n", sum, physics::energy(64));
  return 0;
}
// CODE:      namespace physics {
// CODE-NEXT: // Declared in energy(); moved here for the kernels that use it.
// CODE-NEXT: struct Weight {
// CODE-NEXT:   double s, w;
// CODE-NEXT:   __host__ __device__ double get() const { return s * w; }
// CODE-NEXT: };
// CODE-NEXT: typedef struct {
// CODE:      } Point;
// CODE-NEXT: struct Body {
// CODE:      };
// CODE:      __global__ void energy_{{[0-9]+}}_kernel(
// CODE:      double energy(int n) {
// CODE-NEXT:   // Weight: moved before energy()
// CODE-NEXT:   // Point: moved before energy()
// CODE-NEXT:   struct Body bodies[64];
// CODE:      // Declared in main(); moved here for the kernels that use it.
// CODE-NEXT: struct Cell {
// CODE:      int main() {
// CODE-NEXT:   // Cell: moved before main()
