// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// Misuse of tile and device_type: tile with collapse, sizes that are not
// positive constants or '*', clauses after device_type that do not tune
// for a device, an empty device list, device_type where it is not allowed.

void tiles(float *x, int n) {
#pragma acc parallel loop tile(8, 8) collapse(2) copy(x[0:n * n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      x[i * n + j] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-4]]:13: error: 'tile' and 'collapse' cannot both appear on a loop [A2C1007]

#pragma acc parallel loop tile(0) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-3]]:32: error: the sizes of 'tile' must be positive integer constants or '*' [A2C1006]

#pragma acc parallel loop tile(8, n) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-3]]:35: error: the sizes of 'tile' must be positive integer constants or '*' [A2C1006]
}

void device_types(float *x, int n) {
#pragma acc parallel loop device_type(nvidia) copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-3]]:47: error: clause 'copy' may not follow 'device_type' [A2C1004]

#pragma acc parallel loop device_type() copy(x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-3]]:39: error: expected a device type or '*' in 'device_type' [A2C1001]

#pragma acc data copy(x[0:n]) device_type(nvidia)
  x[0] = 1;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-2]]:31: error: clause 'device_type' is not valid on 'data' [A2C1004]
}

// A misspelt device type: its clauses are ignored, with a warning.
void misspelt(float *x, int n) {
#pragma acc parallel loop copy(x[0:n]) device_type(nvidai) seq
  for (int i = 0; i < n; i++)
    x[i] = 0;
// CHECK-DAG: acc-tile-device-type-errors.cpp:[[@LINE-3]]:52: warning: unknown device type 'nvidai': acc2cuda compiles for 'nvidia' and ignores the clauses for it [A2C1011]
}
