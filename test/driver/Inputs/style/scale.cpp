void scale(float *x, const float *y, int n) {
#pragma acc parallel loop copyin(y[0:n]) copyout(x[0:n])
  for (int i = 0; i < n; ++i)
    x[i] = 2 * y[i];
}
