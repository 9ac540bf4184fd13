#include "kernels.h"

#pragma omp declare target
static double weight() { return 0.25; }
double smooth(double a, double b, double c) {
  return weight() * a + 0.5 * b + weight() * c;
}
#pragma omp end declare target
