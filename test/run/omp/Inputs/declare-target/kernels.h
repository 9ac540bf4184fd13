// Device functions defined in kernels.cpp, called in main.cpp's target
// regions: declared for the device here.
#ifndef KERNELS_H
#define KERNELS_H
#pragma omp declare target
double smooth(double a, double b, double c);
#pragma omp end declare target
#endif
