// A program whose report lists every kind of entry.
double sum(const double *x, int n) {
  double s = 0;
#pragma acc parallel loop reduction(+ : s) copyin(x[0:n])
  for (int i = 0; i < n; ++i)
    s += x[i];
  return s;
}

void smooth(double *a, double *b, int n, int m) {
#pragma acc data copy(a[0:n * m]) create(b[0:n * m])
  {
#pragma acc parallel loop collapse(2) num_gangs(64)
    for (int i = 1; i < n - 1; ++i)
      for (int j = 0; j < m; ++j)
        b[i * m + j] = (a[(i - 1) * m + j] + a[(i + 1) * m + j]) / 2;
#pragma acc update self(b[0:m])
  }
}

void keep(float *v, int n) {
#pragma omp target enter data map(to : v[0:n])
#pragma omp target
  v[0] = n;
#pragma omp target exit data map(from : v[0:n])
}
