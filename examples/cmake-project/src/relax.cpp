#include "plate.h"
#include "stencil.h"
#include <cmath>
#include <vector>

int relax(Plate &p, double tol, int maxIter, double *lastChange) {
  const int nx = p.nx;
  const std::size_t n = p.t.size();
  std::vector<double> next(p.t);
  double *t = p.t.data();
  double *u = next.data();
  double change = tol + 1.0;
  int iter = 0;
#pragma acc data present(t[0:n]) copyin(u[0:n])
  while (change > tol && iter < maxIter) {
    change = 0.0;
#pragma acc parallel loop collapse(2) reduction(max : change)
    for (int i = 1; i < nx - 1; ++i)
      for (int j = 1; j < nx - 1; ++j) {
        double v = PLATE_CENTER_WEIGHT * t[i * nx + j] +
                   PLATE_NEIGHBOUR_WEIGHT *
                       (t[(i - 1) * nx + j] + t[(i + 1) * nx + j] +
                        t[i * nx + j - 1] + t[i * nx + j + 1]);
        change = fmax(change, fabs(v - t[i * nx + j]));
        u[i * nx + j] = v;
      }
#pragma acc parallel loop collapse(2)
    for (int i = 1; i < nx - 1; ++i)
      for (int j = 1; j < nx - 1; ++j)
        t[i * nx + j] = u[i * nx + j];
    ++iter;
  }
  *lastChange = change;
  return iter;
}
