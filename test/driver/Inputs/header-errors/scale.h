#ifndef SCALE_H
#define SCALE_H
inline void scale(double *x, int n) {
#if defined(SCALE_ON_HOST)
#elif defined(SCALE_SERIAL)
#pragma acc serial loop copy(x[0:n])
#else
#pragma acc parallel loop copy(x[0:n])
#endif
  for (int i = 0; i < n; ++i)
    x[i] *= 2;
}
#endif
