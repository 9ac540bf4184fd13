// vector_class_omp.cpp - a C++ vector class that keeps its data on the device
// for its whole lifetime, used by a conjugate-gradient solver (OpenMP
// offload).
//
// The OpenMP counterpart of vector_class_acc.cpp, after the C++ class pattern
// of seed 004 (IWOMP23 "Programming Your GPU with OpenMP": `target enter data`
// in the constructor, `target exit data map(delete:)` in the destructor):
// DeviceVector owns a heap array; its constructors make the array present
// with `target enter data` (map(to:) when it starts from host values,
// map(alloc:) when the device computes its contents), its destructor removes
// it with `target exit data map(delete:)`, the member functions run `target
// teams distribute parallel for` kernels without map clauses on the present
// data (OpenMP 5 implicit rules: a pointer refers to the data present at its
// address), and update_host() brings the device values back with `target
// update from`.
//
// The solver: conjugate gradients for the shifted 1-D Laplacian
// A = tridiag(-1, 2 + sigma, -1) (zero boundary values), which is symmetric
// positive definite and well conditioned for sigma = 0.1, so the residual
// falls steadily and the iteration count is robust to rounding. Only the
// right-hand side goes to the device and only the solution comes back; the
// scalars of each step come back as reduction results.
//
// A kernel in a member function that reads another DeviceVector's array does
// so through a local copy of its pointer (`const double *in = v.data_`).
#include <cmath>
#include <cstdio>

class DeviceVector {
public:
  // Device contents undefined until a kernel writes them (alloc).
  explicit DeviceVector(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = 0.0;
#pragma omp target enter data map(alloc: data_[0:n_])
  }

  // Starts from host values (to).
  DeviceVector(int n, const double *values) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i)
      data_[i] = values[i];
#pragma omp target enter data map(to: data_[0:n_])
  }

  // A copy made on the device: nothing crosses the bus.
  DeviceVector(const DeviceVector &other) : DeviceVector(other.n_) {
    const double *src = other.data_;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i)
      data_[i] = src[i];
  }

  DeviceVector &operator=(const DeviceVector &) = delete;

  ~DeviceVector() {
#pragma omp target exit data map(delete: data_[0:n_])
    delete[] data_;
  }

  int size() const { return n_; }

  // The host copy (current after update_host()).
  double operator[](int i) const { return data_[i]; }

  void update_host() {
#pragma omp target update from(data_[0:n_])
  }

  void fill(double value) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i)
      data_[i] = value;
  }

  // this += a * x
  void axpy(double a, const DeviceVector &x) {
    const double *xd = x.data_;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i)
      data_[i] += a * xd[i];
  }

  // this = x + b * this
  void xpby(const DeviceVector &x, double b) {
    const double *xd = x.data_;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i)
      data_[i] = xd[i] + b * data_[i];
  }

  double dot(const DeviceVector &x) const {
    const double *xd = x.data_;
    double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+:sum)
    for (int i = 0; i < n_; ++i)
      sum += data_[i] * xd[i];
    return sum;
  }

  // this = A v with A = tridiag(-1, 2 + sigma, -1)
  void apply_laplacian(const DeviceVector &v, double sigma) {
    const double *in = v.data_;
    const int n = n_;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) {
      double left = i > 0 ? in[i - 1] : 0.0;
      double right = i < n - 1 ? in[i + 1] : 0.0;
      data_[i] = (2.0 + sigma) * in[i] - left - right;
    }
  }

private:
  int n_;
  double *data_;
};

int main() {
  const int n = 10000;
  const double sigma = 0.1;
  const double tol = 1.0e-10;
  const int max_iters = 500;

  double *rhs = new double[n];
  for (int i = 0; i < n; ++i)
    rhs[i] = 1.0 + 0.5 * sin(0.01 * i) + (i % 10 == 0 ? 0.25 : 0.0);

  printf("conjugate gradients, device-resident vectors (OpenMP): n = %d, "
         "sigma = %.2f, tol %.1e\n",
         n, sigma, tol);

  int iters = 0;
  double relres = 0.0;
  {
    DeviceVector b(n, rhs); // the only upload
    DeviceVector x(n);
    x.fill(0.0);
    DeviceVector r(b); // r = b - A x = b
    DeviceVector p(r);
    DeviceVector Ap(n);

    const double bnorm = sqrt(b.dot(b));
    double rr = r.dot(r);
    while (sqrt(rr) > tol * bnorm && iters < max_iters) {
      Ap.apply_laplacian(p, sigma);
      const double alpha = rr / p.dot(Ap);
      x.axpy(alpha, p);
      r.axpy(-alpha, Ap);
      const double rr_new = r.dot(r);
      p.xpby(r, rr_new / rr);
      rr = rr_new;
      ++iters;
      if (iters % 20 == 0)
        printf("%4d  |r|/|b| = %.4e\n", iters, sqrt(rr) / bnorm);
    }
    relres = sqrt(rr) / bnorm;

    x.update_host(); // the only download

    // Check on the host: the true residual of the solution.
    double res = 0.0, sum = 0.0, wsum = 0.0;
    for (int i = 0; i < n; ++i) {
      double left = i > 0 ? x[i - 1] : 0.0;
      double right = i < n - 1 ? x[i + 1] : 0.0;
      res = fmax(res, fabs(rhs[i] - ((2.0 + sigma) * x[i] - left - right)));
      sum += x[i];
      wsum += x[i] * (double)(i % 13);
    }
    printf("iterations: %d\n", iters);
    printf("x[0] = %.10g, x[%d] = %.10g, x[%d] = %.10g\n", x[0], n / 3, x[n / 3],
           n - 1, x[n - 1]);
    printf("sum(x) = %.10g, weighted sum = %.10g\n", sum, wsum);
    printf("max |b - A x| = %.2e\n", res);
  } // the destructors remove the device copies

  delete[] rhs;
  return relres <= tol ? 0 : 1;
}
