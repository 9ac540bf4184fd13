// RUN: %acc2cuda-check %s | FileCheck %s
// RUN: %acc2cuda --target=host %s -o %t.cpp && %host_cxx %sim_cxxflags %t.cpp -o %t %sim_ldflags && %t | FileCheck %s --check-prefix=OUT
//
// The test gives a loop's direction; a negative step may be added
// (`t += -3`, `t += s` with s < 0, `t = t + (-2)`) or subtracted
// (`i -= -1` counting up). These were rejected as going "in opposite
// directions". Collapsed and inner (thread) loops take the same forms, and
// OpenMP's canonical loops too.
// CHECK: acc2cuda-check: EQUAL: {{.*}}negative-steps.c
#include <stdio.h>

int main(void) {
  int cnt = 0, step = -3, back = -1;
  double a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = 0;
#pragma acc parallel loop reduction(+:cnt)
  for (int t = 30; t > 0; t += -3)
    cnt++;
  // OUT: literal 10
  printf("literal %d\n", cnt);
  cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
  for (int t = 30; t > 0; t += step)
    cnt += t;
  // 30 + 27 + ... + 3
  // OUT: variable 165
  printf("variable %d\n", cnt);
#pragma acc parallel loop copy(a)
  for (int i = 0; i < 64; i -= back)
    a[i] += i;
#pragma acc parallel loop collapse(2) copy(a)
  for (int i = 7; i >= 0; i = i + (-1))
    for (int j = 0; j < 8; j -= -2)
      a[i * 8 + j] += 100;
  // OUT: a 100 1 162 63
  printf("a %g %g %g %g\n", a[0], a[1], a[62], a[63]);
#pragma acc parallel loop gang copy(a)
  for (int i = 0; i < 8; ++i) {
#pragma acc loop vector
    for (int j = 7; j >= 0; j += back)
      a[i * 8 + j] *= 2;
  }
  // OUT: doubled 200 2 126
  printf("doubled %g %g %g\n", a[0], a[1], a[63]);
  long long sum = 0;
#pragma omp target teams distribute parallel for reduction(+:sum) map(tofrom: sum)
  for (int t = 100; t >= 1; t += -7)
    sum += t;
  // 100 + 93 + ... + 2: 15 terms
  // OUT: omp 765
  printf("omp %lld\n", sum);
  return 0;
}
