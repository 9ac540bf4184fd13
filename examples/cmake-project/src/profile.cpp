#include "profile.h"

double hottestRow(const Plate &p) {
  RowProfile rows(p.nx);
  rows.measure(p);
  return rows.largest();
}
