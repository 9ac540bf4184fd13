// Input of ../standalone.test: a program including <openacc.h> itself.
#include <cstdio>
#include <openacc.h>

int main() {
  int a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  long sum = 0;
#pragma acc data copyin(a)
  {
    int present = acc_is_present(a, sizeof(a));
#pragma acc parallel loop reduction(+:sum)
    for (int i = 0; i < 100; ++i)
      sum += a[i];
    std::printf("present %d, sum %ld\n", present, sum);
  }
  return 0;
}
