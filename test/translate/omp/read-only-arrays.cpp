// RUN: %acc2cuda-strip %s %t.cpp && %acc2cuda %t.cpp -o %t.cu 2>/dev/null && FileCheck %s < %t.cu && %nvcc-compile %t.cu -o %t.o
// OpenMP offload: arrays a target region only reads are `const T *`, and
// `__restrict__` in the instance the host picks when their present data is
// apart from everything the region writes: mapped arrays, lastprivate
// variables, `declare target` globals the region maps. A store through an
// is_device_ptr pointer (an address the runtime does not know) leaves them
// only `const`. Pointers mapped implicitly, and regions with nested
// `parallel for`, are handled alike.

double scale_of[4];
#pragma omp declare target(scale_of)

void axpy(double s, const double *x, double *y, int n) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] += s * x[i];
}

double last_value(const double *x, double *y, int n) {
  double last = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n]) lastprivate(last)
  for (int i = 0; i < n; ++i) {
    last = x[i];
    y[i] = last;
  }
  return last;
}

void device_pointers(const double *x, double *dev, int n) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) is_device_ptr(dev)
  for (int i = 0; i < n; ++i)
    dev[i] = x[i];
}

void to_global(const double *x, int n) {
#pragma omp target map(to: x[0:n])
  for (int i = 0; i < 4; ++i)
    scale_of[i] = x[i];
}

void implicit_pointers(const double *x, double *y, int n) {
#pragma omp target data map(to: x[0:n]) map(from: y[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      y[i] = 2 * x[i];
  }
}

void nested_parallel(const double *x, double *y, int n) {
#pragma omp target teams map(to: x[0:n]) map(tofrom: y[0:n])
  {
    double scale = 2;
#pragma omp parallel for firstprivate(scale)
    for (int i = 0; i < n; ++i)
      y[i] = scale * x[i];
  }
}

// CHECK-LABEL: axpy_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *y, double s,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> x) {
// CHECK:       acc2cuda_c.reads_apart({x}, {y});

// CHECK-LABEL: last_value_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *acc2cuda_lp_last,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> x,
// CHECK-NEXT:  double *y) {
// CHECK:       acc2cuda_c.reads_apart({x}, {y});

// CHECK-LABEL: __global__ void device_pointers_{{[0-9]+}}_kernel(
// CHECK:       long long acc2cuda_st0, double *dev,
// CHECK-NEXT:  const double *x) {
// CHECK-LABEL: void device_pointers(
// CHECK-NOT:   reads_apart
// CHECK:       acc2cuda_kernel<<<

// CHECK:       template <bool acc2cuda_restrict>
// CHECK-NEXT:  __global__ void
// CHECK-NEXT:  to_global_{{[0-9]+}}_kernel(double *scale_of,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> x) {
// CHECK:       const bool acc2cuda_restrict = acc2cuda_c.reads_apart({x}, {scale_of});
// CHECK-NEXT:  auto *const acc2cuda_kernel = acc2cuda_restrict ? to_global_[[G:[0-9]+]]_kernel<true>
// CHECK-NEXT:  : to_global_[[G]]_kernel<false>;

// CHECK-LABEL: implicit_pointers_{{[0-9]+}}_kernel(
// CHECK-NEXT:  long long acc2cuda_st0, double *y,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> x) {
// CHECK:       acc2cuda_c.reads_apart({x}, {y});

// CHECK-LABEL: nested_parallel_{{[0-9]+}}_kernel(int n, double *y,
// CHECK-NEXT:  acc2cuda::const_ptr<acc2cuda_restrict, double> x) {
// CHECK:       acc2cuda_c.reads_apart({x}, {y});
