// RUN: %acc2cuda-check %s | FileCheck %s
// CHECK: acc2cuda-check: EQUAL: {{.*}}vec3-operators-omp.cpp
// Operator overloading in kernels: a small 3-vector type with +, -, *
// (scalar), dot and a length function, arrays of it in data clauses.
#include <cmath>
#include <cstdio>

struct Vec3 {
  double x, y, z;
};
inline Vec3 operator+(Vec3 a, Vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec3 operator-(Vec3 a, Vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec3 operator*(double s, Vec3 a) { return {s * a.x, s * a.y, s * a.z}; }
inline double dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline double length(Vec3 a) { return std::sqrt(dot(a, a)); }

int main() {
  const int n = 2000;
  static Vec3 pos[n], vel[n];
  for (int i = 0; i < n; ++i) {
    pos[i] = {0.01 * i, 0.02 * i, -0.01 * i};
    vel[i] = {1.0, 0.5 * (i % 3), -0.25};
  }
  const double dt = 0.1;
  double energy = 0;
#pragma omp target data map(tofrom: pos) map(to: vel)
  {
    for (int step = 0; step < 5; ++step) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; ++i)
        pos[i] = pos[i] + dt * vel[i] - (0.5 * dt * dt) * pos[i];
    }
#pragma omp target teams distribute parallel for reduction(+ : energy)
    for (int i = 0; i < n; ++i)
      energy += 0.5 * dot(vel[i], vel[i]) + length(pos[i]);
  }
  std::printf("%.6f %.6f %.6f\n", pos[7].x, pos[n - 1].z, energy);
  return 0;
}
