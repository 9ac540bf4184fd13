// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d && %acc2cuda-strip %s %t.d/names.c && %acc2cuda %t.d/names.c -o %t.cu 2> %t.err
// RUN: FileCheck %s --check-prefix=CODE --input-file %t.cu
// RUN: %nvcc-compile %t.cu -o %t.o
//
// C that CUDA C++ reads otherwise, rewritten: the program's own functions
// named like functions CUDA's headers declare globally (max, min, norm,
// dmul) take other names, a const pointer passed where the parameter is
// not const gets the cast C does silently, a parameter `double y[n]` loses
// the bound C++ does not allow there; isnan and signbit (builtins without a
// prototype) work in kernels. A loop running down gives the pointer it
// indexes its section.
// CHECK: acc2cuda-check: EQUAL: {{.*}}c-as-cxx-names.c
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static double max(double a, double b) { return a > b ? a : b; }
// CODE: __host__ __device__ static double acc2cuda_c_max(double a, double b) {
static int min(int a, int b) { return a < b ? a : b; }
// One of CUDA's device functions (crt/device_double_functions.h).
#pragma acc routine seq
static double dmul(double a, double b) { return a * b + 1; }
static double norm(int n, const double *v) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += v[i] * v[i];
  return sqrt(s);
}

static void clamp(int n, double y[n], double *x) {
#pragma acc parallel loop copyin(x[0:n]) copyout(y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = isnan(x[i]) || signbit(x[i]) ? 0.0 : max(x[i], 0.5) + dmul(1, 0);
}
// CODE: acc2cuda_c_max(x[i], 0.5) + acc2cuda_c_dmul(1, 0);
// CODE: static void clamp(int n, double y[], double *x) {

static double total(int n, double *v) {
  double s = 0;
#pragma acc parallel loop copyin(v[0:n]) reduction(+ : s)
  for (int i = 0; i < n; ++i)
    s += v[i];
  return s;
}

// An enumeration declared in a struct: its enumerators are the struct's in
// C++ (cell::WALL), also in the casts C's conversions to it get.
struct cell {
  enum kind { FLUID, WALL } k;
  double v;
};
// CODE: out[i] = cs[i].k == cell::WALL ? 0.0 : cs[i].v;

static void reverse_scale(const int *in, int *out, int n) {
#pragma acc parallel loop
  for (int i = n - 1; i >= 0; i--)
    out[i] = in[i] * 2;
}

int main(void) {
  double x[6] = {1.0, -2.0, 0.25, NAN, 3.0, 0.75}, y[6];
  clamp(6, y, x);
  const double c[3] = {1.0, 2.0, 3.5};
  printf("y: %.2f %.2f %.2f %.2f %.2f %.2f\n", y[0], y[1], y[2], y[3], y[4],
         y[5]);
  printf("total %.2f norm %.4f min %d\n", total(3, c), norm(3, c), min(4, 3));
// CODE: total(3, (double *)(c))
// CODE: cs[i].k = (enum cell::kind)((i % 2) ? cell::WALL : cell::FLUID);
  struct cell cs[6];
  double out[6];
  for (int i = 0; i < 6; i++) {
    cs[i].k = (i % 2) ? WALL : FLUID;
    cs[i].v = i;
  }
#pragma acc parallel loop copyin(cs) copyout(out)
  for (int i = 0; i < 6; i++)
    out[i] = cs[i].k == WALL ? 0.0 : cs[i].v;
  enum kind last = cs[5].k;
  printf("out %.1f %.1f %d\n", out[1], out[2], last == WALL);
  int *a = malloc(10 * sizeof(int)), *b = malloc(10 * sizeof(int));
  for (int i = 0; i < 10; i++)
    a[i] = i;
  reverse_scale(a, b, 10);
  printf("b[0] %d b[9] %d\n", b[0], b[9]);
  free(a);
  free(b);
  return 0;
}
