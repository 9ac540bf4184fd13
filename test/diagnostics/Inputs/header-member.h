// A translated header (it has directives).
#pragma once
double fromSource(double v); // defined in the source file

struct Cell {
  double v = 1;
  double value() const { return v; }
  void grow(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = fromSource(x[i]);
  }
};
