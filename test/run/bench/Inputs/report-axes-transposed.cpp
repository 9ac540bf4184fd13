// A kernel whose contiguous index is not on threadIdx.x: collapse(2) puts
// the inner loop i on x, but a[i * n + j] walks memory along j (the outer
// loop, on y). check-report-axes.py must fail it (report-axes.test).
void transpose(double *a, const double *b, int n) {
#pragma acc parallel loop collapse(2) copyout(a[0:n * n]) copyin(b[0:n * n])
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      a[i * n + j] = b[i * n + j];
}

// collapse(4): the two outer loops flattened on z.
void four(float *v, int n) {
#pragma acc parallel loop collapse(4) copy(v[0:n * n * n * n])
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b)
      for (int c = 0; c < n; ++c)
        for (int d = 0; d < n; ++d)
          v[((a * n + b) * n + c) * n + d] += 1;
}
