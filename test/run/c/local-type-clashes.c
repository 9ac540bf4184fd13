// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// Local types a kernel needs whose name file scope already has (a function
// named like a typedef of another function, a struct tag of file scope)
// move there as FUNCTION_NAME; the function's code and the kernel's name
// them so.
// EQ: acc2cuda-check: EQUAL: {{.*}}local-type-clashes.c
#include <stdio.h>

#define N 32

struct point {
  int unused;
};

// CHECK: typedef struct {
// CHECK: } with_typedef_record;
static int record(void) { return 3; }

static double with_typedef(void) {
  typedef struct {
    double v[N];
    int n;
  } record;
  // CHECK: with_typedef_record r;
  record r;
  r.n = N;
  for (int i = 0; i < N; ++i)
    r.v[i] = i;
#pragma omp target map(tofrom: r)
  {
    record tmp = r;
    for (int i = 0; i < tmp.n; ++i)
      r.v[i] = tmp.v[i] * 2 + sizeof(record) % 7;
  }
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += r.v[i];
  return s;
}

static double with_tag(void) {
  struct point {
    double x, y;
  };
  // CHECK: struct with_tag_point {
  // CHECK: struct with_tag_point pts[N];
  struct point pts[N];
  for (int i = 0; i < N; ++i) {
    pts[i].x = i;
    pts[i].y = -i;
  }
#pragma acc parallel loop copy(pts)
  for (int i = 0; i < N; ++i) {
    struct point q = pts[i];
    pts[i].x = q.y * 3;
  }
  double s = 0;
  for (int i = 0; i < N; ++i)
    s += pts[i].x + pts[i].y;
  return s;
}

int main(void) {
  printf("%.1f %.1f %d\n", with_typedef(), with_tag(), record());
  return 0;
}
