// A plate heated on one edge, relaxed to steady state: the part of the
// program without directives, copied unchanged by acc2cuda.
#include "plate.h"
#include <cstdio>

int main() {
  Plate p(32);
  initPlate(p);
  double change = 0.0;
  plateToDevice(p);
  int sweeps = relax(p, 1e-4, 300, &change);
  plateFromDevice(p);
  std::printf("sweeps: %d\n", sweeps);
  std::printf("last change: %.6e\n", change);
  std::printf("mean temperature: %.6f\n", meanTemperature(p));
  std::printf("right edge flux: %.6f\n", rightEdgeFlux(p));
  std::printf("hottest row mean: %.6f\n", hottestRow(p));
  std::printf("row mean spread: %.6f\n", rowSpread(p));
  return 0;
}
