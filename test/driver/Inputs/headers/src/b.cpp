// Includes field.h by a relative path, and has no directive of its own.
#include "../include/field.h"

double bPart(int n) {
  Field g(n);
  g.ramp(2.0);
  return g.sum();
}
