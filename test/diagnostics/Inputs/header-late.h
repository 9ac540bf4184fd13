// A translated header whose second construct calls a function declared
// after its first device code.
#pragma once
struct First {
  void run(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += 1;
  }
};
#include "header-late-fn.h"
struct Second {
  void run(double *x, int n) {
#pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = lateFn(x[i]);
  }
};
