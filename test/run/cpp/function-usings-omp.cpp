// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu && %nvcc-compile %t.cu -o %t.o
// RUN: FileCheck %s --check-prefix=CUDA --input-file %t.cu
// CHECK: acc2cuda-check: EQUAL: {{.*}}function-usings-omp.cpp
// Names a function reaches through its own using-directives, using-
// declarations and namespace aliases: the kernels, written at file scope,
// repeat those in scope at their construct (and only those), and the types
// of their parameters are written qualified (phys::Particle).
#include <cstdio>
#include <vector>

namespace phys {
using real = double;
struct Particle {
  real x, v;
};
inline real drift(real x, real v, real dt) { return x + v * dt; }
namespace units {
constexpr real scale = 0.5;
enum class Axis { X, Y };
} // namespace units
} // namespace phys

int main() {
  using namespace phys;
  namespace u = phys::units;
  std::vector<Particle> ps(1000);
  for (int i = 0; i < 1000; ++i)
    ps[i] = {real(i), 1.0 + i % 7};
  Particle *pp = ps.data();
  const int n = static_cast<int>(ps.size());
  real dt = 0.25;
#pragma omp target teams distribute parallel for map(tofrom: pp[0:n])
  for (int i = 0; i < n; ++i)
    pp[i].x = drift(pp[i].x, pp[i].v, dt) * u::scale;
  double sum = 0;
  {
    using phys::units::Axis;
#pragma omp target teams distribute parallel for map(to: pp[0:n]) reduction(+:sum)
    for (int i = 0; i < n; ++i)
      sum += pp[i].x * (Axis::Y == Axis::X ? 0 : 1);
  }
  real last = 0;
#pragma omp target teams distribute parallel for map(to: pp[0:n]) reduction(max:last)
  for (int i = 0; i < n; ++i)
    last = pp[i].x > last ? pp[i].x : last;
  std::printf("%.6f %.6f %.6f\n", pp[10].x, sum, last);
  return 0;
}
// CUDA-LABEL: __global__ void main_33_kernel(
// CUDA:      phys::Particle *pp,
// CUDA:      phys::real dt
// CUDA-NEXT: using namespace phys;
// CUDA-NEXT: namespace u = phys::units;
// CUDA-LABEL: __global__ void main_39_kernel(
// CUDA:      using namespace phys;
// CUDA-NEXT: namespace u = phys::units;
// CUDA-NEXT: using phys::units::Axis;
// CUDA-LABEL: __global__ void main_44_kernel(
// CUDA:      using namespace phys;
// CUDA-NEXT: namespace u = phys::units;
// CUDA-NEXT: phys::real last =
