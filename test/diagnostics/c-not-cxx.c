// RUN: rm -f %t.cu
// RUN: not %acc2cuda %s -o %t.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: not test -e %t.cu
// nvcc compiles the output as CUDA C++: C that C++ reads otherwise and
// acc2cuda cannot rewrite is a located error, not CUDA nvcc rejects.
#include <stdio.h>

struct cfg {
  double k;
  int md;
};

// A tag declared inside an unnamed struct: file scope in C, the struct's
// in C++, which has no name to qualify it with.
typedef struct {
  struct vec3 {
    double x, y, z;
  } pos;
} particle;
static double height(struct vec3 v) { return v.z; }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:29: error: 'vec3' is declared inside an unnamed struct, where C++ (in which nvcc compiles the translation) scopes its name; declare it at file scope or name the struct [A2C5008]

struct node {
  int class;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:7: error: 'class' is a keyword of C++, in which nvcc compiles the translation (a .cu file is CUDA C++); rename it [A2C5008]
};

static int twice(int this) { return 2 * this; }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:22: error: 'this' is a keyword of C++{{.*}}[A2C5008]

int main(void) {
  int a[10];
  struct cfg c = {.md = 1, .k = 1.5};
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:28: error: designated initialisers out of the members' order are not C++, in which nvcc compiles the translation; list 'k' in declaration order [A2C5008]
  struct cfg d = {.k = 2.5, .md = 2};
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 10; ++i)
    a[i] = i;
  int new = twice(2);
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:7: error: 'new' is a keyword of C++{{.*}}[A2C5008]
  // C++'s alternative operator names (`and`, `xor`...) too.
  int xor = 1;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:7: error: 'xor' is a keyword of C++{{.*}}[A2C5008]
  printf("%d %f %f\n", a[0] + new + xor, c.k, d.k);
  return 0;
}

static int old_style() { return 7; }
int uses_old(void) { return old_style(1, 2); }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:29: error: 'old_style' is declared without a prototype and called with arguments, which C++ (as which nvcc compiles the translation) reads as a function of no parameters; declare its parameters [A2C5008]
char tag[3] = "abc";
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:15: error: the string fills 'tag' without its terminating null character{{.*}}[A2C5008]
char fits[4] = "abc";
// C99 complex numbers and array designators have no C++ form nvcc takes.
#include <complex.h>
double complex zroot;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:16: error: 'zroot' has a C99 complex type, which C++ (as which nvcc compiles the translation) does not have; keep the real and imaginary parts in two variables [A2C5008]
int sparse[5] = {[0] = 1, [4] = 5};
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:18: error: an array element designator, which C++ (as which nvcc compiles the translation) does not have; list the elements in order [A2C5008]
// The type-generic classification macros expand to builtins without a
// prototype in both languages: no error.
#include <math.h>
int classify(double x) { return isnan(x) + 2 * signbit(x) + isinf(x); }
// Jumps past initialisations that cannot become assignments (a const, an
// array, two declarators); a lone scalar can (jumps-past-inits.c).
int jumps(int n) {
  if (n < 0)
    goto out;
  const int k = 2;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:13: error: the goto at line [[@LINE-2]] jumps past the initialisation of 'k', which C allows and C++ (nvcc reads the translation as CUDA C++) does not; declare it before the jump, or give it its value by an assignment [A2C5008]
  int v[2] = {1, 2};
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:7: error: the goto at line {{[0-9]+}} jumps past the initialisation of 'v'{{.*}}[A2C5008]
  int ok = 1;
  switch (n) {
  case 0:;
    int a = 1, b = 2;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:9: error: a case label at line [[@LINE+2]] jumps past the initialisation of 'a'{{.*}}[A2C5008]
// CHECK-DAG: c-not-cxx.c:[[@LINE-2]]:16: error: a case label at line [[@LINE+1]] jumps past the initialisation of 'b'{{.*}}[A2C5008]
  default:
    return k + v[1] + ok;
  }
out:
  return -1;
}
// C11's _Generic, compound literals whose address is taken, nested
// designators and prototype-less function pointers given functions with
// parameters have no C++ form nvcc takes.
#define TYPENAME(x) _Generic((x), float: 1, default: 2)
int generic(float f) { return _Generic(f, float: 1, default: 2); }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:31: error: '_Generic' is C11's{{.*}}[A2C5008]
struct opts { int n; };
static int use_opts(const struct opts *o) { return o->n; }
int literal(void) { return use_opts(&(struct opts){100}); }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:38: error: the address of a compound literal{{.*}}[A2C5008]
double *weights(void) { double *w = (double[]){0.5, 0.25}; return w; }
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:37: error: the address of a compound literal{{.*}}[A2C5008]
struct opts by_value(void) { return (struct opts){7}; }
struct pt { double x, y; };
struct box { struct pt lo, hi; };
struct box unit = {.lo = {0, 0}, .hi.x = 1, .hi.y = 1};
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:34: error: a nested designator{{.*}}[A2C5008]
static int add(int p, int q) { return p + q; }
int (*op)() = add;
// CHECK-DAG: c-not-cxx.c:[[@LINE-1]]:15: error: a function with parameters stored in a function pointer declared without a prototype{{.*}}[A2C5008]
