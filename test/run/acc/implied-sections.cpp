// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// Pointers used in compute constructs without a data clause: when every use
// subscripts them with a grid loop's variable (plus or minus a constant),
// the loop's bounds give the section, which is copied (copyin when only
// read), as nvc++ does; otherwise their data must be present, as under GCC
// (enter data earlier, or a data region in a caller), as under `present(v)`
// of a bare pointer. A firstprivate
// section the region only reads is the host's data copied in.
// CHECK: acc2cuda-check: EQUAL: {{.*}}implied-sections.cpp
#include <cstdio>
#include <cstdlib>

static void smooth(const double *in, double *out, int n) {
#pragma acc parallel loop
  for (int i = 1; i < n - 1; ++i)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}

static void scaleAll(double *v, int n, double f) {
  // v + k: no section to read off the subscripts; v must be present.
#pragma acc parallel loop
  for (int i = 0; i < n; ++i)
    *(v + i) *= f;
}

static void addOne(double *v, int n) {
  // present(v) of a bare pointer: the data it points to is present.
#pragma acc parallel loop present(v)
  for (int i = 0; i < n; ++i)
    v[i] += 1;
}

int main() {
  const int n = 1000;
  double *a = static_cast<double *>(std::malloc(n * sizeof(double)));
  double *b = static_cast<double *>(std::malloc(n * sizeof(double)));
  for (int i = 0; i < n; ++i) {
    a[i] = i % 17;
    b[i] = -1;
  }
  smooth(a, b, n);
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += b[i];
  std::printf("smooth: %.3f (ends %g %g)\n", s, b[0], b[n - 1]);

#pragma acc enter data copyin(a[0:n])
  scaleAll(a, n, 2.0);
  addOne(a, n);
#pragma acc exit data copyout(a[0:n])
  s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  std::printf("present: %.1f\n", s);

  // Inclusive bound, a loop that starts late.
  int first = 100, last = 199;
#pragma acc parallel loop
  for (int i = first; i <= last; ++i)
    b[i] = a[i] + 1;
  std::printf("inclusive: %g %g %g\n", b[99], b[100], b[199]);

  // Loops that run sequentially on the device: a kernels loop over
  // pointers acc2cuda cannot prove apart, a serial construct's loop, a seq
  // loop inside a gang loop. Their bounds are the host's: the same section.
  double *c = static_cast<double *>(std::malloc(n * sizeof(double)));
  for (int i = 0; i < n; ++i)
    c[i] = 1;
#pragma acc kernels
  {
#pragma acc loop
    for (int i = 0; i < n; ++i)
      c[i] += a[i] + b[i];
  }
#pragma acc serial
  for (int i = 2; i < n; ++i)
    c[i] += c[i - 1] - c[i - 2];
  double *row = static_cast<double *>(std::malloc(8 * sizeof(double)));
  int width = 8;
#pragma acc parallel loop copy(c[0:n])
  for (int i = 0; i < n; ++i) {
    double t = 0;
#pragma acc loop seq
    for (int k = 0; k < width; ++k)
      t += i * k;
    c[i] += t;
  }
  for (int k = 0; k < width; ++k)
    row[k] = k;
#pragma acc parallel loop copy(c[0:n])
  for (int i = 0; i < n / 8; ++i) {
#pragma acc loop seq
    for (int k = 0; k < width; ++k)
      c[i * 8 + k] *= row[k];
  }
  s = 0;
  for (int i = 0; i < n; ++i)
    s += c[i];
  std::printf("sequential loops: %.6g\n", s);
  std::free(row);
  std::free(c);

  // A read-only firstprivate section.
  double *coef = static_cast<double *>(std::malloc(4 * sizeof(double)));
  for (int k = 0; k < 4; ++k)
    coef[k] = k + 0.5;
#pragma acc parallel loop firstprivate(coef[0:4]) copy(b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = coef[i % 4] * 2;
  std::printf("firstprivate section: %g %g\n", b[0], b[n - 1]);
  std::free(coef);
  std::free(a);
  std::free(b);
  return 0;
}

// CODE: acc2cuda_c.map(out + (1), acc2cuda::trip_count_lt(1, n - 1, 1),
// CODE-NEXT: acc2cuda::MapCopy, "out");
// CODE: acc2cuda_c.map(in, acc2cuda::trip_count_lt(0, (n - 1) + 1, 1),
// CODE-NEXT: acc2cuda::MapCopyIn, "in");
// CODE: acc2cuda_c.map(v, 0, acc2cuda::MapPresent, "v");
// CODE: acc2cuda_c.map(v, 0, acc2cuda::MapPresent, "v");
// CODE: acc2cuda::trip_count_le(first, last, 1)
// The kernels loop, the serial loop, the seq loop's read-only row.
// CODE: "kernels");
// CODE: auto *d_a = acc2cuda_c.map(a, acc2cuda::trip_count_lt(0, n, 1),
// CODE: "serial");
// CODE: (acc2cuda::trip_count_lt(0, n, 1)) * sizeof(double);
// CODE: cudaMemcpy(d_c, c, d_c_bytes, cudaMemcpyHostToDevice)
// CODE: (acc2cuda::trip_count_lt(0, width, 1)) * sizeof(double);
// CODE: cudaMemcpy(d_row, row, d_row_bytes, cudaMemcpyHostToDevice)
// CODE: acc2cuda_c.map(coef, 4, acc2cuda::MapCopyIn, "coef");
