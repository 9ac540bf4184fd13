// RUN: %acc2cuda-strip %s %t.c
// RUN: %acc2cuda %t.c -o %t.cu
// RUN: FileCheck --input-file %t.cu %s
// RUN: FileCheck --check-prefix=KERNEL --input-file %t.cu %s
// RUN: %nvcc-compile %t.cu -o %t.o
// RUN: %acc2cuda-check %s | FileCheck --check-prefix=EQ %s
// More C that nvcc's C++ reads otherwise: a struct's tag written inside
// another struct is the file's in C and the outer struct's in C++, so the
// output names it `struct outer::inner` outside the outer struct (in host
// code, in kernels and in the kernel's parameters); C11's _Static_assert,
// _Alignas, _Alignof and _Bool are C++'s static_assert, alignas, alignof
// and bool; sizeof of a character constant, a comparison or a logical
// operator (ints in C; char and bool in C++) is sizeof(int), also in a
// kernel.
// EQ: acc2cuda-check: EQUAL: {{.*}}c-tags-and-keywords.c
#include <stdio.h>

struct outer {
  struct inner {
    int v;
    double w;
  } in;
  int k;
};
_Static_assert(sizeof(struct inner) >= sizeof(double), "inner holds a double");
// KERNEL: struct outer::inner *arr)
// CHECK: _Static_assert(sizeof(struct outer::inner) >= sizeof(double), "inner holds a double");

#define N 64

int main(void) {
  struct inner first = {3, 0.5};
  // CHECK: struct outer::inner first = {3, 0.5};
  struct inner arr[N];
  _Alignas(16) double acc[4] = {0, 0, 0, 0};
  _Bool any = 0;
  struct outer o;
  o.in = first;
  o.k = (int)_Alignof(struct inner);
  // A character constant is an int in C, a char in C++.
  int csize = (int)sizeof('a');
  // CHECK: int csize = (int)sizeof(int);
  csize += (int)sizeof(o.k == 3) + (int)sizeof(csize ? 'a' : 'b');
  // CHECK: csize += (int)sizeof(int) + (int)sizeof(int);
  csize += (int)sizeof(!any) + (int)sizeof(o.k) + (int)sizeof(o.k + 1);
  // CHECK: csize += (int)sizeof(int) + (int)sizeof(o.k) + (int)sizeof(int);
  for (int i = 0; i < N; ++i) {
    arr[i].v = i;
    arr[i].w = 0.5 * i;
  }
#pragma acc parallel loop copy(arr)
  for (int i = 0; i < N; ++i) {
    struct inner t = arr[i];
    // KERNEL: struct outer::inner t = arr[i];
    _Bool odd = t.v & 1;
    t.v += odd ? 1 : 2;
    t.v += (int)sizeof(t.v < 3) - 4;
    // KERNEL: t.v += (int)sizeof(int) - 4;
    t.w *= 2;
    arr[i] = t;
  }
  for (int i = 0; i < N; ++i) {
    acc[i % 4] += arr[i].w;
    any = any || arr[i].v > 60;
  }
  printf("o.in.v %d align %d arr[63] %d %.1f acc %.1f %.1f any %d csize %d\n",
         o.in.v, o.k, arr[N - 1].v, arr[N - 1].w, acc[0], acc[3], (int)any,
         csize);
  return 0;
}
