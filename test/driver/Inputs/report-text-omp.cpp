// OpenMP entries of the text report (test/driver/report-text.test).
void scale(float *v, float s, int n) {
#pragma omp target data map(tofrom : v[0:n])
  {
#pragma omp target teams distribute parallel for num_teams(80)
    for (int i = 0; i < n; ++i)
      v[i] *= s;
#pragma omp target update to(v[0:n])
#pragma omp target data use_device_ptr(v)
    { (void)v; }
  }
#pragma omp target map(always, to : v[0:n])
  v[0] = s;
}
