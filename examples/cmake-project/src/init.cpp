#include "plate.h"

void initPlate(Plate &p) {
  const int nx = p.nx;
  double *t = p.t.data();
  const std::size_t n = p.t.size();
#pragma omp target teams distribute parallel for collapse(2) map(from : t[0:n])
  for (int i = 0; i < nx; ++i)
    for (int j = 0; j < nx; ++j)
      t[i * nx + j] = j == 0 ? 100.0 : 0.0;
}
