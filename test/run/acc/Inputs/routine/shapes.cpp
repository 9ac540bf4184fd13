#include "shapes.h"

#pragma acc routine seq
static double square(double x) { return x * x; }

double area(double r) { return 3.141592653589793 * square(r); }

int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
