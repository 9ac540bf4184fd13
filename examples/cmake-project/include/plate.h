// A square plate of nx x nx temperatures, row-major, the edges held fixed.
#pragma once
#include <cstddef>
#include <vector>

struct Plate {
  int nx;
  std::vector<double> t;
  explicit Plate(int nx) : nx(nx), t(static_cast<std::size_t>(nx) * nx) {}
};

// init.cpp: hot left edge, cold elsewhere (OpenMP offload).
void initPlate(Plate &p);
// device.cpp: keep the temperatures on the device from one call to the
// other (OpenACC enter/exit data).
void plateToDevice(Plate &p);
void plateFromDevice(Plate &p);
// relax.cpp, between the two: Jacobi sweeps until the largest change is
// below tol or maxIter sweeps ran (OpenACC); returns the sweeps done.
int relax(Plate &p, double tol, int maxIter, double *lastChange);
// norms.cpp: the mean temperature and the heat flowing out of the right
// edge (OpenMP offload).
double meanTemperature(const Plate &p);
double rightEdgeFlux(const Plate &p);
// profile.cpp and norms.cpp: the largest row mean, and the spread of the row
// means (a class of profile.h, with OpenACC directives).
double hottestRow(const Plate &p);
double rowSpread(const Plate &p);
