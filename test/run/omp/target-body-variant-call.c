// RUN: %acc2cuda-check %s | FileCheck %s
// A target construct whose body is one statement without braces ending in
// a call of an OpenMP routine that clang's <omp.h> declares with a
// `declare variant`: the call's semantic form names the variant in the
// header, and the construct's end used to be looked up there, which
// dropped the host side of the translation (the pragma stayed, the kernel
// was never launched).
// CHECK: acc2cuda-check: EQUAL: {{.*}}target-body-variant-call.c
#include <omp.h>
#include <stdio.h>

int main(void) {
  int on_device = -1, off = 0, n = 0;
#pragma omp target map(from: on_device)
  on_device = !omp_is_initial_device();
  /* 1 under acc2cuda; 0 in the reference build (host fallback) */
  printf("ran: %d\n", on_device == 0 || on_device == 1);
#pragma omp target if(off) map(from: on_device)
  on_device = !omp_is_initial_device();
  printf("if(false) on device: %d\n", on_device);
#pragma omp target map(tofrom: n)
  n += 3 * omp_is_initial_device() + 1;
  printf("n = %d\n", n >= 1);
  return 0;
}
