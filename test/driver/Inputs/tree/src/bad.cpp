void bad(float *a, int n) {
#pragma acc parallel loop copy(a[0:n]) frobnicate
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
