// RUN: %acc2cuda-check %s | FileCheck %s
// Macros that expand to whole constructs, as validation suites and
// portability headers write them: a probe that runs one statement on the
// device, a macro holding a combined construct and its loop (used twice,
// over several lines), and one that nests another such macro. Each
// expansion is written out before translation.
// CHECK: acc2cuda-check: EQUAL: {{.*}}construct-macros.c
#include <omp.h>
#include <stdio.h>

#define N 1000
static int on_device = -1;

#define PROBE_DEVICE                                                      \
  {                                                                       \
    on_device = 0;                                                        \
    _Pragma("omp target map(from: on_device)")                            \
    { on_device = !omp_is_initial_device(); }                             \
  }

#define STR(x) #x
#define OMP(x) _Pragma(STR(omp x))
#define SCALE(arr, len, factor)                                           \
  OMP(target teams distribute parallel for map(tofrom: arr[0:len]))       \
  for (int i_ = 0; i_ < (len); ++i_)                                      \
    arr[i_] = arr[i_] * (factor) + i_ % 3;

#define SCALE_TWICE(arr, len)                                             \
  do {                                                                    \
    SCALE(arr, len, 2)                                                    \
    SCALE(arr, len, 3)                                                    \
  } while (0)

int main(void) {
  static int a[N], b[N];
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = i;
  PROBE_DEVICE;
  SCALE(a,
        N,
        5)
  SCALE_TWICE(b, N);
  long sum = 0;
  for (int i = 0; i < N; ++i)
    sum += a[i] * 7 + b[i];
  printf("probe %s sum %ld\n", on_device >= 0 ? "ran" : "missing", sum);
  return 0;
}
