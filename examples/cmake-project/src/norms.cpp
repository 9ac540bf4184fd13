#include "plate.h"
#include "profile.h"

double meanTemperature(const Plate &p) {
  const double *t = p.t.data();
  const std::size_t n = p.t.size();
  double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : sum) \
    map(to : t[0:n])
  for (std::size_t k = 0; k < n; ++k)
    sum += t[k];
  return sum / n;
}

double rightEdgeFlux(const Plate &p) {
  const int nx = p.nx;
  const double *t = p.t.data();
  const std::size_t n = p.t.size();
  double flux = 0.0;
#pragma omp target teams distribute parallel for reduction(+ : flux) \
    map(to : t[0:n])
  for (int i = 1; i < nx - 1; ++i)
    flux += t[i * nx + nx - 2] - t[i * nx + nx - 1];
  return flux;
}

double rowSpread(const Plate &p) {
  RowProfile rows(p.nx);
  rows.measure(p);
  return rows.largest() - rows.smallest();
}
