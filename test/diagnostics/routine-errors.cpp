// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// `routine` that names no function, or one without a device version.
#pragma acc routine(nosuch) seq
// CHECK-DAG: routine-errors.cpp:4:21: error: no function named 'nosuch' for 'routine' [A2C2001]

#pragma acc routine seq
int counter = 0;
// CHECK-DAG: routine-errors.cpp:7:13: error: 'routine' without a name must be followed by a function declaration or definition [A2C1010]

// Declared for the device but defined nowhere a kernel here can see: a
// call still needs -rdc and the other file, so it is a warning here.
#pragma acc routine seq
double elsewhere(double);

// Not declared for the device and not defined here: an error.
double nowhere(double);

void f(double *x, int n) {
#pragma acc parallel loop copy(x[0 : n])
  for (int i = 0; i < n; ++i)
    x[i] = elsewhere(x[i]) + nowhere(x[i]);
}
// CHECK-DAG: routine-errors.cpp:14:8: warning: 'elsewhere' is a device function defined in another file: compile the files with 'nvcc -rdc=true' and link them with nvcc [A2C4007]
// CHECK-DAG: routine-errors.cpp:22:30: error: function 'nowhere' is called in a compute region but has no definition in this file; define it here, or declare it for the device ('#pragma acc routine seq' or 'omp declare target') and translate the file defining it [A2C4001]
