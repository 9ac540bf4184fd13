// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Globals read by a function a compute region calls need a device copy,
// except the constants nvcc reads in device code itself: constexpr
// scalars and objects. constexpr arrays are not among them ("undefined in
// device code", even at a constant index), nor objects holding an array
// (a std::array's operator[] takes the object's address).

#include <array>

constexpr double kScale = 2.0;
struct Pair {
  double x, y;
};
constexpr Pair kPair{1.0, 3.0};
constexpr double kCoef[3] = {0.25, 0.5, 0.25};
struct W {
  static constexpr double w[3] = {1.0, -2.0, 1.0};
};
double table[4];
constexpr std::array<double, 3> kTaps = {1.0, 2.0, 1.0};

// Reported first: the last function called is looked at first.
double g(int k) { return kTaps[k]; }
// CHECK: device-globals.cpp:[[@LINE-1]]:26: error: global variable 'kTaps' is used in function 'g'

double f(int k) { return kScale * kPair.y + kCoef[k] + W::w[1] + table[k]; }
// CHECK: device-globals.cpp:[[@LINE-1]]:45: error: global variable 'kCoef' is used in function 'f', which is called in a compute region; pass it as an argument, or give it a device copy (OpenACC 'declare copyin' or 'declare create', OpenMP 'declare target') [A2C2011]
// CHECK: device-globals.cpp:[[@LINE-2]]:59: error: global variable 'w' is used
// CHECK: device-globals.cpp:[[@LINE-3]]:66: error: global variable 'table' is used


int main() {
  double a[8];
#pragma acc parallel loop copyout(a[0:8])
  for (int i = 0; i < 8; ++i)
    a[i] = f(i % 3) + g(i % 3);
  return a[1] > 0;
}
