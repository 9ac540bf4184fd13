// Device routines defined in shapes.cpp and called from kernels in
// routine-files.cpp: declared for the device here.
#ifndef SHAPES_H
#define SHAPES_H
#pragma acc routine seq
double area(double r);
#pragma acc routine seq
int clampi(int v, int lo, int hi);
#endif
