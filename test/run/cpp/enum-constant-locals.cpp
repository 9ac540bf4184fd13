// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// Local constants of enumeration type a kernel reads are declared again in
// the kernel from their value, which C++ converts to the enumeration only
// by a cast (nvcc rejected `const Mode m = 1;`).
// CHECK: acc2cuda-check: EQUAL: {{.*}}enum-constant-locals.cpp
#include <cstdio>

enum class Mode { A, B };
enum Color { RED, GREEN, BLUE };

int main() {
  const Mode m = Mode::B;
  constexpr Color c = BLUE;
  int out[8];
#pragma acc parallel loop copyout(out)
  for (int i = 0; i < 8; ++i)
    out[i] = (m == Mode::B ? i : -1) + (c == BLUE ? 100 : 0);
  // OUT: 100 107
  std::printf("%d %d\n", out[0], out[7]);
#pragma omp target teams distribute parallel for map(from: out)
  for (int i = 0; i < 8; ++i)
    out[i] = m == Mode::A ? 1 : 2 * (int)c;
  // OUT: 4 4
  std::printf("%d %d\n", out[0], out[7]);
  return 0;
}
