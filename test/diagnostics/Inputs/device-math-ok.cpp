// The float, double and integer forms of the math names stay device calls
// (test/diagnostics/host-only-math.cpp).
#include <math.h>
#include <stdlib.h>

void forms(double *r, float *f, int *k, int n) {
#pragma acc parallel loop copyout(r[0:n], f[0:n], k[0:n])
  for (int i = 0; i < n; ++i) {
    int e = 0;
    r[i] = sqrt((double)i) + frexp((double)i, &e) + e + pow(2.0, i % 3);
    f[i] = sqrtf((float)i) + fabsf(-1.5f) + expf(0.5f);
    k[i] = abs(-i) + (int)labs(-3L) + (int)llabs(-4LL);
  }
}

// The program's own overload of a math name is its own function.
struct Vec {
  double x, y;
};
static double abs(Vec v) { return v.x * v.x + v.y * v.y; }

void own(const Vec *v, double *r, int n) {
#pragma acc parallel loop copyin(v[0:n]) copyout(r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = abs(v[i]);
}
