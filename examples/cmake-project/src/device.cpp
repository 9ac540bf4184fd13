// The plate's temperatures stay on the device between these two calls:
// relax.cpp finds them there (present), another file's directives.
#include "plate.h"

void plateToDevice(Plate &p) {
  double *t = p.t.data();
  const std::size_t n = p.t.size();
#pragma acc enter data copyin(t[0:n])
}

void plateFromDevice(Plate &p) {
  double *t = p.t.data();
  const std::size_t n = p.t.size();
#pragma acc exit data copyout(t[0:n])
}
