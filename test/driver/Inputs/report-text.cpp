// Every kind of entry of the text report (test/driver/report-text.test).
#define N 64
double g[N];
#pragma acc declare create(g)

void grid(float *a, const float *b, int n, int m, int l) {
#pragma acc data copyin(b[0:n * m * l]) copyout(a[0:n * m * l])
  {
#pragma acc parallel loop collapse(3) async(1)
    for (int k = 0; k < l; ++k)
      for (int j = 0; j < m; ++j)
        for (int i = 0; i < n; ++i) {
          const long p = ((long)k * m + j) * n + i;
          a[p] = 2 * b[p];
        }
#pragma acc wait(1)
  }
}

void tiled(double (*t)[N], int n) {
#pragma acc parallel loop tile(32, 4) copy(t[0:n][0:N])
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < N; ++i)
      t[j][i] += 1;
}

void rows(const double *A, double *y, int n) {
#pragma acc parallel loop gang num_gangs(1024) vector_length(64) \
    copyin(A[0:n * n]) copyout(y[0:n])
  for (int r = 0; r < n; ++r) {
    double s = 0;
#pragma acc loop vector reduction(+ : s)
    for (int c = 0; c < n; ++c)
      s += A[r * n + c];
    y[r] = s;
  }
}

void inner(double *a, int n, double w) {
#pragma acc parallel loop vector copy(a[0:n * n]) firstprivate(w)
  for (int i = 0; i < n; ++i) {
#pragma acc loop vector
    for (int j = 0; j < n; ++j)
      a[j * n + i] *= w;
#pragma acc loop seq
    for (int j = 1; j < n; ++j)
      a[i * n + j] += a[i * n + j - 1];
  }
}

void serial(double *a, int n) {
#pragma acc serial loop copy(a[0:n])
  for (int i = 1; i < n; ++i)
    a[i] += a[i - 1];
#pragma acc kernels loop copy(a[0:n])
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1] + 1;
}

void addresses(double *a, int n) {
#pragma acc enter data copyin(a[0:n])
#pragma acc host_data use_device(a)
  { (void)a; }
#pragma acc update device(a[0:n])
#pragma acc exit data delete(a[0:n])
}

void strides(double *a, const double *b, int n) {
#pragma acc parallel loop copy(a[0:n * n]) copyin(b[0:n * n])
  for (int i = 0; i < n; ++i) {
    int k = i;
    k += n; // written twice: not followed
    a[i * n] = b[k] + b[2 * i];
    int p = 0;
    for (; p < 2; ++p)
      a[i * n + p] = 0;
    for (int j = n - 1; j >= 0; --j)
      a[j * n + i] += 1;
  }
}
